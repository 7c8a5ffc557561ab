/**
 * Image builders of the featured stories, whose pictures live in the featured folder: `image` is
 * the path of one, `img` an image block (English-only stories leave out the Punjabi caption).
 */
import type { BodyBlock } from '../../../../shared/types/content';
import { imageBlock, imagesIn } from '../helpers';

/** Path of an image in the featured folder. */
export const image = imagesIn('featured');

/** An image block of this file's folder; English-only stories leave out the Punjabi caption. */
export const img = (slug: string, caption: string, captionPa?: string): BodyBlock =>
  imageBlock(image(slug), caption, captionPa);
