/**
 * The site search answer, in the hit shape of spec §3 (as a hosted search service answers it):
 * hits, nbHits, nbPages and a zero-based page.
 */
export interface SearchHit {
  objectID: string;
  id: string;
  type: 'news' | 'entertainment' | 'show' | 'episode' | 'hosts' | 'event' | 'connectOriginals' | 'single';
  title: string;
  titlePa?: string;
  slug: string;
  /** The show of an episode, the series of an original. */
  parent_id?: string;
  date?: string;
  excerpt: { value: string };
  highlights: { title: { value: string; matchLevel: 'none' | 'partial' | 'full' } };
}

/** GET /api/search?q=&page= (page 1-based in the request, zero-based in the answer). */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  query: string;
}
