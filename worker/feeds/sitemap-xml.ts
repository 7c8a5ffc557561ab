/**
 * The sitemap documents: a urlset with hreflang alternates and image entries, the index, and
 * Google's news sitemap, each a plain object written by `xmlDocument` (xml-writer.ts), which
 * escapes every text and attribute. A urlset keeps to the protocol's limits whatever the content
 * (https://www.sitemaps.org/protocol.html: at most 50,000 URLs and 50 MB uncompressed per file,
 * each URL under 2,048 characters): a longer address is left out, and past a limit the oldest
 * entries (the lists come newest first) are dropped and logged.
 */
import { pageVersions } from '../../shared/routing/page-versions';
import { shahmukhiPath } from '../../shared/routing/reading-path';
import type { Lang } from '../../shared/types/content';
import { type XmlElement, xmlDocument } from './xml-writer';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps */
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

export interface SitemapLimits {
  /** `<url>` elements per file. */
  urls: number;
  /** Bytes of the whole document, uncompressed. */
  bytes: number;
  /** Characters of one address. */
  loc: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024, loc: 2047 };

export interface SitemapUrl {
  /** The page's path (English); its language URLs are written with hreflang alternates. */
  path: string;
  lastmod?: string;
  /** The languages its content is written in, when not both (a one-language post). */
  languages?: Lang[];
  /** The page's lead picture, absolute: an image sitemap entry. */
  image?: string;
  /** Its Punjabi version has a Shahmukhi reading (issue 30): listed too, `hreflang="pa-Arab"`. */
  reading?: boolean;
}

/** The absolute address of the Shahmukhi reading of a Punjabi page's absolute address. */
function readingHref(paHref: string): string {
  const url = new URL(paHref);
  url.pathname = shahmukhiPath(url.pathname);
  return url.href;
}

/** One page's `<url>` elements: once per language it is written in, each with every alternate. */
function urlElements(u: SitemapUrl, href: (path: string, lang: Lang) => string): XmlElement[] {
  const { alternates } = pageVersions('en', u.languages);
  const links = alternates.map((alt) => ({ hreflang: alt.hreflang as string, href: href(u.path, alt.lang) }));
  const reading = u.reading ? readingHref(href(u.path, 'pa')) : null;
  if (reading) links.push({ hreflang: 'pa-Arab', href: reading });
  const locs = alternates.filter((a) => a.hreflang !== 'x-default').map(({ lang }) => href(u.path, lang));
  return [...locs, ...(reading ? [reading] : [])].map((loc) => ({
    loc,
    lastmod: u.lastmod || undefined,
    'xhtml:link': links.map((l) => ({ '@rel': 'alternate', '@hreflang': l.hreflang, '@href': l.href })),
    'image:image': u.image ? { 'image:loc': u.image } : undefined,
  }));
}

const urlsetDocument = (url: XmlElement[]) =>
  xmlDocument({
    urlset: {
      '@xmlns': SITEMAP_NS,
      '@xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      '@xmlns:image': IMAGE_NS,
      url,
    },
  });

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Every address of the page under the length limit, its alternates' and picture's included. */
const withinLength = (u: SitemapUrl, href: (path: string, lang: Lang) => string, max: number) =>
  (u.image ?? '').length <= max && (['en', 'pa'] as const).every((lang) => href(u.path, lang).length <= max);

/**
 * A sitemap whose every page appears once per language it is written in, each with the same
 * hreflang alternates as the page's head (pageVersions): a one-language post is listed once, and a
 * path given twice is listed the first time only.
 */
export function urlsetXml(
  urls: SitemapUrl[],
  href: (path: string, lang: Lang) => string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): string {
  const seen = new Set<string>();
  // A page once, however many ways it was found (a tag named like a list page, a series like a channel).
  const once = urls.filter((u) => seen.size < seen.add(u.path).size);
  const all = once.filter((u) => withinLength(u, href, limits.loc)).flatMap((u) => urlElements(u, href));
  let kept = Math.min(all.length, limits.urls);
  let xml = urlsetDocument(all.slice(0, kept));
  // Past the size limit, cut in proportion (with a margin) until it fits: two rounds at most in practice.
  for (let bytes = byteLength(xml); bytes > limits.bytes && kept > 0; bytes = byteLength(xml)) {
    kept = Math.min(kept - 1, Math.floor((kept * limits.bytes * 0.98) / bytes));
    xml = urlsetDocument(all.slice(0, kept));
  }
  if (kept < all.length)
    console.warn(`sitemap: ${all.length - kept} of ${all.length} addresses over the limits left out`);
  return xml;
}

/** The sitemap index. */
export function sitemapIndexXml(sitemaps: { loc: string; lastmod?: string }[]): string {
  return xmlDocument({
    sitemapindex: {
      '@xmlns': SITEMAP_NS,
      sitemap: sitemaps.map((s) => ({ loc: s.loc, lastmod: s.lastmod || undefined })),
    },
  });
}

/** Google's news sitemap: one entry per article and language. */
export function newsSitemapXml(
  articles: { loc: string; lang: Lang; title: string; date: string }[],
  publication: string,
): string {
  return xmlDocument({
    urlset: {
      '@xmlns': SITEMAP_NS,
      '@xmlns:news': 'http://www.google.com/schemas/sitemap-news/0.9',
      url: articles.map((a) => ({
        loc: a.loc,
        'news:news': {
          'news:publication': { 'news:name': publication, 'news:language': a.lang },
          'news:publication_date': new Date(a.date).toISOString(),
          'news:title': a.title,
        },
      })),
    },
  });
}
