/**
 * Pages: the headers of list pages, notes, content and section-built pages (their sections in
 * sections.ts), legal pages, the contact page's text and the 404 text (spec doc 2 §2-3), as
 * imported and as answered by /api/pages/{path}, /api/legal/{path}, /api/info/contact and
 * /api/pageNotFound.
 */
import * as v from 'valibot';
import {
  html,
  htmlPa,
  INTRO,
  intro,
  introPa,
  lang,
  link,
  list,
  optionalLink,
  optionalText,
  shortText,
  title,
  titlePa,
} from './fields';
import { descriptions, titles } from './fragments';
import { sectionInput } from './sections';

export const pageHeaders = v.object({
  title: shortText,
  titlePa,
  heading: shortText,
  headingPa: shortText,
  subheading: optionalText(INTRO),
  subheadingPa: optionalText(INTRO),
  backgroundImage: optionalLink,
  backgroundHeading: shortText,
  items: v.optional(list(v.object({ title, image: link, link: optionalLink }), 50)),
});

/** The station's address, phone, email and office hours (the contact page's side card). */
const contactDetails = v.object({
  address: shortText,
  addressPa: shortText,
  phone: v.optional(v.pipe(v.string(), v.maxLength(40), v.regex(/^\+?[\d\s().-]+$/, 'must be a phone number'))),
  email: v.optional(
    v.pipe(v.string(), v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')),
  ),
  hours: shortText,
  hoursPa: shortText,
});

export const noteBlock = v.object({
  heading: title,
  headingPa: titlePa,
  description: html,
  descriptionPa: htmlPa,
  link: optionalLink,
  price: optionalText(100),
  pricePa: optionalText(100),
});

const teamMember = v.object({ fullName: title, jobTitle: title, description: html, photo: link });

const pagePath = v.pipe(
  v.string('must be a string'),
  v.maxLength(200),
  v.regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'must be a lowercase path like about or app-privacy'),
);
const head = v.object(titles);

/** Team bios: a plain string is a subheading, an object a bio card. */
const team = list(v.union([title, teamMember], 'must be a name or a team member'), 200);

/** A content or section-built page; also the answer of GET /api/pages/{path}. */
export const pageInput = v.object({
  path: pagePath,
  head,
  description: htmlPa,
  descriptionPa: htmlPa,
  team: v.optional(team),
  /** The team in Punjabi (headings, job titles, bios); the English team stands in when absent. */
  teamPa: v.optional(team),
  note: v.optional(noteBlock),
  sections: v.optional(list(sectionInput, 100)),
  lang: v.optional(lang),
  /** Search-engine meta; the Punjabi description and keywords serve Punjabi pages. */
  meta: v.object({
    title,
    description: intro,
    keywords: optionalText(INTRO),
    descriptionPa: introPa,
    keywordsPa: optionalText(INTRO),
  }),
});

/** A legal page; also the answer of GET /api/legal/{path}. */
export const legalInput = v.object({ path: pagePath, head, ...descriptions });

/** The contact page's text; also the answer of GET /api/info/contact. */
export const contactPage = v.object({
  ...titles,
  head: title,
  ...descriptions,
  note: noteBlock,
  /** The side card's facts, each optional: shown as text, tel: and mailto: links; absent from a CMS that has none. */
  details: v.optional(contactDetails),
});

/** The 404 page's title and text. */
export const pageNotFound = v.object({
  errorTitle: title,
  errorTitlePa: titlePa,
  errorCopy: html,
  errorCopyPa: htmlPa,
});

/** GET /api/pageNotFound. */
export const pageNotFoundAnswer = v.object({ data: v.array(pageNotFound) });
