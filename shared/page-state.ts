/**
 * The state a page is rendered from, on the server and again in the browser: it travels in the
 * HTML as JSON so hydration renders exactly what the server did. The route id and the data are
 * paired by type (PageState<Id, Data>), so the page union built from the route table narrows
 * `data` when code checks `routeId`.
 */
import type { FormEcho } from './forms/echo';
import type { Params } from './routing/match';
import type { Head } from './routing/types';
import type { SettingsResponse } from './types/api';
import type { Lang } from './types/content';

export interface PageState<Id extends string = string, Data = unknown> {
  /** 'not-found' for addresses no route matches or whose content does not exist. */
  routeId: Id;
  /** The path and query the page was loaded for. */
  url: string;
  params: Params;
  status: 200 | 404;
  head: Head;
  data: Data;
}

/** The not-found page's id: no route table entry has it. */
export const NOT_FOUND_ID = 'not-found';

/** The data of the not-found page. */
export interface NotFoundView {
  title: string;
  text: string;
}

export type NotFoundPage = PageState<typeof NOT_FOUND_ID, NotFoundView>;

export interface AppState<Page extends PageState = PageState> {
  lang: Lang;
  page: Page;
  /** Shell settings (menus, links); null when the content service could not give them. */
  settings: SettingsResponse | null;
  /** The public origin, for share links. */
  siteUrl: string;
  /** A form posted without JavaScript: its outcome, shown by this first page (shared/forms/echo.ts). */
  echo?: FormEcho;
  /**
   * Punjabi read in Shahmukhi (issue 30: a /pa-arab address): the interface strings' table, the
   * document's language and direction. The page's data is already transliterated by the worker.
   */
  script?: 'arab';
  /** With it, the Shahmukhi interface strings the browser shows (shared/i18n/pa-arab.ts): no chunk of them exists. */
  strings?: Record<string, string>;
  /** The data saver is on (shared/saver/data-saver.ts): images below the first screen wait to be asked for. */
  saveData?: true;
  /** The first page's own chunks, in the state the worker writes into the HTML only. */
  boot?: BootChunks;
}

/**
 * The chunks the first page hydrates with, named by the worker from the build manifest
 * (worker/render/assets.ts firstChunks), which client/entry.tsx imports before hydrating: so the
 * browser's first module graph carries no table of every screen and strings chunk (the router's
 * chunk has those, for the pages after).
 */
export interface BootChunks {
  /** The screen's chunk (its URL) and the name its module exports the screen under (client/app/screen.ts screenExport). */
  screen: { file: string; name: string };
  /** The chunk of the page language's first strings for this screen; none when the state carries them (`strings`). */
  strings?: string;
}
