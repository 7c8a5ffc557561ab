/**
 * The sitemap documents, read through the contract: the index, the site's pages (list pages,
 * categories, contact forms and content pages), every post of a kind (both languages' lists
 * merged), every show with its first page of episodes, the hosts, the featured stories, the
 * originals, and the news of the last two days for Google News.
 */
import type { Api } from '../../shared/api/client';
import { t } from '../../shared/i18n/translate';
import { normalizeShowResponse } from '../../shared/format/show-fields';
import { localeSegment } from '../../shared/loaders/post-list';
import type {
  ArticleCard,
  EntertainmentGroupedResponse,
  FeaturedListResponse,
  HostsResponse,
  NewsGroupedResponse,
  NewsListResponse,
  OriginalsResponse,
  ShowsResponse,
} from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { type FeedContext, siteOf, xmlAnswer } from './answer';
import type { ArticleKind } from './rss-items';
import {
  articleUrls,
  categoryUrls,
  FIXED_PAGES,
  featuredUrls,
  hostUrls,
  hrefOf,
  mergeLanguages,
  originalsUrls,
  recentNewsEntries,
  showUrls,
  sitemapIndexEntries,
  type SitemapType,
} from './sitemap-entries';
import { newsSitemapXml, type SitemapUrl, sitemapIndexXml, urlsetXml } from './sitemap-xml';

/**
 * Pages of a list read for a sitemap, per language (the newest first: 10 a page, so the newest
 * 300 posts of each kind and language); older items stay reachable by links. README says it.
 */
const SITEMAP_PAGES = 30;

const sitemapAnswer = (c: FeedContext, body: string) => xmlAnswer(c, body, 'application/xml');
const urlsetAnswer = (c: FeedContext, urls: SitemapUrl[]) => sitemapAnswer(c, urlsetXml(urls, hrefOf(siteOf(c))));

/** Every page of a paged list, up to SITEMAP_PAGES: `count` is the list's number of pages. */
async function allPages<T>(read: (page: number) => Promise<T>, count: (first: T) => number): Promise<T[]> {
  const first = await read(1);
  const rest = Array.from({ length: Math.min(count(first) || 1, SITEMAP_PAGES) - 1 }, (_, i) => read(i + 2));
  return [first, ...(await Promise.all(rest))];
}

/** One language's list of a kind, newest first, up to SITEMAP_PAGES pages. */
async function listed(api: Api, kind: ArticleKind, lang: Lang): Promise<ArticleCard[]> {
  const base = `${kind === 'news' ? '/api/news/latest' : '/api/entertainments/all'}/${localeSegment(lang)}`;
  const pages = await allPages(
    (p) => api.get<NewsListResponse>(`${base}?page=${p}`),
    (first) => first.meta.pagination.total_pages,
  );
  return pages.flatMap((p) => p.data);
}

const articles = async (api: Api, kind: ArticleKind) =>
  mergeLanguages(...(await Promise.all([listed(api, kind, 'en'), listed(api, kind, 'pa')])));

export const sitemapIndex = (c: FeedContext) => sitemapAnswer(c, sitemapIndexXml(sitemapIndexEntries(siteOf(c))));

/** The contact forms and content pages of pages.xml, found through the route table's loaders. */
export type ContentPages = (api: Api) => Promise<SitemapUrl[]>;

/** The list pages, each kind's categories, then the contact forms and content pages. */
async function pageUrls(api: Api, contentPages: ContentPages): Promise<SitemapUrl[]> {
  const [news, entertainment, content] = await Promise.all([
    api.get<NewsGroupedResponse>('/api/news'),
    api.get<EntertainmentGroupedResponse>('/api/entertainments'),
    contentPages(api),
  ]);
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...categoryUrls('news', news.meta.tags),
    ...categoryUrls('entertainment', entertainment.meta.tags),
    ...content,
  ];
}

async function showsUrls(api: Api): Promise<SitemapUrl[]> {
  const shows = await api.get<ShowsResponse>('/api/shows');
  const perShow = await Promise.all(
    shows.data.map(async (s) => {
      const res = normalizeShowResponse(await api.get<unknown>(`/api/shows/${encodeURIComponent(s.slug)}?page=1`));
      return showUrls(s, res.episodes);
    }),
  );
  return perShow.flat();
}

/** Each sitemap's addresses, read through the contract. */
const URLS_OF: Record<SitemapType, (api: Api, c: FeedContext, content: ContentPages) => Promise<SitemapUrl[]>> = {
  pages: (api, _c, content) => pageUrls(api, content),
  news: async (api, c) => articleUrls('news', await articles(api, 'news'), siteOf(c)),
  entertainment: async (api, c) => articleUrls('entertainment', await articles(api, 'entertainment'), siteOf(c)),
  shows: showsUrls,
  hosts: async (api) => {
    const pages = await allPages(
      (p) => api.get<HostsResponse>(`/api/host?page=${p}`),
      (first) => first.count,
    );
    return hostUrls(pages.flatMap((p) => p.data));
  },
  featured: async (api, c) => {
    const pages = await allPages(
      (p) => api.get<FeaturedListResponse>(`/api/featured?page=${p}`),
      (f) => f.count,
    );
    return featuredUrls(
      pages.flatMap((p) => p.data),
      siteOf(c),
    );
  },
  originals: async (api) => originalsUrls(await api.get<OriginalsResponse>('/api/connectOriginals')),
};

export const typeSitemap = async (c: FeedContext, api: Api, type: SitemapType, content: ContentPages) =>
  urlsetAnswer(c, await URLS_OF[type](api, c, content));

export async function recentNewsSitemap(c: FeedContext, api: Api) {
  const now = Date.now();
  const entries = recentNewsEntries(await articles(api, 'news'), now, siteOf(c));
  return sitemapAnswer(c, newsSitemapXml(entries, t('en', 'brand.name')));
}
