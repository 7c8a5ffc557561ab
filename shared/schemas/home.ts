/**
 * The home page: its configuration as imported (which sections, in which order, with their own
 * titles) and GET /api/home, where each section carries the items resolved at request time.
 */
import * as v from 'valibot';
import { id, int, list, oneOf, optionalText, slug, title, titlePa } from './fields';
import { pageHeaders } from './pages';

const handle = oneOf(['news', 'connectOriginals', 'events', 'careers', 'shows', 'banner']);

/** Home configuration: which sections, in which order, with their own titles. */
export const homeInput = v.object({
  headers: pageHeaders,
  sections: list(
    v.object({ handle, title, titlePa, type: optionalText(40), items: v.optional(list(v.unknown(), 50)) }),
    30,
  ),
  showEntertainment: v.boolean('must be true or false'),
  showPopup: v.boolean('must be true or false'),
});

export const homeSection = v.object({
  id: int(1),
  handle,
  title,
  titlePa,
  type: optionalText(40),
  /** Resolved per handle: article cards, originals categories, events, careers, shows or banner items. */
  items: v.array(v.unknown()),
});

/** An episode in 'Recently Aired', with its show. */
export const recentlyAired = v.object({
  id,
  slug,
  title,
  titlePa,
  description: v.string(),
  descriptionPa: v.optional(v.string()),
  showId: id,
  showSlug: slug,
  showTitle: title,
  showTitlePa: titlePa,
  postDate: v.string(),
});

/** GET /api/home. */
export const homeAnswer = v.object({
  meta: v.object({ headers: pageHeaders, recentlyAired: v.array(recentlyAired) }),
  sections: v.array(homeSection),
  showEntertainment: v.boolean(),
  showPopup: v.boolean(),
});
