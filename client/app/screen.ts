/**
 * How a route names its screen. A screen is a component that renders one view-model; it lives in
 * its own chunk (loaded before anything renders it: by the worker before the server render, by
 * client/entry.tsx before hydration, by the router with the page's data), so a page downloads the
 * shell plus its own screen only, and rendering stays synchronous so hydration matches.
 *
 * `route()` ties a route's loader to its screen by type: the screen must accept exactly what the
 * loader returns, so a screen that reads another route's data, or a route without a screen, fails
 * `npm run typecheck` (proved by tests/types/wrong-screen.ts).
 */
import type { ReactNode } from 'react';
import type { RouteDef } from '../../shared/routing/types';

/** A screen: a function component that renders view-model V (a plain function type, so V is inferred). */
export type ScreenComponent<V> = (props: { view: V }) => ReactNode;

export interface LazyScreen<V> {
  /**
   * The screen module's source path from the project root: the worker finds its chunk and
   * stylesheet in the build manifest under this key (worker/render/assets.ts), so the head can
   * list them. tests/worker/screens.test.ts checks every one is a chunk of the build.
   */
  source: `client/pages/${string}.tsx`;
  /** A literal dynamic import, so the bundler makes the screen its own chunk. */
  load: () => Promise<ScreenComponent<V>>;
}

/**
 * The name a screen's module exports it under: its file's name (`client/pages/article/ArticlePage.tsx`
 * → `ArticlePage`), as each import of client/app/screen-table.ts reads it (screen-table.test.ts).
 * The first page imports its screen's chunk by the URL the worker names and takes this export.
 */
export const screenExport = (source: LazyScreen<never>['source']): string =>
  source.slice(source.lastIndexOf('/') + 1, -'.tsx'.length);

/** A screen in its own chunk: its source path and the import that loads it. */
export function screen<V>(source: LazyScreen<V>['source'], load: () => Promise<ScreenComponent<V>>): LazyScreen<V> {
  return { source, load };
}

/** A route table entry with its screen: what the page renders. */
export interface ScreenRoute<Id extends string = string, Data = unknown> extends RouteDef<Id, Data> {
  screen: LazyScreen<Data>;
}

/**
 * One route: id, pattern, loader and the screen that renders the loader's data. The data type is
 * taken from the loader only (NoInfer), so a screen expecting anything else is a type error here.
 */
export function route<const Id extends string, Data>(
  def: RouteDef<Id, Data> & { screen: LazyScreen<NoInfer<Data>> },
): ScreenRoute<Id, Data> {
  return def;
}
