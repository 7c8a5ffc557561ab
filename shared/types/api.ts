/**
 * Response shapes of the /api contract (spec §3 and §7 of both documents). The embedded content
 * service produces exactly these; a remote CMS behind BACKEND_URL is expected to as well.
 * Punjabi fields (`...Pa`) are present when the content has them; the client picks per language.
 */
import type {
  AudioRef,
  BodyBlock,
  DayGroup,
  ImageRef,
  Lang,
  LegalInput,
  MenuLink,
  ContactDetails,
  NoteBlock,
  PageHeaders,
  PageInput,
  SocialLink,
  VideoRef,
} from './content';

export interface Pagination {
  current_page: number;
  total_pages: number;
  per_page: number;
  total: number;
}

export interface TagRef {
  id: number;
  name: string;
  namePa?: string;
  slug: string;
  /** Spec: meta.tags carry `title`; the same value as name. */
  title: string;
}

/** Article card (spec §3). */
export interface ArticleCard {
  id: number;
  slug: string;
  kind: 'news' | 'entertainment';
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  image?: string;
  postDate: string;
  isUpdated: boolean;
  locale: Lang[];
  tags: { id: number; name: string; slug: string }[];
}

export interface Post extends ArticleCard {
  body: BodyBlock[];
  bodyPa?: BodyBlock[];
  author?: string;
  authorPa?: string;
  images: ImageRef[];
  audios: AudioRef[];
  videos: VideoRef[];
  postDateUpdated?: string;
  languages: Lang[];
}

export interface PostResponse {
  item: Post;
  relatedNews: ArticleCard[];
  latestNews: ArticleCard[];
}

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

/** GET /api/news: every category with its newest items. */
export interface NewsGroupedResponse {
  data: Record<NewsGroup, ArticleCard[]>;
  featured: ArticleCard[];
  meta: { latest: ArticleCard[]; tags: TagRef[]; pagination: Pagination };
}

/** GET /api/news/{tag}[/{locale}]?page=: one category, paged. */
export interface NewsListResponse {
  data: ArticleCard[];
  featured: ArticleCard[];
  meta: { latest: ArticleCard[]; tags: TagRef[]; pagination: Pagination; tag: TagRef };
}

export const ENTERTAINMENT_SECTIONS = [
  'bollywood',
  'pollywood',
  'reviews',
  'exclusive-interviews',
  'local-events',
] as const;
export type EntertainmentSection = (typeof ENTERTAINMENT_SECTIONS)[number];

/** GET /api/entertainments: the sections of the entertainment grid. */
export interface EntertainmentGroupedResponse {
  data: Record<EntertainmentSection, ArticleCard[]>;
  meta: { latest: ArticleCard[]; title: string; titlePa?: string; tags: TagRef[]; pagination: Pagination };
}

/** GET /api/entertainments/{tag|all}[/{locale}]?page=. */
export interface EntertainmentListResponse {
  data: ArticleCard[];
  meta: {
    latest: ArticleCard[];
    title: string;
    titlePa?: string;
    tags: TagRef[];
    pagination: Pagination;
    tag?: TagRef;
  };
}

export interface HostRef {
  id: number;
  slug: string;
  title: string;
  titlePa?: string;
  photo: string;
}

export interface Show {
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
  days: DayGroup[];
  startTime: string;
  endTime: string;
  type: { id: number; title: string; icon: string };
  languages: string[];
  hosts: HostRef[];
  email?: string;
  youtubeLink?: string;
  soundcloudLink?: string;
  postDate: string;
}

export interface ShowsResponse {
  data: Show[];
}

export interface Episode {
  id: number;
  slug: string;
  showId: number;
  title: string;
  titlePa?: string;
  tagline?: string;
  description: string;
  descriptionPa?: string;
  image: string;
  duration: number;
  languages: string[];
  hosts: HostRef[];
  youtubeLink?: string;
  soundcloudLink?: string;
  soundLink?: string;
  postDate: string;
  show: Pick<
    Show,
    'id' | 'slug' | 'title' | 'titlePa' | 'image' | 'days' | 'startTime' | 'endTime' | 'languages' | 'type'
  >;
}

/** GET /api/shows/{slug}?page=: the show and one page of its episodes, newest first. */
export interface ShowResponse {
  data: Show;
  episodes: Episode[];
  page: number;
  /** Number of pages of episodes. */
  count: number;
  total: number;
  headers: PageHeaders;
}

export interface Host extends HostRef {
  bio: string;
  bioPa?: string;
  languages: string[];
  socialLinks: SocialLink[];
  shows: Pick<Show, 'id' | 'slug' | 'title' | 'titlePa' | 'image' | 'days' | 'startTime' | 'endTime'>[];
}

/** A host in the hosts grid (spec: img, lang, slug, nameHost, nameShow). */
export interface HostListItem {
  id: number;
  slug: string;
  img: string;
  lang: string[];
  nameHost: string;
  nameHostPa?: string;
  nameShow: string;
  nameShowPa?: string;
}

export interface HostsResponse {
  data: HostListItem[];
  page: number;
  count: number;
  total: number;
}

export interface FeaturedItem {
  id: number;
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  image: string;
  postDate: string;
}

export interface FeaturedPost extends FeaturedItem {
  body: BodyBlock[];
  bodyPa?: BodyBlock[];
}

export interface FeaturedListResponse {
  data: FeaturedItem[];
  page: number;
  count: number;
  total: number;
  headers: PageHeaders;
}

export interface EventItem {
  id: number;
  title: string;
  titlePa?: string;
  intro: string;
  introPa?: string;
  dateTime: string;
  location: string;
  price: number;
  link?: string;
  image: string;
}

export interface EventsResponse {
  data: EventItem[];
  meta: { headers: PageHeaders; featured: EventItem | null; note: NoteBlock | null };
}

export interface OriginalItem {
  id: number;
  seriesSlug: string;
  title: string;
  titlePa?: string;
  tagline?: string;
  description: string;
  descriptionPa?: string;
  image: string;
  duration: number;
  languages: string[];
  youtubeLink?: string;
  youtubeId?: string;
  soundcloudLink?: string;
  file?: string;
  postDate: string;
}

export interface OriginalsCategory {
  id: number;
  slug: string;
  title: string;
  titlePa?: string;
  series: { slug: string; title: string; titlePa?: string }[];
  items: OriginalItem[];
}

export interface OriginalsResponse {
  data: OriginalsCategory[];
  headers: PageHeaders;
}

export interface OriginalsSeriesResponse {
  data: OriginalItem[];
  headers: PageHeaders;
  /** Total number of items in the series. */
  items: number;
  page: number;
  totalPages: number;
  slug: string;
}

export interface HomeSection {
  id: number;
  handle: 'news' | 'connectOriginals' | 'events' | 'careers' | 'shows' | 'banner';
  title: string;
  titlePa?: string;
  type?: string;
  items: unknown[];
}

export interface RecentlyAired {
  id: number;
  slug: string;
  title: string;
  titlePa?: string;
  description: string;
  descriptionPa?: string;
  showId: number;
  showSlug: string;
  showTitle: string;
  showTitlePa?: string;
  postDate: string;
}

export interface HomeResponse {
  meta: { headers: PageHeaders; recentlyAired: RecentlyAired[] };
  sections: HomeSection[];
  showEntertainment: boolean;
  showPopup: boolean;
}

export type PageResponse = PageInput;
export type LegalResponse = LegalInput;

export interface ContactInfoResponse {
  title: string;
  titlePa?: string;
  head: string;
  description: string;
  descriptionPa?: string;
  note: NoteBlock;
  /** Absent from a CMS that does not have them: the page then shows the note alone. */
  details?: ContactDetails;
}

export interface PageNotFoundResponse {
  data: { errorTitle: string; errorTitlePa?: string; errorCopy: string; errorCopyPa?: string }[];
}

export interface SettingsResponse {
  headerMenu: MenuLink[];
  footerMainMenu: MenuLink[];
  footerSecondaryMenu: MenuLink[];
  socialLinks: SocialLink[];
  appLinks: { google?: string; apple?: string };
  copyright: string;
  copyrightPa?: string;
  donationsLink: string;
  creditLink: { title: string; url: string };
  messagingPhone: string;
  marquee: string[];
  scripts: string[];
  /** The live streams: configured URLs, or the worker's built-in demo streams. */
  streams: import('./media').StreamsConfig;
  /** Hosted search settings (search-only key); null when the embedded search answers. */
  search: { provider: 'algolia'; appId: string; indexName: string; searchKey: string } | null;
}

/** The reply of every form POST (spec: success flag, or validateErrors keyed by field). */
export type FormReply =
  | { success: true }
  | { success: false; validateErrors?: Record<string, string[]>; error?: { detail: string } };

/** Every error answer of the contract. */
export interface ErrorBody {
  error: string;
  status: number;
}
