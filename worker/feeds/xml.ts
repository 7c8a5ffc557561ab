/**
 * The feeds and sitemaps are written with xmlbuilder2 (4.0.3): it escapes text and attributes and
 * declares namespaces, so no content (a title with `&` or `<`, a Gurmukhi description) can break
 * a document the way string templates can. One small builder per document type.
 */
import { create } from 'xmlbuilder2';
import { pageVersions } from '../../shared/routing/page-versions';
import type { Lang } from '../../shared/types/content';

type Node = ReturnType<typeof create>;

export interface RssItem {
  title: string;
  link: string;
  description: string;
  date: string;
  guid: string;
  /** Absolute URL and type of the item's image or audio. */
  enclosure?: { url: string; type: string; length: number };
  /** Podcast items: seconds and image. */
  duration?: number;
  image?: string;
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  lang: Lang;
  self: string;
  /** Podcast channels: artwork, category, explicitness, author. */
  podcast?: { image: string; category: string; author: string };
}

const hms = (s: number) =>
  [Math.floor(s / 3600), Math.floor((s % 3600) / 60), Math.floor(s % 60)]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/** An RSS 2.0 document; with `podcast` set, the iTunes tags Apple Podcasts and Spotify read. */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
    ...(channel.podcast ? { 'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd' } : {}),
  });
  const ch = doc.ele('channel');
  ch.ele('title').txt(channel.title);
  ch.ele('link').txt(channel.link);
  ch.ele('description').txt(channel.description);
  ch.ele('language').txt(channel.lang === 'pa' ? 'pa' : 'en');
  ch.ele('atom:link', { href: channel.self, rel: 'self', type: 'application/rss+xml' });
  if (channel.podcast) {
    ch.ele('itunes:image', { href: channel.podcast.image });
    ch.ele('itunes:category', { text: channel.podcast.category });
    ch.ele('itunes:explicit').txt('false');
    ch.ele('itunes:author').txt(channel.podcast.author);
    ch.ele('image')
      .ele('url')
      .txt(channel.podcast.image)
      .up()
      .ele('title')
      .txt(channel.title)
      .up()
      .ele('link')
      .txt(channel.link);
  }
  for (const item of items) {
    const it = ch.ele('item');
    it.ele('title').txt(item.title);
    it.ele('link').txt(item.link);
    it.ele('description').txt(item.description);
    it.ele('pubDate').txt(new Date(item.date).toUTCString());
    it.ele('guid', { isPermaLink: 'false' }).txt(item.guid);
    if (item.enclosure)
      it.ele('enclosure', {
        url: item.enclosure.url,
        length: String(item.enclosure.length),
        type: item.enclosure.type,
      });
    if (item.duration !== undefined) it.ele('itunes:duration').txt(hms(item.duration));
    if (item.image) it.ele('itunes:image', { href: item.image });
    if (channel.podcast) it.ele('itunes:explicit').txt('false');
  }
  return doc.end({ prettyPrint: false });
}

export interface SitemapUrl {
  /** The page's path (English); its language URLs are written with hreflang alternates. */
  path: string;
  lastmod?: string;
  /** The languages its content is written in, when not both (a one-language post). */
  languages?: Lang[];
}

/**
 * A sitemap whose every page appears once per language it is written in, each with the same
 * hreflang alternates as the page's head (pageVersions): a one-language post is listed once.
 */
export function urlsetXml(urls: SitemapUrl[], href: (path: string, lang: Lang) => string): string {
  const set = create({ version: '1.0', encoding: 'UTF-8' }).ele('urlset', {
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
    'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
  });
  for (const u of urls) {
    const { alternates } = pageVersions('en', u.languages);
    for (const { lang } of alternates.filter((a) => a.hreflang !== 'x-default')) {
      const url = set.ele('url');
      url.ele('loc').txt(href(u.path, lang));
      if (u.lastmod) url.ele('lastmod').txt(u.lastmod);
      for (const alt of alternates)
        url.ele('xhtml:link', { rel: 'alternate', hreflang: alt.hreflang, href: href(u.path, alt.lang) });
    }
  }
  return set.end({ prettyPrint: false });
}

/** The sitemap index. */
export function sitemapIndexXml(sitemaps: { loc: string; lastmod?: string }[]): string {
  const idx: Node = create({ version: '1.0', encoding: 'UTF-8' }).ele('sitemapindex', {
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  });
  for (const s of sitemaps) {
    const e = idx.ele('sitemap');
    e.ele('loc').txt(s.loc);
    if (s.lastmod) e.ele('lastmod').txt(s.lastmod);
  }
  return idx.end({ prettyPrint: false });
}

/** Google's news sitemap: one entry per article and language. */
export function newsSitemapXml(
  articles: { loc: string; lang: Lang; title: string; date: string }[],
  publication: string,
): string {
  const set = create({ version: '1.0', encoding: 'UTF-8' }).ele('urlset', {
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
    'xmlns:news': 'http://www.google.com/schemas/sitemap-news/0.9',
  });
  for (const a of articles) {
    const news = set.ele('url').ele('loc').txt(a.loc).up().ele('news:news');
    news.ele('news:publication').ele('news:name').txt(publication).up().ele('news:language').txt(a.lang);
    news.ele('news:publication_date').txt(new Date(a.date).toISOString());
    news.ele('news:title').txt(a.title);
  }
  return set.end({ prettyPrint: false });
}
