/**
 * The compact shape the originals' per-series lists are written in (worker/db/seed/originals.ts
 * turns each entry into an item), and the clips the audio items play.
 */

/** v = video, a = audio (file + SoundCloud), '-' = announced, nothing playable yet. */
type Kind = 'v' | 'a' | '-';

/**
 * The demo audio clips the audio items play, with their lengths in seconds: an audio item's
 * stated duration is its clip's length (scripts/media writes each file at exactly that length).
 */
export const CLIPS = { 'original-a': 300, 'original-b': 240 } as const;
type Clip = keyof typeof CLIPS;

/**
 * [kind, title, titlePa, one-line description, its Punjabi (undefined only for a deliberately
 * English-only item), then a video's length in seconds or an audio item's clip, languages?]
 */
export type Entry =
  | [
      kind: Exclude<Kind, 'a'>,
      title: string,
      titlePa: string,
      description: string,
      descriptionPa: string | undefined,
      duration: number,
      languages?: string[],
    ]
  | [
      kind: 'a',
      title: string,
      titlePa: string,
      description: string,
      descriptionPa: string | undefined,
      clip: Clip,
      languages?: string[],
    ];

export const PA = ['Punjabi'];
export const PA_EN = ['Punjabi', 'English'];
