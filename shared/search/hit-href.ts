/**
 * Where a search hit leads (spec doc 1 §2 "Search": result links by type), for the search page,
 * the header's suggestions and the hosted records' `highlights.url`. Its own small module, so the
 * header's lazily loaded suggestions do not pull in the search page's loader.
 */
import { sameSitePath } from '../forms/path';
import type { SearchHit } from '../types/search';

/**
 * Where a hit leads. The search's own `highlights.url` wins when it is a path of this site (the
 * embedded search and the hosted records name an original's series page and item there); else
 * by type: a show at its page's own address (page 1 has no number), an episode at the episode
 * route's address (`/shows/view/{show_id}/episode/{episode_id}`, spec doc 2 §2, the address the
 * show page and the home link to), an original at the originals page.
 */
export function hitHref(h: SearchHit): string {
  const told = sameSitePath(h.highlights.url?.value);
  if (told) return told;
  switch (h.type) {
    case 'hosts':
      return `/hosts/view/${h.slug}`;
    case 'news':
      return `/news/post/${h.slug}`;
    case 'entertainment':
      return `/entertainment/post/${h.slug}`;
    case 'show':
      return `/shows/view/${h.slug}`;
    case 'episode':
      return h.parent_id ? `/shows/view/${h.parent_id}/episode/${h.id}` : '/shows';
    case 'event':
      return '/events';
    case 'connectOriginals':
      return '/originals';
    // Content pages stored as app-x live at /app/x.
    case 'single':
      return h.slug.startsWith('app-') ? `/app/${h.slug.slice(4)}` : `/${h.slug}`;
  }
}

/** The address of an original on its series page (spec doc 2 §2: the item to scroll to). */
export const originalHref = (seriesSlug: string, page: number, id: string | number): string =>
  `${page > 1 ? `/originals/${encodeURIComponent(seriesSlug)}/${page}` : `/originals/${encodeURIComponent(seriesSlug)}`}?item=${id}`;
