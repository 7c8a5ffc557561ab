/**
 * The RSS feeds, each read through the contract: a news feed (all or one category), the
 * entertainment feed, and a show's podcast. A category or show is asked for only once the full
 * list names it: an unknown one asks the contract nothing, so no address of a feed's can make it
 * remember (store) a 404.
 */
import type { Api } from '../../shared/api/client';
import { normalizeShowResponse } from '../../shared/format/show-fields';
import { localeSegment } from '../../shared/loaders/post-list';
import type { Episode, NewsListResponse, SettingsResponse, ShowsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { notFound } from '../api/params';
import { type FeedContext, siteOf, xmlAnswer } from './answer';
import { audioSizes, enclosureLength } from './audio-length';
import { type ArticleKind, articleItem, episodeItem, listChannel, podcastChannel } from './rss-items';
import { type RssItem, rssXml } from './xml';

/** Pages of a show's episodes read for its podcast, newest first; older episodes are left out. */
const PODCAST_PAGES = 20;

/** The news feed of `tag` (`latest`: every category) or, for entertainment, `all`. */
export async function listFeed(c: FeedContext, api: Api, lang: Lang, kind: ArticleKind, tag: string) {
  const base = kind === 'news' ? '/api/news' : '/api/entertainments';
  const read = (slug: string) =>
    api.get<NewsListResponse>(`${base}/${encodeURIComponent(slug)}/${localeSegment(lang)}?page=1`);
  const all = kind === 'news' ? 'latest' : 'all';
  const everything = await read(all);
  if (tag !== all && !everything.meta.tags.some((known) => known.slug === tag)) return notFound(c, 'No such feed');
  const list = tag === all ? everything : await read(tag);
  const site = siteOf(c);
  const items = list.data.map((a) => articleItem(a, lang, site));
  return xmlAnswer(c, rssXml(listChannel(kind, tag, lang, site, site(c.req.path)), items));
}

/** A show's episodes, newest first, up to PODCAST_PAGES pages; null when /api/shows does not list it. */
async function podcastShow(api: Api, slug: string) {
  if (!(await api.get<ShowsResponse>('/api/shows')).data.some((s) => s.slug === slug)) return null;
  const path = (page: number) => `/api/shows/${encodeURIComponent(slug)}?page=${page}`;
  const first = normalizeShowResponse(await api.get<unknown>(path(1)));
  const episodes = [...first.episodes];
  for (let page = 2; page <= Math.min(first.count, PODCAST_PAGES); page++)
    episodes.push(...normalizeShowResponse(await api.get<unknown>(path(page))).episodes);
  return { show: first.data, episodes };
}

/**
 * The podcast of the show named by the file (`{slug}.xml`): its episodes that have audio, each
 * with its file's length from the build's list (one small read per isolate, never the files); a
 * site file the build did not write is left out. The settings give the owner and explicitness;
 * without them the feed is still served, without `itunes:owner`.
 */
export async function podcastFeed(c: FeedContext, api: Api, lang: Lang, file: string) {
  const [found, sizes, settings] = await Promise.all([
    podcastShow(api, file.slice(0, -4)),
    audioSizes(c.env.ASSETS),
    api.get<SettingsResponse>('/api/settings').catch(() => ({})),
  ]);
  if (!found) return notFound(c, 'No such podcast');
  const site = siteOf(c);
  const items: RssItem[] = [];
  for (const e of found.episodes.filter((e): e is Episode & { soundLink: string } => Boolean(e.soundLink))) {
    const length = enclosureLength(sizes, e.soundLink);
    if (length !== null) items.push(episodeItem(e, lang, site, length));
  }
  return xmlAnswer(c, rssXml(podcastChannel(found.show, lang, site, site(c.req.path), settings), items));
}
