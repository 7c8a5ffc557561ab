/**
 * What a route's loader receives and returns, and what a route is. A loader fetches through the
 * Api, checks what it got, and returns a typed view-model with everything the page's head needs,
 * so the server can write a complete <head> before the body and bots see it without running
 * JavaScript. A route pairs an id and a pattern with its loader; its data type travels with it,
 * so the screen that renders it is checked against the loader (client/app/routes.ts).
 */
import type { Api } from '../api/client';
import type { SettingsResponse } from '../types/api';
import type { Lang } from '../types/content';
import type { Params } from './match';

export interface Head {
  /** The page title without the brand; the brand template is applied by the renderer. */
  title: string;
  description?: string;
  /** Absolute path or URL of the share image. */
  image?: string;
  /**
   * What the share image shows, in the content's own words (an article's caption): og:image:alt.
   * Without it a content picture has no alt there (worker/render/head.ts says why).
   */
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Comma-separated keywords for `<meta name="keywords">` (content pages' meta). */
  keywords?: string;
  /** JSON-LD object for the page, if any. */
  jsonLd?: Record<string, unknown>;
  /**
   * The languages the page's main content is written in, when not every one (an English-only
   * post): its head then names only those versions (shared/routing/page-versions.ts `pageVersions`).
   */
  languages?: Lang[];
  /** Where the page sits (home first, the page last), written as a JSON-LD BreadcrumbList. */
  breadcrumbs?: Breadcrumb[];
  /**
   * The pictures that are the first screen's largest element (Lighthouse's LCP) on a phone or at a
   * desktop width, the ones the view marks `fetchPriority="high"`: the head preloads them ahead of
   * the scripts, so they do not queue behind the module preloads (worker/render/head.ts).
   */
  leadImages?: string[];
}

export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * The shell's settings as the caller already has them (the browser: the page state's; the
 * server: the render's own read), so a loader that needs them (the search's provider) asks no
 * second time; null when they could not be read.
 */
export type SettingsOf = () => Promise<SettingsResponse | null>;

interface LoadContext {
  api: Api;
  params: Params;
  lang: Lang;
  url: URL;
  settings: SettingsOf;
}

export interface Loaded<T> {
  head: Head;
  data: T;
  /** 404 renders the not-found page with that status. */
  status?: 200 | 404;
}

export type Loader<T> = (ctx: LoadContext) => Promise<Loaded<T>>;

/** One entry of a route table: the route's id and pattern, and the loader whose data its page gets. */
export interface RouteDef<Id extends string = string, Data = unknown> {
  id: Id;
  /** Segments: literal, `:name`, `:name?`, `:name(regex)` (shared/routing/match.ts). */
  pattern: string;
  load: Loader<Data>;
  /** A permanent redirect instead of a page (the query kept), or null: this address is the page's. */
  redirect?: (params: Params) => string | null;
}
