/**
 * The station's site as `npm run sim` models it: its pages in both languages, the /api answers
 * each page's render reads (the real loaders' paths: shared/loaders/), how often each is visited,
 * and the content behind the answers (a version per /api path, bumped by an edit).
 *
 * Assumed (change them here): 2,000 articles whose visits fall off with rank as Zipf (s = 1.1);
 * the home page 15 % of page views, the list pages 10 %, articles 75 %; 70 % of visits in English.
 */
import { cumulativeOf, pick } from './platform';

export interface Page {
  /** The page's address (the page cache's key is this, without any query). */
  path: string;
  /** The /api paths its render reads (and a browser's navigation to it fetches). */
  reads: string[];
}

const ARTICLES = 2000;
const ZIPF_S = 1.1;
const SHARES = { home: 0.15, lists: 0.1, articles: 0.75 };
const ENGLISH = 0.7;
const TAGS = ['latest', 'punjab', 'canada', 'world', 'sports', 'business'];

const article = (slug: string, lang: 'en' | 'pa'): Page => ({
  path: `${lang === 'pa' ? '/pa' : ''}/news/post/${slug}`,
  reads: [`/api/news/post/${slug}`, `/api/news/latest/${lang}`],
});

/** The slug of the article of popularity rank `rank` (0 is the most read). */
export const slugOf = (rank: number): string => `story-${rank}`;

/** A slug that was never published: its /api answer is a 404, its page the not-found page. */
export const junkSlug = (n: number): string => `no-such-story-${n}`;

export class Site {
  readonly pages: Page[] = [];
  private cumulative: Float64Array;
  private versions = new Map<string, number>();

  constructor() {
    const weights: number[] = [];
    for (const lang of ['en', 'pa'] as const) {
      const share = lang === 'en' ? ENGLISH : 1 - ENGLISH;
      const prefix = lang === 'pa' ? '/pa' : '';
      this.add({ path: prefix || '/', reads: ['/api/home'] }, weights, SHARES.home * share);
      this.add({ path: `${prefix}/news`, reads: ['/api/news'] }, weights, (SHARES.lists * share) / 2);
      for (const tag of TAGS) {
        const page = { path: `${prefix}/news/${tag}`, reads: [`/api/news/${tag}/${lang}`] };
        this.add(page, weights, (SHARES.lists * share) / 2 / TAGS.length);
      }
      const zipf = Array.from({ length: ARTICLES }, (_, r) => 1 / (r + 1) ** ZIPF_S);
      const total = zipf.reduce((a, b) => a + b, 0);
      zipf.forEach((w, r) => {
        this.add(article(slugOf(r), lang), weights, (SHARES.articles * share * w) / total);
      });
    }
    this.cumulative = cumulativeOf(weights);
    this.versions.set('/api/settings', 1);
  }

  private add(page: Page, weights: number[], weight: number): void {
    this.pages.push(page);
    weights.push(weight);
    for (const path of page.reads) this.versions.set(path, 1);
  }

  /** A page drawn by popularity, for a uniform draw `u`. */
  visit(u: number): Page {
    return this.pages[pick(this.cumulative, u)] as Page;
  }

  /** Share of all page views that goes to the article page of `slug` in English. */
  shareOf(path: string): number {
    const i = this.pages.findIndex((p) => p.path === path);
    const before = i > 0 ? (this.cumulative[i - 1] ?? 0) : 0;
    return ((this.cumulative[i] ?? 0) - before) / (this.cumulative[this.cumulative.length - 1] ?? 1);
  }

  /** The article page of `slug` (English unless `lang`). */
  article(slug: string, lang: 'en' | 'pa' = 'en'): Page {
    return article(slug, lang);
  }

  /** Publishes an article that was not on the site (the breaking story). */
  publish(slug: string): void {
    for (const lang of ['en', 'pa'] as const) for (const path of article(slug, lang).reads) this.versions.set(path, 1);
  }

  /** The content's version behind an /api path; null when there is none (a 404). */
  version(path: string): number | null {
    return this.versions.get(path) ?? null;
  }

  /** An edit of the content behind `path`; returns its new version. */
  edit(path: string): number {
    const next = (this.versions.get(path) ?? 0) + 1;
    this.versions.set(path, next);
    return next;
  }

  /** Every page's address, as the sitemaps list them (both languages). */
  sitemap(): Page[] {
    return this.pages;
  }
}
