/**
 * The content bundle: the JSON shape an operator imports (`npm run content:import -- file.json`)
 * and the shape the bilingual demo seed is written in. Field names follow section 3 of both spec
 * documents; `...Pa` fields hold the Punjabi (Gurmukhi) text and are optional everywhere, because
 * some content exists in English only. Every entity carries a stable numeric `id` from the CMS so
 * a re-import updates rows in place instead of duplicating them.
 */

/** Language codes a piece of content is published in (spec: "locale (list of language codes)"). */
export type Lang = 'en' | 'pa';

/** A block of a rich post body (spec §3: "type is text, image or quote"). Text holds HTML. */
export type BodyBlock =
  | { type: 'text'; value: string }
  | { type: 'image'; url: string; caption?: string; captionPa?: string }
  | { type: 'quote'; quote: string; author?: string };

export interface ImageRef {
  url: string;
  caption?: string;
  captionPa?: string;
}

/** An audio attached to a post, episode or original: a file the site can play. */
export interface AudioRef {
  title: string;
  url: string;
  duration?: number;
}

/** A video on the video platform, with a local thumbnail so pages look complete offline. */
export interface VideoRef {
  title: string;
  youtubeId: string;
  image: string;
}

export type PostKind = 'news' | 'entertainment';

export interface TagInput {
  id: number;
  kind: PostKind;
  slug: string;
  name: string;
  namePa?: string;
}

export interface PostInput {
  id: number;
  kind: PostKind;
  slug: string;
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  body: BodyBlock[];
  bodyPa?: BodyBlock[];
  author?: string;
  authorPa?: string;
  /** Tag slugs of the same kind. */
  tags: string[];
  /** Languages the post is published in; must agree with the fields present. */
  locale: Lang[];
  images: ImageRef[];
  audios?: AudioRef[];
  videos?: VideoRef[];
  /** ISO 8601 instant. */
  postDate: string;
  postDateUpdated?: string;
}

export type DayGroup = 'Monday to Friday' | 'Saturday' | 'Sunday';

export interface SocialLink {
  type: 'facebook' | 'instagram' | 'twitter' | 'youtube' | 'tiktok' | 'linkedin' | 'whatsapp' | 'website';
  url: string;
}

export interface ShowInput {
  id: number;
  slug: string;
  title: string;
  titlePa?: string;
  tagline?: string;
  taglinePa?: string;
  description: string;
  descriptionPa?: string;
  intro?: string;
  image: string;
  /** Day groups the show airs on. */
  days: DayGroup[];
  /** 24-hour 'HH:mm' in Vancouver time. */
  startTime: string;
  endTime: string;
  type: { id: number; title: string; icon: string };
  languages: string[];
  /** Host ids. */
  hosts: number[];
  email?: string;
  youtubeLink?: string;
  soundcloudLink?: string;
  postDate: string;
}

export interface EpisodeInput {
  id: number;
  showId: number;
  slug: string;
  title: string;
  titlePa?: string;
  tagline?: string;
  description: string;
  descriptionPa?: string;
  image: string;
  /** Seconds. */
  duration: number;
  languages: string[];
  hosts: number[];
  youtubeLink?: string;
  soundcloudLink?: string;
  /** A playable audio file of the episode. */
  soundLink?: string;
  postDate: string;
}

export interface HostInput {
  id: number;
  slug: string;
  title: string;
  titlePa?: string;
  photo: string;
  bio: string;
  bioPa?: string;
  languages: string[];
  socialLinks: SocialLink[];
}

/** The three carousels of /originals. */
export interface OriginalCategoryInput {
  id: number;
  slug: 'news-room' | 'entertainment' | 'lifestyle';
  title: string;
  titlePa?: string;
  position: number;
}

/** A series (docs, shows, entertainment, explainers) with its own paged detail list. */
export interface OriginalSeriesInput {
  id: number;
  slug: string;
  categoryId: number;
  title: string;
  titlePa?: string;
  heading?: string;
  headingPa?: string;
  description?: string;
  descriptionPa?: string;
  backgroundImage?: string;
}

export interface OriginalItemInput {
  id: number;
  seriesId: number;
  title: string;
  titlePa?: string;
  tagline?: string;
  description: string;
  descriptionPa?: string;
  image: string;
  /** Seconds. */
  duration: number;
  languages: string[];
  youtubeLink?: string;
  soundcloudLink?: string;
  /** A playable audio file for audio originals. */
  file?: string;
  postDate: string;
}

export interface FeaturedInput {
  id: number;
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  body: BodyBlock[];
  bodyPa?: BodyBlock[];
  image: string;
  postDate: string;
}

export interface EventInput {
  id: number;
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  /** ISO 8601 instant of the start. */
  dateTime: string;
  location: string;
  /** Entry price in dollars; 0 means free. */
  price: number;
  link?: string;
  image: string;
  featured?: boolean;
}

export interface PageHeaders {
  title?: string;
  titlePa?: string;
  heading?: string;
  headingPa?: string;
  subheading?: string;
  subheadingPa?: string;
  backgroundImage?: string;
  backgroundHeading?: string;
  items?: { title: string; image: string; link?: string }[];
}

/** The station's address, phone, email and office hours (the contact page's side card). */
export interface ContactDetails {
  address?: string;
  addressPa?: string;
  phone?: string;
  email?: string;
  hours?: string;
  hoursPa?: string;
}

export interface NoteBlock {
  heading: string;
  headingPa?: string;
  description: string;
  descriptionPa?: string;
  link?: string;
  price?: string;
  pricePa?: string;
}

export interface EventsPageInput {
  headers: PageHeaders;
  note: NoteBlock;
}

export interface TeamMember {
  fullName: string;
  jobTitle: string;
  description: string;
  photo: string;
}

/**
 * A section of a section-built page (spec doc 2 §2). `handle` decides how it renders; the other
 * fields are the ones that handle reads.
 */
export interface SectionInput {
  handle:
    | 'banner'
    | 'header'
    | 'wysiwyg'
    | 'carousel'
    | 'showCards'
    | 'appLinks'
    | 'news'
    | 'contentBanner'
    | 'originalsBar'
    | 'threeCards'
    | 'bigCard'
    | 'scheduleSlider'
    | 'relatedPosts'
    | 'shareComponent'
    | 'linebreak'
    | 'titleH3'
    | 'wysSidebar';
  title?: string;
  titlePa?: string;
  type?: string;
  description?: string;
  descriptionPa?: string;
  slug?: string;
  buttonText?: string;
  buttonTextPa?: string;
  buttonLink?: string;
  centerAligned?: boolean;
  enable?: boolean;
  showGoogle?: boolean;
  showApple?: boolean;
  items?: unknown[];
  data?: unknown;
}

export interface PageInput {
  path: string;
  head: { title: string; titlePa?: string };
  description?: string;
  descriptionPa?: string;
  team?: (string | TeamMember)[];
  /** The team in Punjabi (headings, job titles, bios); the English team stands in when absent. */
  teamPa?: (string | TeamMember)[];
  note?: NoteBlock;
  sections?: SectionInput[];
  lang?: Lang;
  /** Search-engine meta; the Punjabi description and keywords serve Punjabi pages. */
  meta: { title: string; description: string; keywords?: string; descriptionPa?: string; keywordsPa?: string };
}

export interface LegalInput {
  path: string;
  head: { title: string; titlePa?: string };
  description: string;
  descriptionPa?: string;
}

export interface MenuLink {
  title: string;
  titlePa?: string;
  url: string;
}

export interface SettingsInput {
  headerMenu: MenuLink[];
  footerMainMenu: MenuLink[];
  footerSecondaryMenu: MenuLink[];
  socialLinks: SocialLink[];
  appLinks: { google?: string; apple?: string };
  copyright: string;
  copyrightPa?: string;
  donationsLink: string;
  /** The site manager credited in the footer ('Site by {title}'). */
  creditLink: { title: string; url: string };
  /** International number for the messaging-app link, digits only with country code. */
  messagingPhone: string;
  /** Marquee options for the radio bar title (at most 10). */
  marquee?: string[];
}

/** Home configuration: which sections, in which order, with their own titles. */
export interface HomeInput {
  headers: PageHeaders;
  sections: {
    handle: 'news' | 'connectOriginals' | 'events' | 'careers' | 'shows' | 'banner';
    title: string;
    titlePa?: string;
    type?: string;
    items?: unknown[];
  }[];
  showEntertainment: boolean;
  showPopup: boolean;
}

export interface CareerInput {
  id: number;
  slug: string;
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  postDate: string;
}

export interface ContentBundle {
  tags?: TagInput[];
  posts?: PostInput[];
  shows?: ShowInput[];
  episodes?: EpisodeInput[];
  hosts?: HostInput[];
  originalCategories?: OriginalCategoryInput[];
  originalSeries?: OriginalSeriesInput[];
  originalItems?: OriginalItemInput[];
  featured?: FeaturedInput[];
  featuredHeaders?: PageHeaders;
  events?: EventInput[];
  eventsPage?: EventsPageInput;
  careers?: CareerInput[];
  pages?: PageInput[];
  legal?: LegalInput[];
  settings?: SettingsInput;
  home?: HomeInput;
  pageNotFound?: { errorTitle: string; errorTitlePa?: string; errorCopy: string; errorCopyPa?: string };
  contactPage?: {
    title: string;
    titlePa?: string;
    head: string;
    description: string;
    descriptionPa?: string;
    note: NoteBlock;
    /** The side card's facts, each optional: shown as text, tel: and mailto: links. */
    details?: ContactDetails;
  };
}
