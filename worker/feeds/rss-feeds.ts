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
import { type FeedContext, type SiteUrl, siteOf, xmlAnswer } from './answer';
import { type AudioSizes, audioSizes, enclosureLength } from './audio-length';
import { keptLengths, learnLengths } from './remote-lengths';
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
 * The items of a show's episodes that have audio, each with its file's length: a site file's from
 * the build's list (a file missing from it leaves its item out), another host's from what was
 * learnt before (remote-lengths.ts), else 0 and named in `unknown` to be learnt.
 */
function podcastItems(episodes: Episode[], lang: Lang, site: SiteUrl, sizes: AudioSizes, kept: Record<string, number>) {
  const items: RssItem[] = [];
  const unknown = new Set<string>();
  for (const e of episodes.filter((e): e is Episode & { soundLink: string } => Boolean(e.soundLink))) {
    let length = enclosureLength(sizes, e.soundLink);
    if (length === 0) length = kept[e.soundLink] ?? 0;
    if (length === 0) unknown.add(e.soundLink);
    if (length !== null) items.push(episodeItem(e, lang, site, length));
  }
  return { items, unknown: [...unknown] };
}

/**
 * The podcast of the show named by the file (`{slug}.xml`). The settings give the owner and
 * explicitness; without them the feed is still served, without `itunes:owner`. Lengths of another
 * host's files not known yet are asked after the answer, never on its path.
 */
export async function podcastFeed(c: FeedContext, api: Api, lang: Lang, file: string) {
  const slug = file.slice(0, -4);
  const [found, sizes, settings, kept] = await Promise.all([
    podcastShow(api, slug),
    audioSizes(c.env.ASSETS),
    api.get<SettingsResponse>('/api/settings').catch(() => ({})),
    keptLengths(c.env.CACHE, slug),
  ]);
  if (!found) return notFound(c, 'No such podcast');
  const site = siteOf(c);
  const { items, unknown } = podcastItems(found.episodes, lang, site, sizes, kept);
  if (unknown.length)
    c.executionCtx.waitUntil(
      learnLengths(c.env.CACHE, slug, kept, unknown).catch((err: unknown) => console.error('podcast lengths', err)),
    );
  return xmlAnswer(c, rssXml(podcastChannel(found.show, lang, site, site(c.req.path), settings), items));
}
