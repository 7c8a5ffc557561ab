/**
 * One real address of the seeded demo for every route of the route table (client/app/routes.ts),
 * and the 404: the page runs (axe, CLS, Lighthouse, the bench) and the islands contract test read
 * their pages from here, so a new route is audited as soon as it has a sample, and it cannot lack
 * one: tests/worker/sample-pages.test.ts types this table as a record keyed by the route ids, so a
 * missing key fails `npm run typecheck`, and checks that each address is served by its own route.
 * (The ids are not imported here: the Node project would type-check the whole client with them.)
 */
import { localizedPath } from '../../shared/routing/lang-path';
import type { Lang } from '../../shared/types/content';

/** What a route's sample is: a page, or (a route with `redirect`) an address that only redirects. */
export type Sample = string | { redirects: string };

export const SAMPLES = {
  home: '/',
  'news-latest': '/news/latest',
  // An article with a news bulletin: its audio card is a part.
  'news-post': '/news/post/rainfall-warning-for-fraser-valley-as-heavy-rain-moves-in',
  news: '/news',
  'entertainment-post': '/entertainment/post/toofan-ki-raat-storms-box-office-with-biggest-opening-of-the-year',
  entertainment: '/entertainment',
  search: '/search/kabaddi',
  contact: '/contact/news-report',
  'shows-episode': '/shows/view/200/episode/10000',
  'shows-view': '/shows/view/amrit-vela/1',
  shows: '/shows',
  // A stream's page (issue 28): its song lists are loaded in the browser.
  radio: '/radio/fm',
  host: '/hosts/view/arjun-mehta',
  hosts: '/hosts',
  originals: '/originals',
  'originals-channel': '/originals/news-room',
  'originals-series': '/originals/docs/1',
  'featured-post': '/featured/post/3000',
  featured: '/featured',
  events: '/events',
  'app-coming': '/apps/coming',
  'pages-apps': { redirects: '/pages/apps' },
  // /pages/{path} is /{path}'s other spelling (client/app/routes.ts contentAddress); the page
  // itself is the layout 'section-built page' below.
  pages: { redirects: '/pages/community' },
  app: '/app/privacy',
  'style-guide': '/form',
  page: '/about',
  'not-found': '/no-such-page',
} as const satisfies Record<string, Sample>;

/**
 * A second layout of one route's screen, which a run adds by name when it wants it: the list
 * screen's one-tag paged list (not the grid of sections), the style guide's component and type
 * specimens, a content page built of sections (the originals' video carousel, the store badges and 'Share on'
 * hydrate late).
 */
export const LAYOUTS = {
  'news tag list': '/news/bc/2',
  'section-built page': '/community',
  'style guide components': '/component',
  'style guide type': '/font',
} as const;

export type LayoutName = keyof typeof LAYOUTS;

/**
 * The layouts the structured-data and share-tag checks add: the content page at its one address
 * (the `pages` route's sample is its other spelling, a redirect).
 */
export const LAYOUTS_CHECKED: readonly LayoutName[] = ['section-built page'];

export interface SamplePage {
  /** The route id (or the layout's name). */
  name: string;
  /** The address in the language asked for (`/pa…` in Punjabi). */
  path: string;
}

/** The pages of every route but redirects, in `lang`, in the table's order; then the layouts asked for. */
export function samplePages(lang: Lang, layouts: readonly LayoutName[] = []): SamplePage[] {
  const pages = Object.entries(SAMPLES as Record<string, Sample>).flatMap(([name, sample]) =>
    typeof sample === 'string' ? [{ name, path: sample }] : [],
  );
  const extra = layouts.map((name) => ({ name, path: LAYOUTS[name] }));
  return [...pages, ...extra].map(({ name, path }) => ({ name, path: localizedPath(path, lang) }));
}

/** The sample page of one route, in `lang`. */
export function samplePage(id: Exclude<keyof typeof SAMPLES, 'pages-apps' | 'pages'>, lang: Lang = 'en'): string {
  return localizedPath(SAMPLES[id], lang);
}
