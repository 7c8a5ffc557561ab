/**
 * The state a page is rendered from, on the server and again in the browser: it travels in the
 * HTML as JSON so hydration renders exactly what the server did.
 */
import type { RouteId } from './routes';
import type { Params } from './routing/match';
import type { Head } from './routing/types';
import type { SettingsResponse } from './types/api';
import type { Lang } from './types/content';

export interface PageState {
  /** 'not-found' for addresses no route matches or whose content does not exist. */
  routeId: RouteId | 'not-found';
  /** The path and query the page was loaded for. */
  url: string;
  params: Params;
  status: 200 | 404;
  head: Head;
  data: unknown;
}

export interface AppState {
  lang: Lang;
  page: PageState;
  /** Shell settings (menus, links); null when the content service could not give them. */
  settings: SettingsResponse | null;
  /** The public origin, for share links. */
  siteUrl: string;
}

/** The data of the not-found page. */
export interface NotFoundView {
  title: string;
  text: string;
}
