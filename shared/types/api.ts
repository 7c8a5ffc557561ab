/**
 * Response shapes of the /api contract (spec §3 and §7 of both documents). The embedded content
 * service produces exactly these; a remote CMS behind BACKEND_URL is expected to as well (what a
 * CMS may send beyond them is read by shared/format/*-fields.ts and checked by
 * worker/api/answer-schemas.ts). Punjabi fields (`...Pa`) are present when the content has them;
 * the client picks per language. The types are inferred from the valibot schemas in
 * shared/schemas/; only types are imported, so the browser never loads valibot.
 */
import type { eventItem, eventsAnswer, featuredItem, featuredListAnswer, featuredPost } from '../schemas/editorial';
import type { errorBody, formReply } from '../schemas/forms';
import type { homeAnswer, homeSection, recentlyAired } from '../schemas/home';
import type { originalItem, originalsAnswer, originalsCategory, originalsSeriesAnswer } from '../schemas/originals';
import type { Of } from './content';
import type { contactPage, legalInput, pageInput, pageNotFoundAnswer } from '../schemas/pages';
import type {
  articleCard,
  entertainmentGroupedAnswer,
  entertainmentListAnswer,
  newsGroupedAnswer,
  newsListAnswer,
  pagination,
  post,
  postAnswer,
  tagRef,
} from '../schemas/posts';
import type { settingsAnswer } from '../schemas/settings';
import type {
  episode,
  host,
  hostListItem,
  hostRef,
  hostsAnswer,
  show,
  showAnswer,
  showsAnswer,
} from '../schemas/shows';

export type Pagination = Of<typeof pagination>;
export type TagRef = Of<typeof tagRef>;
export type ArticleCard = Of<typeof articleCard>;
export type Post = Of<typeof post>;
export type PostResponse = Of<typeof postAnswer>;

export type NewsGroupedResponse = Of<typeof newsGroupedAnswer>;
export type NewsListResponse = Of<typeof newsListAnswer>;

export type EntertainmentGroupedResponse = Of<typeof entertainmentGroupedAnswer>;
export type EntertainmentListResponse = Of<typeof entertainmentListAnswer>;

export type HostRef = Of<typeof hostRef>;
export type Show = Of<typeof show>;
export type ShowsResponse = Of<typeof showsAnswer>;
export type Episode = Of<typeof episode>;
export type ShowResponse = Of<typeof showAnswer>;
export type Host = Of<typeof host>;
export type HostListItem = Of<typeof hostListItem>;
export type HostsResponse = Of<typeof hostsAnswer>;

export type FeaturedItem = Of<typeof featuredItem>;
export type FeaturedPost = Of<typeof featuredPost>;
export type FeaturedListResponse = Of<typeof featuredListAnswer>;
export type EventItem = Of<typeof eventItem>;
export type EventsResponse = Of<typeof eventsAnswer>;

export type OriginalItem = Of<typeof originalItem>;
export type OriginalsCategory = Of<typeof originalsCategory>;
export type OriginalsResponse = Of<typeof originalsAnswer>;
export type OriginalsSeriesResponse = Of<typeof originalsSeriesAnswer>;

export type HomeSection = Of<typeof homeSection>;
export type RecentlyAired = Of<typeof recentlyAired>;
export type HomeResponse = Of<typeof homeAnswer>;

export type PageResponse = Of<typeof pageInput>;
export type LegalResponse = Of<typeof legalInput>;
export type ContactInfoResponse = Of<typeof contactPage>;
export type PageNotFoundResponse = Of<typeof pageNotFoundAnswer>;
export type SettingsResponse = Of<typeof settingsAnswer>;

export type FormReply = Of<typeof formReply>;
export type ErrorBody = Of<typeof errorBody>;
