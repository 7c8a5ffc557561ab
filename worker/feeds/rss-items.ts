/**
 * The RSS channels and items of the news, entertainment and podcast feeds, from contract
 * answers: pure, so each field's language fallback and address is tested without a request.
 */
import { t } from '../../shared/i18n/translate';
import { localizedPath } from '../../shared/routing/lang-path';
import type { ArticleCard, Episode, Show } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import type { SiteUrl } from './answer';
import { podcastCategory } from './podcast-category';
import { coverPath } from './podcast-cover';
import type { PodcastTags, RssChannel, RssItem } from './xml';

export type ArticleKind = 'news' | 'entertainment';
/** The fields of a post, an episode and a show that their feed entries are written from. */
type FeedArticle = Pick<ArticleCard, 'id' | 'kind' | 'slug' | 'title' | 'titlePa' | 'intro' | 'introPa' | 'postDate'>;
type FeedEpisode = Pick<
  Episode,
  'id' | 'showId' | 'title' | 'titlePa' | 'description' | 'descriptionPa' | 'postDate' | 'duration'
> & { soundLink: string };
type FeedShow = Pick<Show, 'slug' | 'title' | 'titlePa' | 'description' | 'descriptionPa'> & {
  type: Pick<Show['type'], 'title'>;
};

export const titleIn = (a: { title: string; titlePa?: string }, lang: Lang) => (lang === 'pa' && a.titlePa) || a.title;
const introIn = (a: { intro: string; introPa?: string }, lang: Lang) => (lang === 'pa' && a.introPa) || a.intro;
const descriptionIn = (a: { description: string; descriptionPa?: string }, lang: Lang) =>
  (lang === 'pa' && a.descriptionPa) || a.description;

const AUDIO_TYPES: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg' };
/** An audio file's media type by its extension; MP3 when it has none the feed knows. */
export const audioType = (url: string) =>
  AUDIO_TYPES[/\.(\w+)(\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'audio/mpeg';

/**
 * A news or entertainment post as an item, in the feed's language. No image enclosure: its share
 * card is drawn later and its byte length is unknown, and RSS asks an enclosure for its true
 * length (an earlier `length="0"` is what issue 27 found); the page itself names the card.
 */
export function articleItem(a: FeedArticle, lang: Lang, site: SiteUrl): RssItem {
  const path = `/${a.kind === 'entertainment' ? 'entertainment' : 'news'}/post/${a.slug}`;
  return {
    title: titleIn(a, lang),
    link: site(localizedPath(path, lang)),
    description: introIn(a, lang),
    date: a.postDate,
    guid: `${a.kind}-${a.id}-${lang}`,
  };
}

/** The channel of a news feed (all, `latest`, or one category) or the entertainment feed. */
export function listChannel(kind: ArticleKind, tag: string, lang: Lang, site: SiteUrl, self: string): RssChannel {
  const section = kind === 'news' ? t(lang, 'search.type.news') : t(lang, 'search.type.entertainment');
  const pagePath = kind === 'news' ? (tag === 'latest' ? '/news' : `/news/${tag}`) : '/entertainment';
  return {
    title: `${t(lang, 'brand.name')} | ${section}`,
    link: site(localizedPath(pagePath, lang)),
    description: t(lang, 'brand.description'),
    lang,
    self,
  };
}

/**
 * A site audio file's address for one episode: Apple Podcasts takes an enclosure URL once per feed
 * (help.prx.org, "Overview of feed requirements"), and the demo's episodes share four clips, so
 * each names its episode in the query, which the audio route ignores (worker/media/routes.ts).
 */
const ownAudioUrl = (path: string, id: number) => `${path}${path.includes('?') ? '&' : '?'}episode=${id}`;

/**
 * An episode with audio as a podcast item; `length` is the audio's byte length (audio-length.ts).
 * The guid is stable across titles, languages of the page and hosts: the episode's id.
 */
export function episodeItem(e: FeedEpisode, lang: Lang, site: SiteUrl, length: number): RssItem {
  const path = `/shows/view/${e.showId}/episode/${e.id}`;
  return {
    title: titleIn(e, lang),
    link: site(localizedPath(path, lang)),
    description: descriptionIn(e, lang),
    date: e.postDate,
    guid: `episode-${e.id}`,
    enclosure: {
      url: e.soundLink.startsWith('/') ? site(ownAudioUrl(e.soundLink, e.id)) : e.soundLink,
      type: audioType(e.soundLink),
      length,
    },
    // No episode artwork: Apple wants it square like the show's, and the episode inherits that.
    duration: e.duration,
  };
}

/** What a show's channel takes from the settings (README "Podcasts"). */
export interface PodcastSettings {
  copyright?: string;
  copyrightPa?: string;
  podcast?: { ownerName: string; ownerEmail: string; explicit?: boolean };
}

/** The settings' copyright line in `lang` with its `{year}` filled. */
const copyrightIn = (s: PodcastSettings, lang: Lang, year: number) =>
  ((lang === 'pa' && s.copyrightPa) || s.copyright || '').replace('{year}', String(year)) || undefined;

/** The channel's iTunes tags: the show's square cover, category, the station as author, the settings' owner. */
function podcastTags(show: FeedShow, lang: Lang, site: SiteUrl, settings: PodcastSettings, year: number): PodcastTags {
  const owner = settings.podcast;
  return {
    image: site(coverPath(lang, show.slug)),
    category: podcastCategory(show.type.title),
    author: t(lang, 'brand.name'),
    explicit: owner?.explicit === true,
    owner: owner && { name: owner.ownerName, email: owner.ownerEmail },
    copyright: copyrightIn(settings, lang, year),
  };
}

/** A show's podcast channel, with the iTunes tags Apple Podcasts reads. */
export function podcastChannel(
  show: FeedShow,
  lang: Lang,
  site: SiteUrl,
  self: string,
  settings: PodcastSettings = {},
  year = new Date().getUTCFullYear(),
): RssChannel {
  const showPath = `/shows/view/${show.slug}/1`;
  return {
    title: titleIn(show, lang),
    link: site(localizedPath(showPath, lang)),
    description: descriptionIn(show, lang),
    lang,
    self,
    podcast: podcastTags(show, lang, site, settings, year),
  };
}
