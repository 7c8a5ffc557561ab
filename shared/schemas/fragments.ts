/**
 * Fragments: the groups of fields many shapes carry alike, spread into a shape where they stand
 * (`{ id, slug, ...titles }`). A shape's entries keep their order, and so do the answers parsed
 * with it.
 */
import {
  html,
  htmlPa,
  intro,
  introPa,
  languages,
  link,
  optionalLink,
  seconds,
  shortText,
  title,
  titlePa,
} from './fields';

export const titles = { title, titlePa };
export const intros = { intro, introPa };
export const descriptions = { description: html, descriptionPa: htmlPa };
/** The video and audio platform pages of a show, an episode or an original. */
export const platformLinks = { youtubeLink: optionalLink, soundcloudLink: optionalLink };
/** What an episode and an original item both carry: the cards and the player read the same fields. */
export const recordingFields = {
  ...titles,
  tagline: shortText,
  ...descriptions,
  image: link,
  /** Seconds. */
  duration: seconds,
  languages,
};
