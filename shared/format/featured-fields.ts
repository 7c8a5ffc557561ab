/**
 * One place that reads a featured story whatever a backend calls its fields. The spec (doc 2 §3)
 * lists "Featured post: id, title, postTitle, image or img, date or postDate, body or post, intro,
 * excerpt"; a body may be blocks or one HTML string. Anything else in an answer is ignored, and
 * an answer of the wrong shape gives empty fields rather than an exception, so one odd story
 * cannot take its page down. Everything past this step reads the contract's FeaturedPost.
 */
import type { FeaturedPost } from '../types/api';
import { blocks, str } from './post-fields';

/** A positive whole id, from a number or a string of digits; 0 when there is none. */
function idOf(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** An image given as a path or as an image object ({ url }). */
const imageOf = (v: unknown): string | undefined =>
  str(v) ?? (v && typeof v === 'object' ? str((v as Record<string, unknown>).url) : undefined);

/** A FeaturedPost from the contract's names or the alternate ones; never throws. */
export function normalizeFeatured(input: unknown): FeaturedPost {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const bodyPa = blocks(raw.bodyPa ?? raw.postPa);
  return {
    id: idOf(raw.id),
    title: str(raw.title) ?? str(raw.postTitle) ?? '',
    titlePa: str(raw.titlePa) ?? str(raw.postTitlePa),
    // The excerpt stands in for a missing intro: both are the story's short summary.
    intro: str(raw.intro) ?? str(raw.excerpt) ?? '',
    introPa: str(raw.introPa) ?? str(raw.excerptPa),
    image: imageOf(raw.image) ?? imageOf(raw.img) ?? '',
    postDate: str(raw.postDate) ?? str(raw.date) ?? '',
    body: blocks(raw.body ?? raw.post) ?? [],
    ...(bodyPa ? { bodyPa } : {}),
  };
}
