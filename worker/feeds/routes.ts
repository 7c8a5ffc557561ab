/**
 * Feeds and sitemaps: RSS 2.0 for news (all and per category) and entertainment, a podcast feed
 * per show, /sitemap.xml (an index of per-type sitemaps with hreflang alternates), a news sitemap
 * of the last two days, and robots.txt. Every one reads the /api contract in-process, so the KV
 * cache and both content modes (embedded, proxied CMS) apply as for pages. This file only wires
 * the addresses: rss-feeds.ts and sitemaps.ts build the documents.
 */
import { Hono } from 'hono';
import type { Lang } from '../../shared/types/content';
import { type ApiOf, type FeedEnv, feedAnswer, siteOf } from './answer';
import { listFeed, podcastFeed } from './rss-feeds';
import { robotsTxt, SITEMAP_TYPES, type SitemapType } from './sitemap-entries';
import { type ContentPages, recentNewsSitemap, sitemapIndex, typeSitemap } from './sitemaps';

/** The news sitemap of the last two days, beside the types' sitemaps. */
const RECENT = 'news-recent';

/**
 * `/sitemaps/{type}.xml` for every type of the index, and the recent news: one pattern, because
 * Hono's RegExpRouter takes no fixed address beside a parameter with a pattern at the same place,
 * and one such pair makes the whole app fall back to the TrieRouter, ~4 % of an uncached page's
 * CPU (tests/worker/router.test.ts).
 */
const SITEMAP_FILE = `:file{(?:${[...SITEMAP_TYPES, RECENT].join('|')})\\.xml}`;

/**
 * `contentPages` finds the content pages of pages.xml (sitemap-content.ts, which worker/index.ts
 * passes): it reads them with the route table's loaders, which this module does not import.
 */
export function feedRoutes(apiOf: ApiOf, contentPages: ContentPages) {
  const routes = new Hono<FeedEnv>();

  routes.get('/feeds/:lang{en|pa}/news.xml', (c) =>
    feedAnswer(c, () => listFeed(c, apiOf(c), c.req.param('lang') as Lang, 'news', 'latest')),
  );
  routes.get('/feeds/:lang{en|pa}/news/:file{[a-z0-9-]+\\.xml}', (c) =>
    feedAnswer(c, () => listFeed(c, apiOf(c), c.req.param('lang') as Lang, 'news', c.req.param('file').slice(0, -4))),
  );
  routes.get('/feeds/:lang{en|pa}/entertainment.xml', (c) =>
    feedAnswer(c, () => listFeed(c, apiOf(c), c.req.param('lang') as Lang, 'entertainment', 'all')),
  );
  routes.get('/feeds/:lang{en|pa}/podcast/:file{[A-Za-z0-9-]+\\.xml}', (c) =>
    feedAnswer(c, () => podcastFeed(c, apiOf(c), c.req.param('lang') as Lang, c.req.param('file') ?? '')),
  );

  routes.get('/sitemap.xml', (c) => sitemapIndex(c));
  routes.get(`/sitemaps/${SITEMAP_FILE}`, (c) => {
    const file = (c.req.param('file') ?? '').slice(0, -4);
    return feedAnswer(c, () =>
      file === RECENT ? recentNewsSitemap(c, apiOf(c)) : typeSitemap(c, apiOf(c), file as SitemapType, contentPages),
    );
  });

  routes.get('/robots.txt', (c) =>
    c.text(robotsTxt(siteOf(c)('/sitemap.xml')), 200, { 'cache-control': 'public, max-age=3600' }),
  );

  return routes;
}
