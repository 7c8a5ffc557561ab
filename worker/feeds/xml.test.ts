import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { byteLength, hms, type RssChannel, type RssItem, rssXml } from './xml';

const channel: RssChannel = {
  title: 'Show',
  link: 'https://radio.test/shows/view/show/1',
  description: 'D',
  lang: 'pa',
  self: 'https://radio.test/feeds/pa/podcast/show.xml',
  podcast: {
    image: 'https://radio.test/share/cover/pa/show.jpg',
    category: 'News',
    author: 'ਰੇਡੀਓ 91.5',
    explicit: false,
    owner: { name: 'Radio', email: 'pod@radio.test' },
    copyright: '© 2026',
  },
};
const item = (over: Partial<RssItem>): RssItem => ({
  title: 'E',
  link: 'https://radio.test/e',
  description: 'D',
  date: '2026-11-02T10:00:00Z',
  guid: 'episode-1',
  enclosure: { url: 'https://radio.test/media/audio/a.mp3', type: 'audio/mpeg', length: 1000 },
  duration: 165,
  ...over,
});
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (n) => n === 'item',
});

describe('podcast XML', () => {
  it("writes Apple's channel tags: owner, explicit, type, author, cover, copyright", () => {
    const xml = rssXml(channel, [item({})]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const ch = parser.parse(xml).rss.channel;
    expect(ch['itunes:owner']).toEqual({ 'itunes:name': 'Radio', 'itunes:email': 'pod@radio.test' });
    expect(ch).toMatchObject({ 'itunes:explicit': 'false', 'itunes:type': 'episodic', 'itunes:author': 'ਰੇਡੀਓ 91.5' });
    expect(ch['itunes:image']['@href']).toBe('https://radio.test/share/cover/pa/show.jpg');
    expect(ch.copyright).toBe('© 2026');
    expect(ch.item[0]).toMatchObject({ 'itunes:duration': '00:02:45', 'itunes:episodeType': 'full' });
  });

  it('stays valid with absurd durations and lengths: the tag or the number is left out', () => {
    const hostile = [1e12, Number.NaN, -5, Number.POSITIVE_INFINITY, 0.4].map((duration, i) =>
      item({
        guid: `g${i}`,
        duration,
        enclosure: {
          url: 'https://x.test/a.mp3',
          type: 'audio/mpeg',
          length: [1e300, -1, Number.NaN, 2 ** 60, 3.5][i] ?? 0,
        },
      }),
    );
    const xml = rssXml(channel, hostile);
    expect(XMLValidator.validate(xml)).toBe(true);
    for (const it of parser.parse(xml).rss.channel.item) {
      expect(it['itunes:duration']).toBeUndefined();
      expect(it.enclosure['@length']).toBe('0');
    }
  });

  it('formats durations and lengths only when plausible', () => {
    expect(hms(3661)).toBe('01:01:01');
    expect(hms(86_400)).toBe('24:00:00');
    expect(hms(86_401)).toBeUndefined();
    expect(hms(undefined)).toBeUndefined();
    expect(byteLength(1_800_411)).toBe('1800411');
    expect(byteLength(0)).toBe('0');
  });

  it('writes no iTunes tags in a news feed', () => {
    const xml = rssXml({ ...channel, podcast: undefined }, [item({ enclosure: undefined })]);
    expect(xml).not.toContain('itunes:');
  });
});
