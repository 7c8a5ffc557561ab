/**
 * What a CMS may send on each contract route (spec docs 1 and 2, §3), checked before an answer is
 * cached: strict on what a page cannot do without (a list answer's data, an item's slug and
 * title, a page's head), lenient on everything else. Optional extras may be null or absent, and
 * the spec's alternate shapes pass: 'tilte' for 'title', 'postTitle', languages as one string or
 * a list of strings or `{ id, title }`, durations as seconds or text, ids as digits, a body as
 * blocks or one HTML string. Objects are `looseObject`s: fields the schema does not name pass
 * through unharmed, since the answer is stored as received and read by shared/format/*-fields.ts.
 * The contract schemas beside this file describe the normalised shapes the embedded service sends.
 * Every field a page renders as HTML is declared here with the rich-text mark, under each name a
 * CMS may use (`post` for `body`, a body as blocks or one string), because the sanitiser finds
 * HTML by the route's schemas, this one and the contract's (worker/content/sanitize-answer.ts).
 */
import * as v from 'valibot';
import { richText } from './fields';

/** Text a page shows or links with: a non-blank string. */
const named = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== '', 'must not be blank'),
);

/** An id as a number or as digits. */
const idLike = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]);

/** A JSON object (valibot's object schemas would also take a list, as an object with no fields). */
const record = v.custom<Record<string, unknown>>(
  (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
  'must be an object',
);

/** An object field that may be missing or null. */
const extra = v.nullish(record);
/** A list field that may be missing or null. */
const extraList = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item));

/** True when one of `keys` holds non-blank text. */
const hasText = (x: object, keys: string[]): boolean =>
  Object.entries(x).some(([k, value]) => keys.includes(k) && typeof value === 'string' && value.trim() !== '');

/** An object with `entries` and a non-blank title under one of `keys` (the right name or a CMS's alternate one). */
const titled = <const E extends v.ObjectEntries>(entries: E, ...keys: string[]) =>
  v.pipe(
    v.looseObject(entries),
    v.check((x) => hasText(x, keys), `needs a title (${keys.join(' or ')})`),
  );

const languages = v.nullish(v.union([v.string(), v.array(v.union([v.string(), record]))]));

/** `schema` when the value has that shape; anything else passes, as an undeclared field would, and reads as absent. */
const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.union([schema, v.unknown()]));

/** A rich field: HTML when it is a string. */
const rich = maybe(richText);
const described = { description: rich, descriptionPa: rich };

/** A body block: a text block holds HTML; blocks of other or unknown types pass (the renderer skips them). */
const block = maybe(v.variant('type', [v.looseObject({ type: v.literal('text'), value: richText })]));
/** A post body: blocks, or one HTML string. */
const body = v.nullish(v.union([richText, v.array(block)]));
/** A post's bodies under the contract's names and the CMS's alternate ones. */
const bodies = { body, post: body, bodyPa: body, postPa: body };

/** A note card (events, contact, content pages): a heading and HTML. */
const note = v.looseObject(described);

/** An article card: linked by slug, shown by title. */
const card = titled({ slug: named }, 'title', 'postTitle');
const cards = v.array(card);

/** Sections of cards by name (the grouped news and entertainment answers). */
const cardGroups = v.pipe(record, v.record(v.string(), v.nullish(cards)));

const listMeta = v.nullish(v.looseObject({ latest: v.nullish(cards), tags: extraList(record), pagination: extra }));

const post = titled(
  {
    slug: named,
    ...bodies,
    languages: v.nullish(v.array(v.string())),
  },
  'title',
  'postTitle',
);

const show = titled(
  { slug: named, languages, days: v.nullish(v.union([v.string(), v.array(v.unknown())])), ...described },
  'title',
  'tilte',
);

const episode = titled(
  { id: idLike, languages, duration: v.nullish(v.union([v.number(), v.string()])), show: extra, ...described },
  'title',
  'tilte',
);

const host = titled({ slug: named, languages, bio: rich, bioPa: rich }, 'title', 'tilte', 'name');

const featured = titled({ id: idLike, ...bodies }, 'title', 'postTitle');

const event = v.looseObject({ title: named, dateTime: named });

const original = titled({ languages, ...described }, 'title');

/** Team bios: a name (a subheading) or a member with a bio. */
const team = maybe(v.array(maybe(v.looseObject({ description: rich }))));

const page = v.looseObject({
  head: v.looseObject({ title: named }),
  ...described,
  team,
  teamPa: team,
  note: maybe(note),
  // A section's items and data are the CMS's own shapes: fields are found by name in them.
  sections: maybe(v.array(maybe(v.looseObject(described)))),
});

const pagedList = <T extends v.GenericSchema>(item: T) => v.looseObject({ data: v.array(item) });

/** GET /api/home. */
export const homeReceived = v.looseObject({
  sections: v.array(v.looseObject({ handle: named, items: extraList(v.unknown()) })),
  meta: extra,
});

/** GET /api/settings: the shell needs its header menu. */
export const settingsReceived = v.looseObject({
  headerMenu: v.array(v.looseObject({ url: v.string() })),
  footerMainMenu: extraList(record),
  footerSecondaryMenu: extraList(record),
  socialLinks: extraList(record),
  appLinks: extra,
});

/** GET /api/news. */
export const newsGroupedReceived = v.looseObject({ data: cardGroups, featured: v.nullish(cards), meta: listMeta });
/** GET /api/news/{tag}[/{locale}]. */
export const newsListReceived = v.looseObject({ data: cards, featured: v.nullish(cards), meta: listMeta });
/** GET /api/entertainments. */
export const entertainmentGroupedReceived = v.looseObject({ data: cardGroups, meta: listMeta });
/** GET /api/entertainments/{tag|all}[/{locale}]. */
export const entertainmentListReceived = v.looseObject({ data: cards, meta: listMeta });
/** GET /api/news/post/{slug}, /api/entertainments/post/{slug}. */
export const postReceived = v.looseObject({ item: post, relatedNews: v.nullish(cards), latestNews: v.nullish(cards) });

/** GET /api/shows. */
export const showsReceived = pagedList(show);
/** GET /api/shows/{slug}?page=. */
export const showReceived = v.looseObject({ data: show, episodes: v.array(episode), headers: extra });
/** GET /api/shows/episode/{id}, /api/shows/episode/next/{id}. */
export const episodeReceived = episode;
/** GET /api/host?page=. */
export const hostsReceived = pagedList(v.looseObject({ slug: named }));
/** GET /api/host/{slug}. */
export const hostReceived = host;

/** GET /api/featured?page=. */
export const featuredListReceived = v.looseObject({ data: v.array(featured), headers: extra });
/** GET /api/featured/{id}, /api/featured/next/{id}. */
export const featuredReceived = featured;
/** GET /api/events. */
export const eventsReceived = v.looseObject({
  data: v.array(event),
  meta: v.nullish(v.pipe(record, v.looseObject({ note: maybe(note) }))),
});

/** GET /api/connectOriginals. */
export const originalsReceived = pagedList(v.looseObject({ items: extraList(original) }));
/** GET /api/connectOriginals/{slug}?page=. */
export const originalsSeriesReceived = v.looseObject({ data: v.array(original), headers: extra });

/** GET /api/pages/{path}, /api/legal/{path}. */
export const pageReceived = page;
/** GET /api/info/contact. */
export const contactReceived = v.looseObject({
  title: named,
  description: v.nullish(richText),
  descriptionPa: rich,
  note: v.nullish(v.pipe(record, note)),
});
/** GET /api/pageNotFound. */
export const pageNotFoundReceived = pagedList(v.pipe(record, v.looseObject({ errorCopy: rich, errorCopyPa: rich })));
/** GET /api/search. */
export const searchReceived = v.looseObject({ hits: v.array(v.looseObject({ type: v.string() })), nbHits: v.number() });
