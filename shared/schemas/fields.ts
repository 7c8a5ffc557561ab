/**
 * The field rules every content shape is built from: what a title, a slug, a link or an instant
 * is. The import checks a bundle with them (and reports their messages with the JSON path), the
 * embedded service's answers pass them because the import stored nothing else, and the types in
 * shared/types/ are inferred from the shapes built on them. Messages finish "posts[3].slug: ...".
 */
import * as v from 'valibot';

/** Generous for real content, but a 5 MB title is a broken export. */
export const TITLE = 300;
export const INTRO = 2000;
const HTML = 200_000;

/** A required string: not blank, at most `max` characters. */
export const text = (max: number) =>
  v.pipe(
    v.string('must be a string'),
    v.check((s) => s.trim() !== '', 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
  );

/** A string (may be empty), at most `max` characters. */
const bounded = (max: number) =>
  v.pipe(v.string('must be a string'), v.maxLength(max, `must be at most ${max} characters`));

/** An optional string (may be empty), at most `max` characters. */
export const optionalText = (max: number) => v.optional(bounded(max));

export const title = text(TITLE);
export const titlePa = optionalText(TITLE);
export const intro = text(INTRO);
export const introPa = optionalText(INTRO);
/**
 * The mark of rich text. The sanitiser finds HTML by this mark on the schemas, wherever a field
 * sits and whatever it is called (worker/content/html-plan.ts), so a field declared with `html`,
 * `htmlPa` or `richText` is cleaned in every answer and import that carries it.
 */
const HTML_MARK = v.metadata<string, { html: true }>({ html: true });

/** True when `schema` (a string schema, or a pipe around one) carries the rich-text mark. */
export const isHtml = (schema: v.GenericSchema): boolean => v.getMetadata(schema).html === true;

/** Rich text: HTML that the sanitiser cleans before anything renders it. */
export const html = v.pipe(text(HTML), HTML_MARK);
export const htmlPa = v.optional(v.pipe(bounded(HTML), HTML_MARK));
/** Rich text as a CMS may send it (shared/schemas/received.ts): any string, marked as HTML. */
export const richText = v.pipe(v.string(), HTML_MARK);

/** A string matching `pattern`; `hint` says what it must look like. */
const shaped = (pattern: RegExp, hint: string, max = 2000) =>
  v.pipe(v.string('must be a string'), v.maxLength(max, `must be at most ${max} characters`), v.regex(pattern, hint));

export const slug = shaped(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens', 200);

/** A site path (/media/...), an http(s) URL or a mailto: link. */
export const link = shaped(
  /^(\/(?!\/)|https?:\/\/[^\s]+$|mailto:[^\s]+$)/,
  'must be a /path, an http(s) URL or a mailto: link',
);
export const optionalLink = v.optional(link);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO 8601 instant with a zone, e.g. 2026-11-21T17:30:00Z. */
export const instant = v.pipe(
  shaped(ISO_INSTANT, 'must be an ISO 8601 date-time with a zone, e.g. 2026-11-21T17:30:00Z', 40),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'is not a real date'),
);

/** 24-hour 'HH:mm' in Vancouver time. */
export const hhmm = shaped(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time 'HH:mm'", 5);

/** A whole number within bounds. */
export const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** A stable numeric id from the CMS, so a re-import updates rows in place. */
export const id = int(1);

/** Seconds of audio or video. */
export const seconds = int(0, 86_400);

/** A list of at most `max` entries (and at least `min`). */
export const list = <const T extends v.GenericSchema>(item: T, max: number, min = 0) =>
  v.pipe(
    v.array(item, 'must be a list'),
    v.minLength(min, `must have at least ${min} entries`),
    v.maxLength(max, `must have at most ${max} entries`),
  );

/** Language names as the CMS writes them ('English', 'Punjabi'). */
export const languages = list(text(40), 10);

/** One of a fixed set of words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.picklist(values, `must be one of ${values.join(', ')}`);

/** Language codes a piece of content is published in (spec: "locale (list of language codes)"). */
export const lang = oneOf(['en', 'pa']);

/** An optional one-line text as long as a title: a heading, a tagline, an author, a place. */
export const shortText = optionalText(TITLE);
