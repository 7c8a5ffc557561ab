/**
 * Where a search hit leads (spec doc 1 §2 "Search": result links by type), for the search page,
 * the header's suggestions and the hosted records' `highlights.url`. Its own small module, so the
 * header's lazily loaded suggestions do not pull in the search page's loader.
 */
import type { SearchHit } from '../types/search';

/** Where a hit leads (spec: result links by type). */
export function hitHref(h: SearchHit): string {
  switch (h.type) {
    case 'hosts':
      return `/hosts/view/${h.slug}`;
    case 'news':
      return `/news/post/${h.slug}`;
    case 'entertainment':
      return `/entertainment/post/${h.slug}`;
    case 'show':
      return `/shows/view/${h.slug}/1`;
    case 'episode':
      return `/shows/view/${h.parent_id}/episode/${h.id}`;
    case 'event':
      return '/events';
    case 'connectOriginals':
      return '/originals';
    // Content pages stored as app-x live at /app/x.
    case 'single':
      return h.slug.startsWith('app-') ? `/app/${h.slug.slice(4)}` : `/${h.slug}`;
  }
}
