/**
 * The closed lists of the content model: section handles, originals channels, contact types, news
 * categories and entertainment sections. Read by the loaders, the schemas and the worker only, so
 * they live apart from shared/constants.ts, whose module is in the browser's shell chunk (every
 * page would download these lists).
 */
import { CONTACT_REPORT_TYPE } from './constants';

/** The three originals channels of the video platform (spec doc 2 §2), in carousel order. */
export const ORIGINALS_CHANNELS = ['news-room', 'entertainment', 'lifestyle'] as const;
export type OriginalsChannel = (typeof ORIGINALS_CHANNELS)[number];

/** Whether a path segment names one of the originals channels. */
export const isOriginalsChannel = (value: string | undefined): value is OriginalsChannel =>
  ORIGINALS_CHANNELS.some((c) => c === value);

/**
 * The contact types a page and a submission exist for (/contact/{type}): the spec's error report,
 * and the two the content's side notes link to (the advertise and careers pages). Any other type
 * is a 404, so /contact/{anything} is not a page.
 */
export const CONTACT_TYPES = [CONTACT_REPORT_TYPE, 'advertise', 'careers'] as const;
export const isContactType = (value: string): boolean => CONTACT_TYPES.some((t) => t === value);

/** Every section handle of a section-built page (spec doc 2 §2), in the spec's order. */
export const SECTION_HANDLES = [
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

/** The categories of GET /api/news, in the spec's order. */
export const NEWS_GROUPS = [
  'featured',
  'latest',
  'bc',
  'alberta',
  'canada',
  'world',
  'india',
  'entertainment',
  'finance',
  'sports',
] as const;
export type NewsGroup = (typeof NEWS_GROUPS)[number];

/** The sections of GET /api/entertainments, in the spec's order. */
export const ENTERTAINMENT_SECTIONS = [
  'bollywood',
  'pollywood',
  'reviews',
  'exclusive-interviews',
  'local-events',
] as const;
export type EntertainmentSection = (typeof ENTERTAINMENT_SECTIONS)[number];
