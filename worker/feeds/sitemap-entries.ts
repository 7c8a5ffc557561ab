/**
 * What the sitemaps and robots.txt list, from contract answers: pure, so the merge of both
 * languages' lists and each document's addresses are tested without a request. Content's slugs
 * are escaped as path segments (a CMS slug may hold any character), so every address is a URL.
 */
import { APP_COMING_PATH } from '../../shared/constants';
import { CONTACT_TYPES, ORIGINALS_CHANNELS } from '../../shared/content-kinds';
import { localizedPath } from '../../shared/routing/lang-path';
import { writtenInGurmukhi } from '../../shared/routing/reading-path';
import type { Episode, FeaturedItem, HostListItem, OriginalsResponse, Show, TagRef } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { shareImageOf } from '../share/share-image';
import type { SiteUrl } from './answer';
import { type ArticleKind, titleIn } from './rss-items';
import type { SitemapUrl } from './sitemap-xml';

/**
 * The per-type sitemaps the index lists (besides the news sitemap of the last two days), in order;
 * sitemap-routes.ts says which one lists each route. Here, not there: the feeds' routes (which the
 * fuzz loads in Node) must not import the route table and with it the whole client.
 */
export const SITEMAP_TYPES = ['pages', 'news', 'entertainment', 'shows', 'hosts', 'featured', 'originals'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** The site's list pages, listed in /sitemaps/pages.xml before the categories and content pages. */
export const FIXED_PAGES = [
  '/',
  '/news',
  '/news/latest',
  '/entertainment',
  '/shows',
  '/radio/fm',
  '/radio/hd2',
  '/hosts',
  '/events',
  '/featured',
  '/originals',
  APP_COMING_PATH,
];

/** The contact form and each contact type's. */
export const CONTACT_PAGES = ['/contact', ...CONTACT_TYPES.map((type) => `/contact/${type}`)];

/** A content value as one path segment. */
const segment = (value: string | number) => encodeURIComponent(String(value));

/** A post once, with the languages it is written in: the ones whose list has it. */
interface ListedArticle<C> {
  card: C;
  languages: Lang[];
}
type Dated = { slug: string; postDate: string };

/** A page's address in a language, absolute: how every sitemap writes its URLs. */
export const hrefOf =
  (site: SiteUrl) =>
  (path: string, lang: Lang): string =>
    site(localizedPath(path, lang));

/**
 * A page's lead picture for the image sitemap, absolute: the raster one where there is one (the
 * JPEG drawn beside a generated SVG, as og:image uses), else the picture itself.
 */
export function leadImage(image: string | undefined, site: SiteUrl): string | undefined {
  const url = shareImageOf(image)?.url ?? image;
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? site(url) : undefined;
}

/** The index's entries: one per type, then the recent news. */
export function sitemapIndexEntries(site: SiteUrl) {
  return [
    ...SITEMAP_TYPES.map((type) => ({ loc: site(`/sitemaps/${type}.xml`) })),
    { loc: site('/sitemaps/news-recent.xml') },
  ];
}

/**
 * Every post from both languages' lists (Punjabi-only posts are only in the Punjabi one), once
 * each with its languages, newest first.
 */
export function mergeLanguages<C extends Dated>(en: C[], pa: C[]): ListedArticle<C>[] {
  const bySlug = new Map<string, ListedArticle<C>>();
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

export const articleUrls = (
  kind: ArticleKind,
  articles: ListedArticle<Dated & { image?: string }>[],
  site: SiteUrl,
): SitemapUrl[] =>
  articles.map(({ card, languages }) => ({
    path: `/${kind}/post/${segment(card.slug)}`,
    lastmod: isoDate(card.postDate),
    languages,
    // A post in the Punjabi list is written in Punjabi: its Shahmukhi reading is a page too (issue 30).
    ...(languages.includes('pa') ? { reading: true } : {}),
    image: leadImage(card.image, site),
  }));

/** An ISO date, or nothing for a date that does not parse (lastmod is optional; a wrong one is not). */
function isoDate(value: string | undefined): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A category page per tag: `/news/{tag}` (not the entertainment tag, which has its own pages). */
export const categoryUrls = (kind: ArticleKind, tags: Pick<TagRef, 'slug'>[]): SitemapUrl[] =>
  tags
    .filter((tag) => !(kind === 'news' && tag.slug === 'entertainment'))
    .map((tag) => ({ path: `/${kind}/${segment(tag.slug)}` }));

export const hostUrls = (hosts: Pick<HostListItem, 'slug'>[]): SitemapUrl[] =>
  hosts.map((h) => ({ path: `/hosts/view/${segment(h.slug)}` }));

export const featuredUrls = (
  items: Pick<FeaturedItem, 'id' | 'postDate' | 'image' | 'titlePa'>[],
  site: SiteUrl,
): SitemapUrl[] =>
  items.map((f) => ({
    path: `/featured/post/${segment(f.id)}`,
    lastmod: isoDate(f.postDate),
    // A story whose Punjabi title is in Gurmukhi has a Shahmukhi reading (issue 30), as its page says.
    ...(f.titlePa && writtenInGurmukhi(f.titlePa) ? { reading: true } : {}),
    image: leadImage(f.image, site),
  }));

/** The three channels' pages, then every series the originals list, once each. */
export function originalsUrls(originals: OriginalsResponse): SitemapUrl[] {
  const series = new Set(originals.data.flatMap((category) => category.series.map((s) => s.slug)));
  return [
    ...ORIGINALS_CHANNELS.map((channel) => ({ path: `/originals/${channel}` })),
    ...[...series].map((slug) => ({ path: `/originals/${segment(slug)}` })),
  ];
}

/** A show's page, then its episodes' pages. */
export function showUrls(
  show: Pick<Show, 'slug' | 'postDate'>,
  episodes: Pick<Episode, 'id' | 'showId' | 'postDate'>[],
): SitemapUrl[] {
  return [
    { path: `/shows/view/${segment(show.slug)}/1`, lastmod: isoDate(show.postDate) },
    ...episodes.map((e) => ({
      path: `/shows/view/${segment(e.showId)}/episode/${segment(e.id)}`,
      lastmod: isoDate(e.postDate),
    })),
  ];
}

/** Google News reads only articles of the last two days: one entry per article and language. */
export function recentNewsEntries(
  articles: ListedArticle<Dated & { title: string; titlePa?: string }>[],
  now: number,
  site: SiteUrl,
) {
  const since = now - 2 * 86_400_000;
  return articles
    .filter(({ card }) => Date.parse(card.postDate) >= since)
    .flatMap(({ card, languages }) =>
      languages.map((lang) => ({
        loc: site(localizedPath(`/news/post/${segment(card.slug)}`, lang)),
        lang,
        title: titleIn(card, lang),
        date: card.postDate,
      })),
    );
}

export const robotsTxt = (sitemap: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${sitemap}`, ''].join('\n');
