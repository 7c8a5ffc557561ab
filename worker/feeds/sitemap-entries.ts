/**
 * What the sitemaps and robots.txt list, from contract answers: pure, so the merge of both
 * languages' lists and each document's addresses are tested without a request.
 */
import { localizedPath } from '../../shared/routing/lang-path';
import type { Episode, Show } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import type { SiteUrl } from './answer';
import { type ArticleKind, titleIn } from './rss-items';
import type { SitemapUrl } from './xml';

/** The per-type sitemaps the index lists, besides the news sitemap of the last two days. */
const SITEMAP_TYPES = ['pages', 'news', 'entertainment', 'shows'] as const;

/** The site's fixed pages, listed in /sitemaps/pages.xml. */
export const FIXED_PAGES = [
  '/',
  '/news',
  '/entertainment',
  '/shows',
  '/hosts',
  '/events',
  '/featured',
  '/originals',
  '/about',
];

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

export const articleUrls = (kind: ArticleKind, articles: ListedArticle<Dated>[]): SitemapUrl[] =>
  articles.map(({ card, languages }) => ({
    path: `/${kind}/post/${card.slug}`,
    lastmod: new Date(card.postDate).toISOString(),
    languages,
  }));

/** A show's page, then its episodes' pages. */
export function showUrls(
  show: Pick<Show, 'slug' | 'postDate'>,
  episodes: Pick<Episode, 'id' | 'showId' | 'postDate'>[],
): SitemapUrl[] {
  return [
    { path: `/shows/view/${show.slug}/1`, lastmod: new Date(show.postDate).toISOString() },
    ...episodes.map((e) => ({
      path: `/shows/view/${e.showId}/episode/${e.id}`,
      lastmod: new Date(e.postDate).toISOString(),
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
        loc: site(localizedPath(`/news/post/${card.slug}`, lang)),
        lang,
        title: titleIn(card, lang),
        date: card.postDate,
      })),
    );
}

export const robotsTxt = (sitemap: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${sitemap}`, ''].join('\n');
