/**
 * The RSS and podcast feeds (the sitemaps are sitemap-xml.ts), each a plain object written by
 * `xmlDocument` (xml-writer.ts), which escapes every text and attribute: no content can break a
 * document the way string templates can.
 */
import type { Lang } from '../../shared/types/content';
import { type XmlElement, xmlDocument } from './xml-writer';

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

/** The channel's iTunes tags and artwork, which Apple Podcasts and Spotify read. */
const podcastTags = (channel: RssChannel, podcast: NonNullable<RssChannel['podcast']>): XmlElement => ({
  'itunes:image': { '@href': podcast.image },
  'itunes:category': { '@text': podcast.category },
  'itunes:explicit': 'false',
  'itunes:author': podcast.author,
  image: { url: podcast.image, title: channel.title, link: channel.link },
});

const rssItem = (item: RssItem, podcast: boolean): XmlElement => ({
  title: item.title,
  link: item.link,
  description: item.description,
  pubDate: new Date(item.date).toUTCString(),
  guid: { '@isPermaLink': 'false', '#text': item.guid },
  enclosure: item.enclosure && {
    '@url': item.enclosure.url,
    '@length': String(item.enclosure.length),
    '@type': item.enclosure.type,
  },
  'itunes:duration': item.duration === undefined ? undefined : hms(item.duration),
  'itunes:image': item.image ? { '@href': item.image } : undefined,
  'itunes:explicit': podcast ? 'false' : undefined,
});

/** An RSS 2.0 document; with `podcast` set, the iTunes tags Apple Podcasts and Spotify read. */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  const { podcast } = channel;
  return xmlDocument({
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@xmlns:itunes': podcast ? 'http://www.itunes.com/dtds/podcast-1.0.dtd' : undefined,
      channel: {
        title: channel.title,
        link: channel.link,
        description: channel.description,
        language: channel.lang === 'pa' ? 'pa' : 'en',
        'atom:link': { '@href': channel.self, '@rel': 'self', '@type': 'application/rss+xml' },
        ...(podcast ? podcastTags(channel, podcast) : {}),
        item: items.map((item) => rssItem(item, podcast !== undefined)),
      },
    },
  });
}
