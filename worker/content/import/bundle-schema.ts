/**
 * The schema of a content bundle (shared/types/content.ts), field by field. Limits are generous
 * for real content but stop an export that is clearly broken (a 5 MB title, a negative id).
 */
import {
  anyJson,
  bool,
  id,
  instant,
  int,
  link,
  list,
  number,
  object,
  oneOf,
  optionalText,
  slug,
  tagged,
  text,
  type Schema,
} from './schema';

const TITLE = 300;
const INTRO = 2000;
const HTML = 200_000;

const title = text({ max: TITLE });
const titlePa = optionalText({ max: TITLE });
const html = text({ max: HTML });
const htmlPa = optionalText({ max: HTML });
const langs = list(text({ max: 40 }), { max: 10 });

const bodyBlock = tagged('type', {
  text: object({ type: anyJson, value: html }),
  image: object({
    type: anyJson,
    url: link(),
    caption: optionalText({ max: INTRO }),
    captionPa: optionalText({ max: INTRO }),
  }),
  quote: object({ type: anyJson, quote: text({ max: INTRO }), author: optionalText({ max: TITLE }) }),
});
const body = list(bodyBlock, { max: 200 });
const image = object({ url: link(), caption: optionalText({ max: INTRO }), captionPa: optionalText({ max: INTRO }) });
const audio = object({ title, url: link(), duration: int({ optional: true, min: 0 }) });
const video = object({
  title,
  youtubeId: text({ pattern: /^[A-Za-z0-9_-]{11}$/, patternHint: 'must be an 11-character video id' }),
  image: link(),
});
const socialLink = object({
  type: oneOf(['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin', 'whatsapp', 'website']),
  url: link(),
});
const hhmm = text({ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, patternHint: "must be a 24-hour time 'HH:mm'" });
const note = object({
  heading: title,
  headingPa: titlePa,
  description: html,
  descriptionPa: htmlPa,
  link: link(true),
  price: optionalText({ max: 100 }),
  pricePa: optionalText({ max: 100 }),
});
const headersShape: Record<string, Schema> = {
  title: optionalText({ max: TITLE }),
  titlePa,
  heading: optionalText({ max: TITLE }),
  headingPa: optionalText({ max: TITLE }),
  subheading: optionalText({ max: INTRO }),
  subheadingPa: optionalText({ max: INTRO }),
  backgroundImage: link(true),
  backgroundHeading: optionalText({ max: TITLE }),
  items: list(object({ title, image: link(), link: link(true) }), { optional: true, max: 50 }),
};
const headers = object(headersShape);
const menuLink = object({ title, titlePa, url: link() });
const teamMember = object({ fullName: title, jobTitle: title, description: html, photo: link() });
const team = list((v, path, errors) => (typeof v === 'string' ? title(v, path, errors) : teamMember(v, path, errors)), {
  optional: true,
  max: 200,
});

const SECTION_HANDLES = [
  'banner',
  'header',
  'wysiwyg',
  'carousel',
  'showCards',
  'appLinks',
  'news',
  'contentBanner',
  'originalsBar',
  'threeCards',
  'bigCard',
  'scheduleSlider',
  'relatedPosts',
  'shareComponent',
  'linebreak',
  'titleH3',
  'wysSidebar',
] as const;
const section = object({
  handle: oneOf(SECTION_HANDLES),
  title: optionalText({ max: TITLE }),
  titlePa,
  type: optionalText({ max: 40 }),
  description: optionalText({ max: HTML }),
  descriptionPa: htmlPa,
  slug: slug(true),
  buttonText: optionalText({ max: 100 }),
  buttonTextPa: optionalText({ max: 100 }),
  buttonLink: link(true),
  centerAligned: bool(),
  enable: bool(),
  showGoogle: bool(),
  showApple: bool(),
  items: list(anyJson, { optional: true, max: 200 }),
  data: anyJson,
});

const post = object({
  id,
  kind: oneOf(['news', 'entertainment']),
  slug: slug(),
  title,
  titlePa,
  intro: text({ max: INTRO }),
  introPa: optionalText({ max: INTRO }),
  body,
  bodyPa: list(bodyBlock, { optional: true, max: 200 }),
  author: optionalText({ max: TITLE }),
  authorPa: optionalText({ max: TITLE }),
  tags: list(slug(), { max: 20 }),
  locale: list(oneOf(['en', 'pa']), { min: 1, max: 2 }),
  images: list(image, { max: 50 }),
  audios: list(audio, { optional: true, max: 20 }),
  videos: list(video, { optional: true, max: 20 }),
  postDate: instant(),
  postDateUpdated: instant(true),
});

const show = object({
  id,
  slug: slug(),
  title,
  titlePa,
  tagline: optionalText({ max: TITLE }),
  taglinePa: optionalText({ max: TITLE }),
  description: html,
  descriptionPa: htmlPa,
  intro: optionalText({ max: INTRO }),
  image: link(),
  days: list(oneOf(['Monday to Friday', 'Saturday', 'Sunday']), { min: 1, max: 3 }),
  startTime: hhmm,
  endTime: hhmm,
  type: object({ id, title, icon: text({ max: 40 }) }),
  languages: langs,
  hosts: list(id, { max: 20 }),
  email: optionalText({ max: 254 }),
  youtubeLink: link(true),
  soundcloudLink: link(true),
  postDate: instant(),
});

const episode = object({
  id,
  showId: id,
  slug: slug(),
  title,
  titlePa,
  tagline: optionalText({ max: TITLE }),
  description: html,
  descriptionPa: htmlPa,
  image: link(),
  duration: int({ min: 0, max: 86_400 }),
  languages: langs,
  hosts: list(id, { max: 20 }),
  youtubeLink: link(true),
  soundcloudLink: link(true),
  soundLink: link(true),
  postDate: instant(),
});

const host = object({
  id,
  slug: slug(),
  title,
  titlePa,
  photo: link(),
  bio: html,
  bioPa: htmlPa,
  languages: langs,
  socialLinks: list(socialLink, { max: 20 }),
});

const originalCategory = object({
  id,
  slug: oneOf(['news-room', 'entertainment', 'lifestyle']),
  title,
  titlePa,
  position: int({ min: 0 }),
});
const originalSeries = object({
  id,
  slug: slug(),
  categoryId: id,
  title,
  titlePa,
  heading: optionalText({ max: TITLE }),
  headingPa: optionalText({ max: TITLE }),
  description: optionalText({ max: HTML }),
  descriptionPa: optionalText({ max: HTML }),
  backgroundImage: link(true),
});
const originalItem = object({
  id,
  seriesId: id,
  title,
  titlePa,
  tagline: optionalText({ max: TITLE }),
  description: html,
  descriptionPa: htmlPa,
  image: link(),
  duration: int({ min: 0, max: 86_400 }),
  languages: langs,
  youtubeLink: link(true),
  soundcloudLink: link(true),
  file: link(true),
  postDate: instant(),
});

const featured = object({
  id,
  title,
  titlePa,
  intro: text({ max: INTRO }),
  introPa: optionalText({ max: INTRO }),
  body,
  bodyPa: list(bodyBlock, { optional: true, max: 200 }),
  image: link(),
  postDate: instant(),
});

const event = object({
  id,
  title,
  titlePa,
  intro: text({ max: INTRO }),
  introPa: optionalText({ max: INTRO }),
  dateTime: instant(),
  location: text({ max: TITLE }),
  price: number({ min: 0 }),
  link: link(true),
  image: link(),
  featured: bool(),
});

const career = object({
  id,
  slug: slug(),
  title,
  titlePa,
  intro: text({ max: INTRO }),
  introPa: optionalText({ max: INTRO }),
  postDate: instant(),
});

const pagePath = text({
  max: 200,
  pattern: /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/,
  patternHint: 'must be a lowercase path like about or app-privacy',
});
const page = object({
  path: pagePath,
  head: object({ title, titlePa }),
  description: htmlPa,
  descriptionPa: htmlPa,
  team,
  teamPa: team,
  note: (v, p, e) => v === undefined || note(v, p, e),
  sections: list(section, { optional: true, max: 100 }),
  lang: oneOf(['en', 'pa'], true),
  meta: object({
    title,
    description: text({ max: INTRO }),
    keywords: optionalText({ max: INTRO }),
    descriptionPa: optionalText({ max: INTRO }),
    keywordsPa: optionalText({ max: INTRO }),
  }),
});
const legal = object({ path: pagePath, head: object({ title, titlePa }), description: html, descriptionPa: htmlPa });

const settings = object({
  headerMenu: list(menuLink, { max: 30 }),
  footerMainMenu: list(menuLink, { max: 30 }),
  footerSecondaryMenu: list(menuLink, { max: 30 }),
  socialLinks: list(socialLink, { max: 20 }),
  appLinks: object({ google: link(true), apple: link(true) }),
  copyright: title,
  copyrightPa: titlePa,
  donationsLink: link(),
  creditLink: object({ title, url: link() }),
  messagingPhone: text({ pattern: /^\d{8,15}$/, patternHint: 'must be 8 to 15 digits with the country code' }),
  marquee: list(text({ max: 200 }), { optional: true, max: 10 }),
});

const home = object({
  headers,
  sections: list(
    object({
      handle: oneOf(['news', 'connectOriginals', 'events', 'careers', 'shows', 'banner']),
      title,
      titlePa,
      type: optionalText({ max: 40 }),
      items: list(anyJson, { optional: true, max: 50 }),
    }),
    { max: 30 },
  ),
  showEntertainment: bool(false),
  showPopup: bool(false),
});

const entities = (of: Schema) => list(of, { optional: true, max: 100_000 });

/** The whole bundle: every part optional, so an export can carry just what changed. */
export const bundleSchema: Schema = object({
  tags: entities(object({ id, kind: oneOf(['news', 'entertainment']), slug: slug(), name: title, namePa: titlePa })),
  posts: entities(post),
  shows: entities(show),
  episodes: entities(episode),
  hosts: entities(host),
  originalCategories: entities(originalCategory),
  originalSeries: entities(originalSeries),
  originalItems: entities(originalItem),
  featured: entities(featured),
  featuredHeaders: object(headersShape, { optional: true }),
  events: entities(event),
  eventsPage: object({ headers, note }, { optional: true }),
  careers: entities(career),
  pages: entities(page),
  legal: entities(legal),
  settings: (v, p, e) => v === undefined || settings(v, p, e),
  home: (v, p, e) => v === undefined || home(v, p, e),
  pageNotFound: object(
    { errorTitle: title, errorTitlePa: titlePa, errorCopy: html, errorCopyPa: htmlPa },
    { optional: true },
  ),
  contactPage: object(
    {
      title,
      titlePa,
      head: title,
      description: html,
      descriptionPa: htmlPa,
      note,
      details: object(
        {
          address: optionalText({ max: TITLE }),
          addressPa: optionalText({ max: TITLE }),
          phone: optionalText({ max: 40, pattern: /^\+?[\d\s().-]+$/, patternHint: 'must be a phone number' }),
          email: optionalText({
            max: 254,
            pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
            patternHint: 'must be an email address',
          }),
          hours: optionalText({ max: TITLE }),
          hoursPa: optionalText({ max: TITLE }),
        },
        { optional: true },
      ),
    },
    { optional: true },
  ),
});
