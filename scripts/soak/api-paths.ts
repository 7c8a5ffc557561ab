/**
 * The contract read behind a page address: what a browser asks /api for when it navigates there
 * (the page loaders' calls, shared/loaders/), so the soak also loads the /api answers themselves
 * (the KV cache's HIT path and its isolate memory) with real paths in both languages.
 */
import { localeSegment } from '../../shared/loaders/post-list';
import { splitLanguage } from '../../shared/routing/lang-path';

type Rule = [pattern: RegExp, api: (m: string[], locale: string) => string];

const page = (n: string | undefined) => (n ? Number(n) : 1);

/** Page patterns (the route table's, client/app/routes.ts) and the loader's main read for each. */
const RULES: Rule[] = [
  [/^\/$/, () => '/api/home'],
  [/^\/news$/, () => '/api/news'],
  [/^\/entertainment$/, () => '/api/entertainments'],
  [
    /^\/(news|entertainment)\/post\/([^/]+)$/,
    (m) => `/api/${m[1] === 'news' ? 'news' : 'entertainments'}/post/${m[2]}`,
  ],
  [
    /^\/(news|entertainment)\/([a-z0-9-]+)(?:\/(\d+))?$/,
    (m, locale) => `/api/${m[1] === 'news' ? 'news' : 'entertainments'}/${m[2]}/${locale}?page=${page(m[3])}`,
  ],
  [/^\/shows\/view\/[^/]+\/episode\/(\d+)$/, (m) => `/api/shows/episode/${m[1]}`],
  [/^\/shows\/view\/([^/]+)(?:\/(\d+))?$/, (m) => `/api/shows/${m[1]}?page=${page(m[2])}`],
  [/^\/shows(?:\/[a-z-]+)?$/, () => '/api/shows'],
  [/^\/hosts\/view\/([^/]+)$/, (m) => `/api/host/${m[1]}`],
  [/^\/hosts(?:\/(\d+))?$/, (m) => `/api/host?page=${page(m[1])}`],
  [/^\/featured\/post\/(\d+)$/, (m) => `/api/featured/${m[1]}`],
  [/^\/featured(?:\/(\d+))?$/, (m) => `/api/featured?page=${page(m[1])}`],
  [/^\/events$/, () => '/api/events'],
  [/^\/originals$/, () => '/api/connectOriginals'],
  [/^\/originals\/(entertainment|news-room|lifestyle)$/, (m) => `/api/videos/${m[1]}`],
  [/^\/originals\/([^/]+)(?:\/(\d+))?$/, (m) => `/api/connectOriginals/${m[1]}?page=${page(m[2])}`],
  [/^\/search\/([^/]+)(?:\/(\d+))?$/, (m) => `/api/search?q=${m[1]}&page=${page(m[2]) - 1}`],
  [/^\/pages\/([a-z0-9-]+)$/, (m) => `/api/pages/${m[1]}`],
];

/** The /api path a page address (either language, with or without `?query`) reads, or null for none known. */
export function apiPathOf(address: string): string | null {
  const { lang, path } = splitLanguage(address.split('?')[0] ?? '');
  for (const [pattern, api] of RULES) {
    const m = pattern.exec(path);
    if (m)
      return api(
        [...m].map((s) => s ?? ''),
        localeSegment(lang),
      );
  }
  return null;
}
