/**
 * The sections a section-built page is made of (spec doc 2 §2), as imported and as answered
 * within /api/pages/{path}.
 */
import * as v from 'valibot';
import { SECTION_HANDLES } from '../content-kinds';
import { htmlPa, list, oneOf, optionalLink, optionalText, shortText, slug, titlePa } from './fields';

const flag = v.optional(v.boolean('must be true or false'));
const buttonText = optionalText(100);

/**
 * A section of a section-built page (spec doc 2 §2). `handle` decides how it renders; the other
 * fields are the ones that handle reads.
 */
export const sectionInput = v.object({
  handle: oneOf(SECTION_HANDLES),
  title: shortText,
  titlePa,
  type: optionalText(40),
  description: htmlPa,
  descriptionPa: htmlPa,
  slug: v.optional(slug),
  buttonText,
  buttonTextPa: buttonText,
  buttonLink: optionalLink,
  centerAligned: flag,
  enable: flag,
  showGoogle: flag,
  showApple: flag,
  items: v.optional(list(v.unknown(), 200)),
  data: v.optional(v.unknown()),
});
