/**
 * Feeds and sitemaps: RSS 2.0 for news (all and per category) and entertainment, a podcast feed
 * per show, /sitemap.xml (an index of per-type sitemaps with hreflang alternates), a news sitemap
 * of the last two days, and robots.txt. Every one reads the /api contract in-process, so the KV
 * cache and both content modes (embedded, proxied CMS) apply as for pages.
 */
import { type Context, Hono } from 'hono';
import type { Api } from '../../shared/api/client';
import { normalizeShowResponse } from '../../shared/format/show-fields';
import { t } from '../../shared/i18n/translate';
import { localeSegment } from '../../shared/loaders/post-list';
import type { ArticleCard, NewsListResponse, ShowResponse, ShowsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import type { Env } from '../env';
import { publicUrl } from '../render/head';
import { localizedPath } from '../../shared/routing/lang-path';
import { cardUrl } from '../share/card-url';
import { newsSitemapXml, type RssItem, rssXml, sitemapIndexXml, urlsetXml } from './xml';

type FeedEnv = { Bindings: Env };
type ApiOf = (c: Pick<Context<FeedEnv>, 'req' | 'env' | 'executionCtx'>) => Api;

const xml = (c: Context<FeedEnv>, body: string, type = 'application/rss+xml') =>
  c.body(body, 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=600' });

/** Pages of a list read for a sitemap (the newest first); older items stay reachable by links. */
const SITEMAP_PAGES = 5;
const PODCAST_PAGES = 20;

const titleIn = (a: { title: string; titlePa?: string }, lang: Lang) => (lang === 'pa' && a.titlePa) || a.title;
const introIn = (a: ArticleCard, lang: Lang) => (lang === 'pa' && a.introPa) || a.intro;

const AUDIO_TYPES: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg' };
const audioType = (url: string) => AUDIO_TYPES[/\.(\w+)(\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'audio/mpeg';

/** An audio file's size in bytes: from the assets for the site's own files, else 0 (RSS: unknown). */
async function audioLength(env: Env, url: string): Promise<number> {
  if (!url.startsWith('/')) return 0;
  const asset = `https://assets.local${url}`;
  const head = await env.ASSETS.fetch(new Request(asset, { method: 'HEAD' }));
  const length = Number(head.headers.get('content-length'));
  if (head.ok && length > 0) return length;
  // Some asset servers answer HEAD without a length: read the file once.
  const res = await env.ASSETS.fetch(new Request(asset));
  return res.ok ? (await res.arrayBuffer()).byteLength : 0;
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
    const list = await apiOf(c).get<NewsListResponse>(
      `${base}/${encodeURIComponent(tag)}/${localeSegment(lang)}?page=1`,
    );
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

  routes.get('/feeds/:lang{en|pa}/news.xml', (c) => listFeed(c, c.req.param('lang') as Lang, 'news', 'latest'));
  routes.get('/feeds/:lang{en|pa}/news/:file{[a-z0-9-]+\\.xml}', (c) =>
    listFeed(c, c.req.param('lang') as Lang, 'news', c.req.param('file').slice(0, -4)),
  );
  routes.get('/feeds/:lang{en|pa}/entertainment.xml', (c) =>
    listFeed(c, c.req.param('lang') as Lang, 'entertainment', 'all'),
  );

  routes.get('/feeds/:lang{en|pa}/podcast/:file{[A-Za-z0-9-]+\\.xml}', async (c) => {
    const lang = c.req.param('lang') as Lang;
    const api = apiOf(c);
    const path = (page: number) => `/api/shows/${encodeURIComponent(c.req.param('file').slice(0, -4))}?page=${page}`;
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
        enclosure: { url: audio, type: audioType(e.soundLink), length: await audioLength(c.env, e.soundLink) },
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
            category: 'News',
            author: t(lang, 'brand.name'),
          },
        },
        items,
      ),
    );
  });

  async function articles(c: Context<FeedEnv>, kind: 'news' | 'entertainment'): Promise<ArticleCard[]> {
    const base = kind === 'news' ? '/api/news/latest' : '/api/entertainments/all';
    const api = apiOf(c);
    const first = await api.get<NewsListResponse>(`${base}/en_us?page=1`);
    const out = [...first.data];
    const pages = Math.min(first.meta.pagination.total_pages || 1, SITEMAP_PAGES);
    for (let p = 2; p <= pages; p++) out.push(...(await api.get<NewsListResponse>(`${base}/en_us?page=${p}`)).data);
    return out;
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
    const list = await articles(c, kind);
    const urls = list.map((a) => ({ path: `/${kind}/post/${a.slug}`, lastmod: new Date(a.postDate).toISOString() }));
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
    const recent = (await articles(c, 'news')).filter((a) => Date.parse(a.postDate) >= since);
    const entries = recent.flatMap((a) =>
      (['en', 'pa'] as const)
        .filter((lang) => lang === 'en' || a.titlePa)
        .map((lang) => ({
          loc: site(c, localizedPath(`/news/post/${a.slug}`, lang)),
          lang,
          title: titleIn(a, lang),
          date: a.postDate,
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
