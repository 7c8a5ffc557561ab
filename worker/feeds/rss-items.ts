/**
 * The RSS channels and items of the news, entertainment and podcast feeds, from contract
 * answers: pure, so each field's language fallback and address is tested without a request.
 */
import { t } from '../../shared/i18n/translate';
import { localizedPath } from '../../shared/routing/lang-path';
import type { ArticleCard, Episode, Show } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { cardUrl } from '../share/card-url';
import type { SiteUrl } from './answer';
import { podcastCategory } from './podcast-category';
import type { RssChannel, RssItem } from './xml';

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

/** The page's share card as an absolute URL without its version query (feeds readers keep it as is). */
const cardImage = (site: SiteUrl, path: string, lang: Lang, title: string) =>
  site(cardUrl(path, lang, title).split('?')[0] ?? '');

/** A news or entertainment post as an item, in the feed's language, its share card as the image. */
export function articleItem(a: FeedArticle, lang: Lang, site: SiteUrl): RssItem {
  const path = `/${a.kind === 'entertainment' ? 'entertainment' : 'news'}/post/${a.slug}`;
  const title = titleIn(a, lang);
  return {
    title,
    link: site(localizedPath(path, lang)),
    description: introIn(a, lang),
    date: a.postDate,
    guid: `${a.kind}-${a.id}-${lang}`,
    enclosure: { url: cardImage(site, path, lang, title), type: 'image/png', length: 0 },
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
      url: e.soundLink.startsWith('/') ? site(e.soundLink) : e.soundLink,
      type: audioType(e.soundLink),
      length,
    },
    duration: e.duration,
    image: cardImage(site, path, lang, titleIn(e, lang)),
  };
}

/** A show's podcast channel, with the iTunes artwork (its share card), category and author. */
export function podcastChannel(show: FeedShow, lang: Lang, site: SiteUrl, self: string): RssChannel {
  const showPath = `/shows/view/${show.slug}/1`;
  const title = titleIn(show, lang);
  return {
    title,
    link: site(localizedPath(showPath, lang)),
    description: descriptionIn(show, lang),
    lang,
    self,
    podcast: {
      image: cardImage(site, showPath, lang, title),
      category: podcastCategory(show.type.title),
      author: t(lang, 'brand.name'),
    },
  };
}
