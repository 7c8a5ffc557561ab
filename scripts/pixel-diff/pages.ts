/**
 * The pages `scripts/pixel-diff.ts` photographs: one concrete address per route of the route table
 * (client/app/routes.ts) and the not-found page, each at a phone's and a desktop's width, in both
 * languages. A route with no address here fails the run (and pages.test.ts), so a new route is
 * never silently left out of the comparison.
 */
import { APP_COMING_PATH } from '../../shared/constants';
import { localizedPath } from '../../shared/routing/lang-path';

/** Addresses whose item comes from the seed: `{slot}` is filled from a listing's first link. */
export const SLOTS = {
  '{news-post}': { listing: '/news/latest', pattern: /\/news\/post\/[^"?#]+/ },
  '{entertainment-post}': { listing: '/entertainment', pattern: /\/entertainment\/post\/[^"?#]+/ },
  '{show}': { listing: '/shows', pattern: /\/shows\/view\/[^"/?#]+\/1/ },
  '{episode}': { listing: '{show}', pattern: /\/shows\/view\/[^"/?#]+\/episode\/\d+/ },
  '{host}': { listing: '/hosts', pattern: /\/hosts\/view\/[^"/?#]+/ },
  '{featured-post}': { listing: '/featured', pattern: /\/featured\/post\/\d+/ },
} as const;

export type Slot = keyof typeof SLOTS;

/**
 * One address per route id (several where one route shows visibly different screens: the style
 * guide's three pages, a tag list beside the news grid).
 */
export const ADDRESSES: Record<string, readonly string[]> = {
  home: ['/'],
  'news-latest': ['/news/latest'],
  'news-post': ['{news-post}'],
  news: ['/news', '/news/bc/2'],
  'entertainment-post': ['{entertainment-post}'],
  entertainment: ['/entertainment'],
  search: ['/search/kabaddi'],
  contact: ['/contact/news-report'],
  'shows-episode': ['{episode}'],
  'shows-view': ['{show}'],
  shows: ['/shows'],
  radio: ['/radio/fm'],
  host: ['{host}'],
  hosts: ['/hosts'],
  originals: ['/originals'],
  'originals-channel': ['/originals/news-room'],
  'originals-series': ['/originals/docs/1'],
  'featured-post': ['{featured-post}'],
  featured: ['/featured'],
  events: ['/events'],
  'app-coming': [APP_COMING_PATH],
  'pages-apps': ['/pages/apps'],
  pages: ['/pages/community'],
  app: ['/app/privacy'],
  'style-guide': ['/form', '/font', '/component'],
  page: ['/about'],
  'not-found': ['/no-such-page'],
};

export interface PageAddress {
  /** The route id the address stands for. */
  route: string;
  /** The plain path (or a `{slot}` to fill), as the route table matches it. */
  path: string;
}

/** The addresses of `routeIds` in table order; throws naming every route that has none. */
export function routeAddresses(routeIds: readonly string[], addresses = ADDRESSES): PageAddress[] {
  const missing = routeIds.filter((id) => !addresses[id]?.length);
  if (missing.length > 0)
    throw new Error(`no address for route(s) ${missing.join(', ')} in scripts/pixel-diff/pages.ts ADDRESSES`);
  return routeIds.flatMap((route) => (addresses[route] ?? []).map((path) => ({ route, path })));
}

const WIDTHS = [375, 1280] as const;
const LANGS = ['en', 'pa'] as const;

export interface Shot {
  route: string;
  /** The address opened: the plain path in `lang` (`/pa/…` for Punjabi). */
  address: string;
  width: number;
  lang: (typeof LANGS)[number];
  /** The file name, the same in every folder: route, path, width and language. */
  file: string;
}

/** A file-name-safe form of a path: `/news/bc/2` → `news-bc-2`, `/` → `root`. */
export const pathSlug = (path: string): string => path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

/** Every shot of `pages` (slots already filled) at every width in every language. */
export function shotList(pages: readonly PageAddress[]): Shot[] {
  return pages.flatMap(({ route, path }) =>
    WIDTHS.flatMap((width) =>
      LANGS.map((lang) => ({
        route,
        address: localizedPath(path, lang),
        width,
        lang,
        file: `${route}--${pathSlug(path)}--${width}--${lang}.png`,
      })),
    ),
  );
}

/** `pages` with each `{slot}` path replaced by its found address. */
export function fillSlots(pages: readonly PageAddress[], found: Partial<Record<Slot, string>>): PageAddress[] {
  return pages.map((p) => {
    const filled = p.path in SLOTS ? found[p.path as Slot] : p.path;
    if (!filled) throw new Error(`the slot ${p.path} of route ${p.route} was not filled`);
    return { ...p, path: filled };
  });
}
