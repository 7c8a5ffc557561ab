/**
 * What the entertainment posts share: the desk's reporters with the Gurmukhi spelling of each
 * byline, builders for images in the entertainment folder and the song preview clip of music
 * stories.
 */
import type { AudioRef, BodyBlock, ImageRef } from '../../../../shared/types/content';
import { cardImage, gurmukhiImage, gurmukhiImageBlock, imageBlock, imagesIn, type Byline } from '../helpers';

/** Path of an image in the entertainment folder. */
const img = imagesIn('entertainment');

/**
 * Images of the entertainment folder by name: `pic` is a body block and `card` a card image
 * (English-only posts leave out the Punjabi caption); the gurmukhi ones carry one Gurmukhi caption
 * in both fields.
 */
export const pic = (name: string, caption: string, captionPa?: string): BodyBlock =>
  imageBlock(img(name), caption, captionPa);
export const card = (name: string, caption: string, captionPa?: string): ImageRef =>
  cardImage(img(name), caption, captionPa);
export const gurmukhiPic = (name: string, caption: string): BodyBlock => gurmukhiImageBlock(img(name), caption);
export const gurmukhiCard = (name: string, caption: string): ImageRef => gurmukhiImage(img(name), caption);

/** A preview clip of a song: every music story plays the same demo file. */
export const songPreview = (title: string, duration: number): AudioRef => ({
  title,
  url: '/media/audio/song-preview.wav',
  duration,
});

/** The entertainment desk, with the Gurmukhi spelling of each byline. */
export const desk = {
  rupinder: { en: 'Rupinder Kaur Johal', pa: 'ਰੁਪਿੰਦਰ ਕੌਰ ਜੌਹਲ' },
  manveer: { en: 'Manveer Singh Gill', pa: 'ਮਨਵੀਰ ਸਿੰਘ ਗਿੱਲ' },
  sukhpreet: { en: 'Sukhpreet Kaur Randhawa', pa: 'ਸੁਖਪ੍ਰੀਤ ਕੌਰ ਰੰਧਾਵਾ' },
  arjun: { en: 'Arjun Mehta', pa: 'ਅਰਜੁਨ ਮਹਿਤਾ' },
  jaspal: { en: 'Jaspal Singh Aulakh', pa: 'ਜਸਪਾਲ ਸਿੰਘ ਔਲਖ' },
} as const satisfies Record<string, Byline>;
