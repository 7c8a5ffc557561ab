/**
 * Connect Originals: the three categories, their series and items as imported, and the answers
 * of /api/connectOriginals and /api/connectOriginals/{slug}?page= (spec doc 2 §3).
 */
import * as v from 'valibot';
import { htmlPa, id, instant, int, oneOf, optionalLink, shortText, slug } from './fields';
import { platformLinks, recordingFields, titles } from './fragments';
import { pageHeaders } from './pages';

/** The three carousels of /originals. */
export const originalCategoryInput = v.object({
  id,
  slug: oneOf(['news-room', 'entertainment', 'lifestyle']),
  ...titles,
  position: int(0),
});

/** A series (docs, shows, entertainment, explainers) with its own paged detail list. */
export const originalSeriesInput = v.object({
  id,
  slug,
  categoryId: id,
  ...titles,
  heading: shortText,
  headingPa: shortText,
  description: htmlPa,
  descriptionPa: htmlPa,
  backgroundImage: optionalLink,
});

export const originalItemInput = v.object({
  id,
  seriesId: id,
  ...recordingFields,
  ...platformLinks,
  /** A playable audio file for audio originals. */
  file: optionalLink,
  postDate: instant,
});

export const originalItem = v.object({
  ...v.omit(originalItemInput, ['seriesId']).entries,
  seriesSlug: slug,
  /** The 11-character id of the item's video-platform link. */
  youtubeId: v.optional(v.string()),
});

export const originalsCategory = v.object({
  id,
  slug: v.string(),
  ...titles,
  series: v.array(v.object({ slug, ...titles })),
  items: v.array(originalItem),
});

/** GET /api/connectOriginals. */
export const originalsAnswer = v.object({ data: v.array(originalsCategory), headers: pageHeaders });

/** GET /api/connectOriginals/{slug}?page=. */
export const originalsSeriesAnswer = v.object({
  data: v.array(originalItem),
  headers: pageHeaders,
  /** Total number of items in the series. */
  items: int(0),
  page: int(1),
  totalPages: int(1),
  slug: v.string(),
});
