/**
 * Small builders shared by the demo seed files written as code (featured, originals, the schedule,
 * events): media paths, body blocks, slugs and invented video ids. The posts are JSON (posts.ts).
 */
import type { BodyBlock } from '../../../shared/types/content';

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
// Body blocks
// ---------------------------------------------------------------------------------------------

/** A text block; `value` is HTML (`<p>…</p>` or a list). */
export const t = (value: string): BodyBlock => ({ type: 'text', value });

/** A quote block; without an `author` the field is left out. */
export const quote = (text: string, author?: string): BodyBlock =>
  author ? { type: 'quote', quote: text, author } : { type: 'quote', quote: text };

/** An image block in a body; English-only posts leave out the Punjabi caption. */
export const imageBlock = (url: string, caption: string, captionPa?: string): BodyBlock =>
  captionPa ? { type: 'image', url, caption, captionPa } : { type: 'image', url, caption };

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
