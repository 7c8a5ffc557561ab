/**
 * The sitemap documents, read through the contract: the index, the fixed pages, every post of a
 * kind (both languages' lists merged), every show with its first page of episodes, and the news
 * of the last two days for Google News.
 */
import type { Api } from '../../shared/api/client';
import { t } from '../../shared/i18n/translate';
import { normalizeShowResponse } from '../../shared/format/show-fields';
import { localeSegment } from '../../shared/loaders/post-list';
import type { ArticleCard, NewsListResponse, ShowsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { type FeedContext, siteOf, xmlAnswer } from './answer';
import type { ArticleKind } from './rss-items';
import {
  articleUrls,
  FIXED_PAGES,
  hrefOf,
  mergeLanguages,
  recentNewsEntries,
  showUrls,
  sitemapIndexEntries,
} from './sitemap-entries';
import { newsSitemapXml, type SitemapUrl, sitemapIndexXml, urlsetXml } from './xml';

/**
 * Pages of a list read for a sitemap, per language (the newest first: 10 a page, so the newest
 * 300 posts of each kind and language); older items stay reachable by links. README says it.
 */
const SITEMAP_PAGES = 30;

const sitemapAnswer = (c: FeedContext, body: string) => xmlAnswer(c, body, 'application/xml');
const urlsetAnswer = (c: FeedContext, urls: SitemapUrl[]) => sitemapAnswer(c, urlsetXml(urls, hrefOf(siteOf(c))));

/** One language's list of a kind, newest first, up to SITEMAP_PAGES pages. */
async function listed(api: Api, kind: ArticleKind, lang: Lang): Promise<ArticleCard[]> {
  const base = `${kind === 'news' ? '/api/news/latest' : '/api/entertainments/all'}/${localeSegment(lang)}`;
  const first = await api.get<NewsListResponse>(`${base}?page=1`);
  const out = [...first.data];
  const pages = Math.min(first.meta.pagination.total_pages || 1, SITEMAP_PAGES);
  for (let p = 2; p <= pages; p++) out.push(...(await api.get<NewsListResponse>(`${base}?page=${p}`)).data);
  return out;
}

const articles = async (api: Api, kind: ArticleKind) =>
  mergeLanguages(...(await Promise.all([listed(api, kind, 'en'), listed(api, kind, 'pa')])));

export const sitemapIndex = (c: FeedContext) => sitemapAnswer(c, sitemapIndexXml(sitemapIndexEntries(siteOf(c))));

export const pagesSitemap = (c: FeedContext) =>
  urlsetAnswer(
    c,
    FIXED_PAGES.map((path) => ({ path })),
  );

export const articleSitemap = async (c: FeedContext, api: Api, kind: ArticleKind) =>
  urlsetAnswer(c, articleUrls(kind, await articles(api, kind)));

export async function showsSitemap(c: FeedContext, api: Api) {
  const shows = await api.get<ShowsResponse>('/api/shows');
  const urls: SitemapUrl[] = [];
  for (const s of shows.data) {
    const res = normalizeShowResponse(await api.get<unknown>(`/api/shows/${encodeURIComponent(s.slug)}?page=1`));
    urls.push(...showUrls(s, res.episodes));
  }
  return urlsetAnswer(c, urls);
}

export async function recentNewsSitemap(c: FeedContext, api: Api) {
  const now = Date.now();
  const entries = recentNewsEntries(await articles(api, 'news'), now, siteOf(c));
  return sitemapAnswer(c, newsSitemapXml(entries, t('en', 'brand.name')));
}
