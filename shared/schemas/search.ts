/**
 * The site search answer, in the hit shape of spec §3 (as a hosted search service answers it):
 * hits, nbHits, nbPages and a zero-based page.
 */
import * as v from 'valibot';

export const searchHit = v.object({
  objectID: v.string(),
  id: v.string(),
  type: v.picklist(['news', 'entertainment', 'show', 'episode', 'hosts', 'event', 'connectOriginals', 'single']),
  title: v.string(),
  titlePa: v.optional(v.string()),
  slug: v.string(),
  /** The show of an episode, the series of an original. */
  parent_id: v.optional(v.string()),
  date: v.optional(v.string()),
  /** The English (or only) text's snippet; the matched words between marks (shared/search/marks.ts). */
  excerpt: v.object({ value: v.string() }),
  /** The Punjabi text's snippet, when the item has Punjabi text. */
  excerptPa: v.optional(v.object({ value: v.string() })),
  highlights: v.object({
    /** The title with its matched words between marks; matchLevel is the better of the two titles'. */
    title: v.object({ value: v.string(), matchLevel: v.picklist(['none', 'partial', 'full']) }),
    titlePa: v.optional(v.object({ value: v.string() })),
    /** Where the hit leads, when the search knows better than its type (an original's series page). */
    url: v.optional(v.object({ value: v.string() })),
  }),
});

/** GET /api/search?q=&page= (page zero-based in the request and the answer, as the hosted path). */
export const searchAnswer = v.object({
  hits: v.array(searchHit),
  nbHits: v.number(),
  nbPages: v.number(),
  page: v.number(),
  query: v.string(),
  /** The query as corrected for misspelt words, when the hits are for it rather than `query`. */
  correctedQuery: v.optional(v.string()),
});
