/**
 * The pieces of rich content that posts, featured stories and pages share: body blocks, images,
 * audio and video references.
 */
import * as v from 'valibot';
import { html, INTRO, intro, list, link, optionalText, seconds, title, TITLE } from './fields';

const caption = optionalText(INTRO);

/** A block of a rich post body (spec §3: "type is text, image or quote"). Text holds HTML. */
export const bodyBlock = v.variant(
  'type',
  [
    v.object({ type: v.literal('text'), value: html }),
    v.object({ type: v.literal('image'), url: link, caption, captionPa: caption }),
    v.object({ type: v.literal('quote'), quote: intro, author: optionalText(TITLE) }),
  ],
  'must be one of text, image, quote',
);

export const body = list(bodyBlock, 200);

export const imageRef = v.object({ url: link, caption, captionPa: caption });

/** An audio attached to a post, episode or original: a file the site can play. */
export const audioRef = v.object({ title, url: link, duration: v.optional(seconds) });

/** A video on the video platform, with a local thumbnail so pages look complete offline. */
export const videoRef = v.object({
  title,
  youtubeId: v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id')),
  image: link,
});
