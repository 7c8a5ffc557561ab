/**
 * Featured stories, events and careers as imported, and the answers of /api/featured… and
 * /api/events (spec doc 2 §3).
 */
import * as v from 'valibot';
import { body } from './blocks';
import { id, instant, int, link, optionalLink, shortText, slug, TITLE, text } from './fields';
import { intros, titles } from './fragments';
import { noteBlock, pageHeaders } from './pages';

export const featuredInput = v.object({
  id,
  ...titles,
  ...intros,
  body,
  bodyPa: v.optional(body),
  image: link,
  postDate: instant,
});

/** A featured story in the list, and GET /api/featured/next/{id}. */
export const featuredItem = v.omit(featuredInput, ['body', 'bodyPa']);

/** GET /api/featured/{id}. */
export const featuredPost = v.object(featuredInput.entries);

/** GET /api/featured?page=. */
export const featuredListAnswer = v.object({
  data: v.array(featuredItem),
  page: int(1),
  count: int(1),
  total: int(0),
  headers: pageHeaders,
});

export const eventInput = v.object({
  id,
  ...titles,
  ...intros,
  /** ISO 8601 instant of the start. */
  dateTime: instant,
  location: text(TITLE),
  /** The place in Punjabi; absent: Punjabi pages show `location`. */
  locationPa: shortText,
  /** Entry price in dollars; 0 means free. */
  price: v.pipe(v.number('must be a number'), v.finite('must be a number'), v.minValue(0, 'must be at least 0')),
  link: optionalLink,
  image: link,
  featured: v.optional(v.boolean('must be true or false')),
});

export const eventsPageInput = v.object({ headers: pageHeaders, note: noteBlock });

export const eventItem = v.omit(eventInput, ['featured']);

/** GET /api/events. */
export const eventsAnswer = v.object({
  data: v.array(eventItem),
  meta: v.object({ headers: pageHeaders, featured: v.nullable(eventItem), note: v.nullable(noteBlock) }),
});

export const careerInput = v.object({ id, slug, ...titles, ...intros, postDate: instant });
