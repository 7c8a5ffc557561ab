/**
 * One place that reads a post whatever a backend calls its fields. The spec lists alternate
 * names seen for a post (postTitle, postTitlePa, post, postPa, date, updatedDate, img, audio,
 * video); a body may also arrive as one HTML string. Everything else reads the contract's Post.
 */
import type { Post } from '../types/api';
import type { AudioRef, BodyBlock, ImageRef, Lang, VideoRef } from '../types/content';

type Raw = Record<string, unknown>;

/** A non-empty string, or undefined for anything else (numbers, objects, null, ''). */
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : v && typeof v === 'object' ? [v as T] : []);

/** One body block as the contract shapes it, or null for anything a renderer could not show. */
function bodyBlock(v: unknown): BodyBlock | null {
  if (!v || typeof v !== 'object') return null;
  const b = v as Raw;
  if (b.type === 'text' && typeof b.value === 'string') return { type: 'text', value: b.value };
  if (b.type === 'image' && str(b.url)) {
    return { type: 'image', url: b.url as string, caption: str(b.caption), captionPa: str(b.captionPa) };
  }
  if (b.type === 'quote' && str(b.quote)) return { type: 'quote', quote: b.quote as string, author: str(b.author) };
  return null;
}

/**
 * Blocks from a body that may be blocks already or one HTML string. Blocks of an unknown type or
 * with missing fields are dropped, so a renderer never meets a block it cannot draw.
 */
export function blocks(v: unknown): BodyBlock[] | undefined {
  if (Array.isArray(v)) return v.map(bodyBlock).filter((b): b is BodyBlock => b !== null);
  const html = str(v);
  return html ? [{ type: 'text', value: html }] : undefined;
}

/** A Post from the contract's names or the alternate ones. */
export function normalizePost(raw: Raw): Post {
  const images = Array.isArray(raw.images)
    ? (raw.images as ImageRef[])
    : str(raw.img)
      ? [{ url: raw.img as string }]
      : [];
  const body = blocks(raw.body ?? raw.post) ?? [];
  const bodyPa = blocks(raw.bodyPa ?? raw.postPa);
  const locale = (
    Array.isArray(raw.locale) ? raw.locale : Array.isArray(raw.languages) ? raw.languages : ['en']
  ) as Lang[];
  return {
    ...(raw as unknown as Post),
    title: str(raw.title) ?? str(raw.postTitle) ?? '',
    titlePa: str(raw.titlePa) ?? str(raw.postTitlePa),
    intro: str(raw.intro) ?? '',
    introPa: str(raw.introPa),
    body,
    bodyPa,
    postDate: str(raw.postDate) ?? str(raw.date) ?? '',
    postDateUpdated: str(raw.postDateUpdated) ?? str(raw.updatedDate),
    isUpdated: Boolean(raw.isUpdated ?? raw.postDateUpdated ?? raw.updatedDate),
    images,
    image: str(raw.image) ?? images[0]?.url,
    audios: list<AudioRef>(raw.audios ?? raw.audio),
    videos: list<VideoRef>(raw.videos ?? raw.video),
    locale,
    languages: locale,
    tags: Array.isArray(raw.tags) ? (raw.tags as Post['tags']) : [],
  };
}

/**
 * Whether two bodies read the same (as JSON), block by block: an article's two languages
 * usually differ in their first block, so this stops there instead of writing both bodies out
 * whole as JSON on every render (~1.5 % of an uncached article's CPU, issue 29).
 */
function sameBody(a: BodyBlock[], b: BodyBlock[]): boolean {
  return a.length === b.length && a.every((block, i) => JSON.stringify(block) === JSON.stringify(b[i]));
}

/**
 * Spec §5: the language toggle appears only if title and body exist in both languages and
 * differ between them; hidden if either is missing or they are identical.
 */
export function canToggleLanguage(p: Pick<Post, 'title' | 'titlePa' | 'body' | 'bodyPa'>): boolean {
  if (!p.title || !p.titlePa || !p.body.length || !p.bodyPa?.length) return false;
  return p.title.trim() !== p.titlePa.trim() && !sameBody(p.body, p.bodyPa);
}

/**
 * The languages a post's text is written in: Punjabi only when it is published in Punjabi alone
 * (its `title` and `body` then hold Punjabi text), both when it also has a Punjabi title and body
 * (what a Punjabi page shows), else English only.
 */
export function postLanguages(p: Pick<Post, 'titlePa' | 'bodyPa' | 'locale'>): Lang[] {
  if (p.locale.includes('pa') && !p.locale.includes('en')) return ['pa'];
  return p.titlePa && p.bodyPa?.length ? ['en', 'pa'] : ['en'];
}
