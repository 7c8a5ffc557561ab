/**
 * The soak's addresses, read from what the site itself links to: every page's links, its share
 * card (og:image) and its feeds (the head's alternates), as paths of the site.
 */

/** What an address is, for the rotation's mix and the summary. */
export type UrlKind = 'page' | 'card' | 'feed' | 'api' | 'calendar';

/**
 * Paths the soak leaves out: built files, fonts and images come from the assets binding without
 * the worker; audio is a file read in ranges; the live streams never end; the purge and form
 * addresses are not reads.
 */
const SKIPPED =
  /^\/(build|fonts|media|favicon|icons|images)\b|^\/api\/_cache|\.(css|js|svg|jpe?g|png|webp|woff2?|ico|txt|json)$/;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The kind of a site path, or null when the soak leaves it out. */
export function kindOf(path: string): UrlKind | null {
  const plain = path.split('?')[0] ?? '';
  if (plain.startsWith('/share/card/')) return 'card';
  if (SKIPPED.test(plain)) return null;
  if (plain.startsWith('/api/')) return 'api';
  if (plain.startsWith('/feeds/') || plain.endsWith('.xml')) return 'feed';
  if (plain.endsWith('.ics')) return 'calendar';
  return 'page';
}

/**
 * Every address in `html` (href, src and og:image content; a sitemap's `<loc>`) on the site at `origin`, as a path
 * with its query (no fragment), entities decoded, in document order without repeats, the ones
 * `kindOf` leaves out dropped.
 */
export function sitePaths(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/\s(?:href|src|content)="([^"]+)"|<loc>([^<]+)<\/loc>/g)) {
    let value = (m[1] ?? m[2] ?? '').replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
    if (value.startsWith(origin)) value = value.slice(origin.length) || '/';
    if (!value.startsWith('/') || value.startsWith('//')) continue;
    const path = value.split('#')[0] ?? '';
    if (path && kindOf(path)) found.add(path);
  }
  return [...found];
}

/** The text of the page's <title>, entities decoded; '' when it has none. */
export function titleOf(html: string): string {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return (m?.[1] ?? '').replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
}
