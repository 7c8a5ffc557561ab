/**
 * Feeds and sitemaps: RSS 2.0 for news (all and per category) and entertainment, a podcast feed
 * per show, /sitemap.xml (an index of per-type sitemaps with hreflang alternates), a news sitemap
 * of the last two days, and robots.txt. Every one reads the /api contract in-process, so the KV
 * cache and both content modes (embedded, proxied CMS) apply as for pages.
 */
import { type Context, Hono } from 'hono';
import { type Api, ApiError } from '../../shared/api/client';
import { normalizeShowResponse } from '../../shared/format/show-fields';
import { t } from '../../shared/i18n/translate';
import { localeSegment } from '../../shared/loaders/post-list';
import type { ArticleCard, NewsListResponse, ShowResponse, ShowsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { notFound } from '../api/params';
import type { Env } from '../env';
import { publicUrl } from '../render/head';
import { localizedPath } from '../../shared/routing/lang-path';
import { cardUrl } from '../share/card-url';
import { audioLength } from './audio-length';
import { podcastCategory } from './podcast-category';
import { newsSitemapXml, type RssItem, rssXml, sitemapIndexXml, urlsetXml } from './xml';

type FeedEnv = { Bindings: Env };
type ApiOf = (c: Pick<Context<FeedEnv>, 'req' | 'env' | 'executionCtx'>) => Api;

const xml = (c: Context<FeedEnv>, body: string, type = 'application/rss+xml') =>
  c.body(body, 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=600' });

/**
 * Pages of a list read for a sitemap, per language (the newest first: 10 a page, so the newest
 * 300 posts of each kind and language); older items stay reachable by links. README says it.
 */
const SITEMAP_PAGES = 30;
const PODCAST_PAGES = 20;

const titleIn = (a: { title: string; titlePa?: string }, lang: Lang) => (lang === 'pa' && a.titlePa) || a.title;
const introIn = (a: ArticleCard, lang: Lang) => (lang === 'pa' && a.introPa) || a.intro;

const AUDIO_TYPES: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg' };
const audioType = (url: string) => AUDIO_TYPES[/\.(\w+)(\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'audio/mpeg';

/**
 * A feed's answer when a read of the contract fails: its 404 (the show or category went away
 * between the list and the read) is the feed's 404, anything else a 503, as for the calendar
 * file: the contract already served any last good copy, so there is nothing to offer.
 */
async function feedAnswer(c: Context<FeedEnv>, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 404) return notFound(c, 'No such feed');
    console.error('feed', c.req.path, err.message);
    return c.json({ error: 'Feed unavailable', status: 503 }, 503, { 'retry-after': '60' });
  }
}

export function feedRoutes(apiOf: ApiOf) {
  const routes = new Hono<FeedEnv>();
  const site = (c: Context<FeedEnv>, path: string) => publicUrl(c.env.SITE_URL, path);

  function articleItems(c: Context<FeedEnv>, cards: ArticleCard[], lang: Lang): RssItem[] {
    return cards.map((a) => {
      const path = `/${a.kind === 'entertainment' ? 'entertainment' : 'news'}/post/${a.slug}`;
      const title = titleIn(a, lang);
      return {
        title,
        link: site(c, localizedPath(path, lang)),
        description: introIn(a, lang),
        date: a.postDate,
        guid: `${a.kind}-${a.id}-${lang}`,
        enclosure: { url: site(c, cardUrl(path, lang, title).split('?')[0] ?? ''), type: 'image/png', length: 0 },
      };
    });
  }

  async function listFeed(c: Context<FeedEnv>, lang: Lang, kind: 'news' | 'entertainment', tag: string) {
    const base = kind === 'news' ? '/api/news' : '/api/entertainments';
    const read = (slug: string) =>
      apiOf(c).get<NewsListResponse>(`${base}/${encodeURIComponent(slug)}/${localeSegment(lang)}?page=1`);
    const all = kind === 'news' ? 'latest' : 'all';
    const everything = await read(all);
    // A category is asked for only once the list of every post names it: an unknown one asks the
    // contract nothing, so no address of the feed's can make it remember (store) a 404.
    if (tag !== all && !everything.meta.tags.some((known) => known.slug === tag)) return notFound(c, 'No such feed');
    const list = tag === all ? everything : await read(tag);
    const section = kind === 'news' ? t(lang, 'search.type.news') : t(lang, 'search.type.entertainment');
    const pagePath = kind === 'news' ? (tag === 'latest' ? '/news' : `/news/${tag}`) : '/entertainment';
    return xml(
      c,
      rssXml(
        {
          title: `${t(lang, 'brand.name')} | ${section}`,
          link: site(c, localizedPath(pagePath, lang)),
          description: t(lang, 'brand.description'),
          lang,
          self: site(c, c.req.path),
        },
        articleItems(c, list.data, lang),
      ),
    );
  }

  routes.get('/feeds/:lang{en|pa}/news.xml', (c) =>
    feedAnswer(c, () => listFeed(c, c.req.param('lang') as Lang, 'news', 'latest')),
  );
  routes.get('/feeds/:lang{en|pa}/news/:file{[a-z0-9-]+\\.xml}', (c) =>
    feedAnswer(c, () => listFeed(c, c.req.param('lang') as Lang, 'news', c.req.param('file').slice(0, -4))),
  );
  routes.get('/feeds/:lang{en|pa}/entertainment.xml', (c) =>
    feedAnswer(c, () => listFeed(c, c.req.param('lang') as Lang, 'entertainment', 'all')),
  );

  routes.get('/feeds/:lang{en|pa}/podcast/:file{[A-Za-z0-9-]+\\.xml}', (c) => feedAnswer(c, () => podcastFeed(c)));

  async function podcastFeed(c: Context<FeedEnv>) {
    const lang = c.req.param('lang') as Lang;
    const api = apiOf(c);
    const slug = (c.req.param('file') ?? '').slice(0, -4);
    // The show is asked for only once the list of every show names it: an unknown slug asks the
    // contract nothing, so no address of the feed's can make it remember (store) a 404.
    if (!(await api.get<ShowsResponse>('/api/shows')).data.some((s) => s.slug === slug))
      return notFound(c, 'No such podcast');
    const path = (page: number) => `/api/shows/${encodeURIComponent(slug)}?page=${page}`;
    const first: ShowResponse = normalizeShowResponse(await api.get<unknown>(path(1)));
    const episodes = [...first.episodes];
    for (let page = 2; page <= Math.min(first.count, PODCAST_PAGES); page++)
      episodes.push(...normalizeShowResponse(await api.get<unknown>(path(page))).episodes);
    const show = first.data;
    const showPath = `/shows/view/${show.slug}/1`;
    const items: RssItem[] = [];
    for (const e of episodes) {
      if (!e.soundLink) continue;
      const audio = e.soundLink.startsWith('/') ? site(c, e.soundLink) : e.soundLink;
      items.push({
        title: titleIn(e, lang),
        link: site(c, localizedPath(`/shows/view/${e.showId}/episode/${e.id}`, lang)),
        description: (lang === 'pa' && e.descriptionPa) || e.description,
        date: e.postDate,
        // Stable across titles, languages of the page and hosts: the episode's id.
        guid: `episode-${e.id}`,
        enclosure: { url: audio, type: audioType(e.soundLink), length: await audioLength(c.env.ASSETS, e.soundLink) },
        duration: e.duration,
        image: site(c, cardUrl(`/shows/view/${e.showId}/episode/${e.id}`, lang, titleIn(e, lang)).split('?')[0] ?? ''),
      });
    }
    const title = titleIn(show, lang);
    return xml(
      c,
      rssXml(
        {
          title,
          link: site(c, localizedPath(showPath, lang)),
          description: (lang === 'pa' && show.descriptionPa) || show.description,
          lang,
          self: site(c, c.req.path),
          podcast: {
            image: site(c, cardUrl(showPath, lang, title).split('?')[0] ?? ''),
            category: podcastCategory(show.type.title),
            author: t(lang, 'brand.name'),
          },
        },
        items,
      ),
    );
  }

  /** One language's list of a kind, newest first, up to SITEMAP_PAGES pages. */
  async function listed(c: Context<FeedEnv>, kind: 'news' | 'entertainment', lang: Lang): Promise<ArticleCard[]> {
    const base = `${kind === 'news' ? '/api/news/latest' : '/api/entertainments/all'}/${localeSegment(lang)}`;
    const api = apiOf(c);
    const first = await api.get<NewsListResponse>(`${base}?page=1`);
    const out = [...first.data];
    const pages = Math.min(first.meta.pagination.total_pages || 1, SITEMAP_PAGES);
    for (let p = 2; p <= pages; p++) out.push(...(await api.get<NewsListResponse>(`${base}?page=${p}`)).data);
    return out;
  }

  /**
   * Every post of a kind from both languages' lists (Punjabi-only posts are only in the Punjabi
   * one), once each, with the languages it is written in: the ones whose list has it.
   */
  async function articles(c: Context<FeedEnv>, kind: 'news' | 'entertainment') {
    const [en, pa] = await Promise.all([listed(c, kind, 'en'), listed(c, kind, 'pa')]);
    const bySlug = new Map<string, { card: ArticleCard; languages: Lang[] }>();
    for (const [lang, cards] of [
      ['en', en],
      ['pa', pa],
    ] as const)
      for (const card of cards) {
        const known = bySlug.get(card.slug);
        if (known) known.languages.push(lang);
        else bySlug.set(card.slug, { card, languages: [lang] });
      }
    return [...bySlug.values()].sort((a, b) => Date.parse(b.card.postDate) - Date.parse(a.card.postDate));
  }

  const href = (c: Context<FeedEnv>) => (path: string, lang: Lang) => site(c, localizedPath(path, lang));
  const TYPES = ['pages', 'news', 'entertainment', 'shows'] as const;

  routes.get('/sitemap.xml', (c) =>
    xml(
      c,
      sitemapIndexXml([
        ...TYPES.map((type) => ({ loc: site(c, `/sitemaps/${type}.xml`) })),
        { loc: site(c, '/sitemaps/news-recent.xml') },
      ]),
      'application/xml',
    ),
  );

  routes.get('/sitemaps/pages.xml', (c) =>
    xml(
      c,
      urlsetXml(
        ['/', '/news', '/entertainment', '/shows', '/hosts', '/events', '/featured', '/originals', '/about'].map(
          (path) => ({ path }),
        ),
        href(c),
      ),
      'application/xml',
    ),
  );

  routes.get('/sitemaps/:file{(?:news|entertainment)\\.xml}', async (c) => {
    const kind = c.req.param('file').slice(0, -4) as 'news' | 'entertainment';
    const urls = (await articles(c, kind)).map(({ card, languages }) => ({
      path: `/${kind}/post/${card.slug}`,
      lastmod: new Date(card.postDate).toISOString(),
      languages,
    }));
    return xml(c, urlsetXml(urls, href(c)), 'application/xml');
  });

  routes.get('/sitemaps/shows.xml', async (c) => {
    const api = apiOf(c);
    const shows = await api.get<ShowsResponse>('/api/shows');
    const urls: { path: string; lastmod?: string }[] = [];
    for (const s of shows.data) {
      urls.push({ path: `/shows/view/${s.slug}/1`, lastmod: new Date(s.postDate).toISOString() });
      const res = normalizeShowResponse(await api.get<unknown>(`/api/shows/${encodeURIComponent(s.slug)}?page=1`));
      for (const e of res.episodes)
        urls.push({ path: `/shows/view/${e.showId}/episode/${e.id}`, lastmod: new Date(e.postDate).toISOString() });
    }
    return xml(c, urlsetXml(urls, href(c)), 'application/xml');
  });

  // Google News reads only articles of the last two days.
  routes.get('/sitemaps/news-recent.xml', async (c) => {
    const since = Date.now() - 2 * 86_400_000;
    const recent = (await articles(c, 'news')).filter(({ card }) => Date.parse(card.postDate) >= since);
    const entries = recent.flatMap(({ card, languages }) =>
      languages.map((lang) => ({
        loc: site(c, localizedPath(`/news/post/${card.slug}`, lang)),
        lang,
        title: titleIn(card, lang),
        date: card.postDate,
      })),
    );
    return xml(c, newsSitemapXml(entries, t('en', 'brand.name')), 'application/xml');
  });

  routes.get('/robots.txt', (c) =>
    c.text(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${site(c, '/sitemap.xml')}`, ''].join('\n'),
      200,
      { 'cache-control': 'public, max-age=3600' },
    ),
  );

  return routes;
}
