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
  /** Absolute URL, type and byte length of the item's audio (podcasts). */
  enclosure?: { url: string; type: string; length: number };
  /** Podcast items: seconds and image. */
  duration?: number;
  image?: string;
}

/** What Apple Podcasts reads of a show (podcast-feed.ts builds it). */
export interface PodcastTags {
  /** The square cover (podcast-cover.ts). */
  image: string;
  category: string;
  author: string;
  explicit: boolean;
  /** The settings' owner; left out when the station gave none (README "Podcasts"). */
  owner?: { name: string; email: string };
  copyright?: string;
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  lang: Lang;
  self: string;
  podcast?: PodcastTags;
}

/** Longest `itunes:duration` written: a day (the contract's bound); anything else is left out. */
const MAX_DURATION = 86_400;

/** Apple's `itunes:duration` as HH:MM:SS, or nothing for a duration that is not a plausible one. */
export const hms = (s: number | undefined): string | undefined => {
  if (s === undefined || !Number.isFinite(s) || s < 1 || s > MAX_DURATION) return undefined;
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), Math.floor(s % 60)]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
};

/**
 * The channel's iTunes tags, as Apple Podcasts lists them (required: title, description,
 * itunes:image, language, itunes:category, itunes:explicit; recommended: itunes:author, link,
 * itunes:owner, itunes:type, copyright): Apple's "RSS show tags for Podcasts Connect", mirrored
 * at github.com/Podcastindex-org/podcast-namespace (itunes_reference.md).
 */
const podcastTags = (channel: RssChannel, podcast: PodcastTags): XmlElement => ({
  copyright: podcast.copyright,
  'itunes:image': { '@href': podcast.image },
  'itunes:category': { '@text': podcast.category },
  'itunes:explicit': String(podcast.explicit),
  'itunes:author': podcast.author,
  'itunes:owner': podcast.owner && { 'itunes:name': podcast.owner.name, 'itunes:email': podcast.owner.email },
  // Episodic: newest first, no numbering (a radio show's episodes stand alone).
  'itunes:type': 'episodic',
  image: { url: podcast.image, title: channel.title, link: channel.link },
});

/** An enclosure's `length`: whole bytes, 0 (unknown) for anything that is not a safe whole count. */
export const byteLength = (n: number): string => (Number.isSafeInteger(n) && n > 0 ? String(n) : '0');

const rssItem = (item: RssItem, podcast: PodcastTags | undefined): XmlElement => ({
  title: item.title,
  link: item.link,
  description: item.description,
  pubDate: new Date(item.date).toUTCString(),
  guid: { '@isPermaLink': 'false', '#text': item.guid },
  enclosure: item.enclosure && {
    '@url': item.enclosure.url,
    '@length': byteLength(item.enclosure.length),
    '@type': item.enclosure.type,
  },
  'itunes:duration': podcast ? hms(item.duration) : undefined,
  'itunes:image': item.image ? { '@href': item.image } : undefined,
  'itunes:explicit': podcast ? String(podcast.explicit) : undefined,
  'itunes:episodeType': podcast ? 'full' : undefined,
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
        item: items.map((item) => rssItem(item, podcast)),
      },
    },
  });
}
