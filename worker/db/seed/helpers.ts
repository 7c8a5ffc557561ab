/**
 * Small builders shared by the demo seed files: media paths, body blocks, bylines, Punjabi-only
 * posts, slugs, invented video ids and the draft format of the BC, Alberta, Canada and World news files.
 */
import type { AudioRef, BodyBlock, ImageRef, Lang, PostInput, VideoRef } from '../../../shared/types/content';
import type { SeedDates } from './dates';

// ---------------------------------------------------------------------------------------------
// Media paths and links
// ---------------------------------------------------------------------------------------------

/** Path of a demo image: `mediaImage('india', 'x')` is `/media/images/india/x.svg`. */
export const mediaImage = (folder: string, name: string): string => `/media/images/${folder}/${name}.svg`;

/** A path builder for one image folder: `imagesIn('events')('x')` is `/media/images/events/x.svg`. */
export const imagesIn =
  (folder: string) =>
  (name: string): string =>
    mediaImage(folder, name);

/** The station's YouTube watch link for video `id`. */
export const youtubeLink = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

/** The station's SoundCloud link for `path` (a show, episode or original slug). */
export const soundcloudLink = (path: string): string => `https://soundcloud.com/915radio/${path}`;

// ---------------------------------------------------------------------------------------------
// Body blocks, images and videos
// ---------------------------------------------------------------------------------------------

/** A text block; `value` is HTML (`<p>…</p>` or a list). */
export const t = (value: string): BodyBlock => ({ type: 'text', value });

/** A quote block; without an `author` the field is left out. */
export const quote = (text: string, author?: string): BodyBlock =>
  author ? { type: 'quote', quote: text, author } : { type: 'quote', quote: text };

/** An image block in a body; English-only posts leave out the Punjabi caption. */
export const imageBlock = (url: string, caption: string, captionPa?: string): BodyBlock =>
  captionPa ? { type: 'image', url, caption, captionPa } : { type: 'image', url, caption };

/** A card image of a post; English-only posts leave out the Punjabi caption. */
export const cardImage = (url: string, caption: string, captionPa?: string): ImageRef =>
  captionPa ? { url, caption, captionPa } : { url, caption };

/** A card image of a Punjabi-only post: the same Gurmukhi caption in both caption fields. */
export const gurmukhiImage = (url: string, caption: string): ImageRef => ({ url, caption, captionPa: caption });

/** An image block of a Punjabi-only post: the same Gurmukhi caption in both caption fields. */
export const gurmukhiImageBlock = (url: string, caption: string): BodyBlock => ({
  type: 'image',
  url,
  caption,
  captionPa: caption,
});

/** A YouTube video with its local thumbnail `/media/images/videos/<youtubeId>.svg`. */
export const video = (title: string, youtubeId: string): VideoRef => ({
  title,
  youtubeId,
  image: mediaImage('videos', youtubeId),
});

// ---------------------------------------------------------------------------------------------
// Bylines and Punjabi-only posts
// ---------------------------------------------------------------------------------------------

/** A reporter's byline in English and its Gurmukhi spelling. */
export interface Byline {
  en: string;
  pa: string;
}

/** Byline fields of a post published in both languages. */
export const byline = (r: Byline): { author: string; authorPa: string } => ({ author: r.en, authorPa: r.pa });

/**
 * A Punjabi-language story as the CMS stores it: the same Gurmukhi text in the English and the
 * Punjabi fields, published in Punjabi only.
 */
export function gurmukhiOnly(s: {
  title: string;
  intro: string;
  body: BodyBlock[];
  reporter: Byline;
}): Pick<PostInput, 'title' | 'titlePa' | 'intro' | 'introPa' | 'body' | 'bodyPa' | 'author' | 'authorPa' | 'locale'> {
  return {
    title: s.title,
    titlePa: s.title,
    intro: s.intro,
    introPa: s.intro,
    body: s.body,
    bodyPa: s.body.map((b) => ({ ...b })),
    author: s.reporter.pa,
    authorPa: s.reporter.pa,
    locale: ['pa'] as Lang[],
  };
}

// ---------------------------------------------------------------------------------------------
// Slugs and invented ids
// ---------------------------------------------------------------------------------------------

/**
 * A URL slug of `text`: lowercase, runs of other characters turned into one '-'. Apostrophes are
 * dropped ("Grandma's" → "grandmas") unless `keepApostrophes`, which treats them as separators.
 */
export function slugify(text: string, { keepApostrophes = false } = {}): string {
  const lower = text.toLowerCase();
  return (keepApostrophes ? lower : lower.replace(/['’]/g, '')).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The digits of `Number#toString(36)`: '0'–'9', then 'a'–'z'. */
export const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A stable, invented 11-character video id derived from `seed`. Each round hashes `seed#round`
 * (FNV-1a, carried over between rounds) and appends `digits` characters of `alphabet`, written
 * most significant first; the default is one letter-first character per round.
 */
export function videoId(seed: string, { alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789', digits = 1 } = {}): string {
  const base = alphabet.length;
  let h = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 11; round++) {
    for (const ch of `${seed}#${round}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    let rest = h % base ** digits;
    let chunk = '';
    for (let k = 0; k < digits; k++, rest = Math.floor(rest / base)) chunk = alphabet.charAt(rest % base) + chunk;
    out += chunk;
  }
  return out.slice(0, 11);
}

// ---------------------------------------------------------------------------------------------
// News drafts (news/bc-*, alberta, canada, world): English and Punjabi side by side
// ---------------------------------------------------------------------------------------------

/** The newsroom of the BC, Alberta, Canada and World news: each reporter's English byline and its Gurmukhi spelling. */
const NEWSROOM = {
  simran: { en: 'Simran Kaur Dhillon', pa: 'ਸਿਮਰਨ ਕੌਰ ਢਿੱਲੋਂ' },
  gurvinder: { en: 'Gurvinder Singh Bains', pa: 'ਗੁਰਵਿੰਦਰ ਸਿੰਘ ਬੈਂਸ' },
  maya: { en: 'Maya Thornton', pa: 'ਮਾਇਆ ਥੌਰਨਟਨ' },
  jaspal: { en: 'Jaspal Randhawa', pa: 'ਜਸਪਾਲ ਰੰਧਾਵਾ' },
  navneet: { en: 'Navneet Kaur Gill', pa: 'ਨਵਨੀਤ ਕੌਰ ਗਿੱਲ' },
  daniel: { en: 'Daniel Okafor', pa: 'ਡੈਨੀਅਲ ਓਕਾਫੋਰ' },
} as const satisfies Record<string, Byline>;

/**
 * How a draft is published. 'both': English with a full Punjabi version. 'en': English only.
 * 'pa': a Punjabi story whose CMS entry holds the same Gurmukhi text in the English and Punjabi
 * fields; its drafts carry the Gurmukhi in the main fields and leave the `...Pa` ones empty.
 */
type DraftLang = 'both' | 'en' | 'pa';

/** A body block with both languages side by side (`p` is one paragraph or a `<ul>` list). */
type DraftBlock =
  | { p: string; pa?: string }
  | { img: string; cap: string; capPa?: string }
  | { q: string; qPa?: string; by: string; byPa?: string };

/** A card image of a draft, with its caption in both languages. */
interface DraftPic {
  url: string;
  cap: string;
  capPa?: string;
}

/** A news story written once with its English and Punjabi text side by side. */
export interface NewsDraft {
  id: number;
  lang: DraftLang;
  slug: string;
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  by: keyof typeof NEWSROOM;
  featured?: boolean;
  /** [days ago, 'HH:mm' Vancouver time]. */
  at: [number, string];
  updated?: [number, string];
  images: DraftPic[];
  blocks: DraftBlock[];
  audio?: AudioRef;
  video?: VideoRef;
}

/** The Punjabi twin of an English string, by the draft's language; a 'both' draft must have it. */
function paOf(draft: NewsDraft, en: string, pa: string | undefined, what: string): string | undefined {
  if (draft.lang === 'en') return undefined;
  if (draft.lang === 'pa') return en;
  if (pa === undefined) throw new Error(`news post ${draft.id}: missing Punjabi ${what}`);
  return pa;
}

/** A paragraph wrapped in `<p>`; a `<ul>` list stays as it is. */
function html(text: string): string {
  return text.startsWith('<ul') ? text : `<p>${text}</p>`;
}

/** One side ('en' or 'pa') of a draft's body block. */
function toBlock(draft: NewsDraft, b: DraftBlock, side: 'en' | 'pa'): BodyBlock {
  const punjabi = side === 'pa';
  if ('p' in b) {
    return { type: 'text', value: html(punjabi ? (paOf(draft, b.p, b.pa, 'paragraph') ?? b.p) : b.p) };
  }
  if ('img' in b) {
    const captionPa = paOf(draft, b.cap, b.capPa, 'caption');
    return { type: 'image', url: b.img, caption: b.cap, ...(captionPa ? { captionPa } : {}) };
  }
  if (!punjabi) return { type: 'quote', quote: b.q, author: b.by };
  return {
    type: 'quote',
    quote: paOf(draft, b.q, b.qPa, 'quote') ?? b.q,
    author: paOf(draft, b.by, b.byPa, 'quote author') ?? b.by,
  };
}

/** A draft's card image, with the Punjabi caption when the draft has a Punjabi version. */
function toImage(draft: NewsDraft, pic: DraftPic): ImageRef {
  const captionPa = paOf(draft, pic.cap, pic.capPa, 'image caption');
  return { url: pic.url, caption: pic.cap, ...(captionPa ? { captionPa } : {}) };
}

/**
 * The news post of a draft, tagged `category` (plus 'featured' for a featured draft), so body
 * and bodyPa always have the same block structure.
 */
export function newsPost(d: SeedDates, draft: NewsDraft, category: string): PostInput {
  const reporter = NEWSROOM[draft.by];
  const post: PostInput = {
    id: draft.id,
    kind: 'news',
    slug: draft.slug,
    title: draft.title,
    intro: draft.intro,
    body: draft.blocks.map((b) => toBlock(draft, b, 'en')),
    author: draft.lang === 'pa' ? reporter.pa : reporter.en,
    tags: draft.featured ? [category, 'featured'] : [category],
    locale: draft.lang === 'both' ? ['en', 'pa'] : [draft.lang],
    images: draft.images.map((pic) => toImage(draft, pic)),
    postDate: d.daysAgo(draft.at[0], draft.at[1]),
  };
  if (draft.lang !== 'en') {
    post.titlePa = paOf(draft, draft.title, draft.titlePa, 'title');
    post.introPa = paOf(draft, draft.intro, draft.introPa, 'intro');
    post.bodyPa = draft.blocks.map((b) => toBlock(draft, b, 'pa'));
    post.authorPa = reporter.pa;
  }
  if (draft.audio) post.audios = [draft.audio];
  if (draft.video) post.videos = [draft.video];
  if (draft.updated) post.postDateUpdated = d.daysAgo(draft.updated[0], draft.updated[1]);
  return post;
}
