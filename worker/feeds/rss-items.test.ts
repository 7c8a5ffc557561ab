import { describe, expect, it } from 'vitest';
import { articleItem, audioType, episodeItem, listChannel, podcastChannel } from './rss-items';

const site = (path: string) => `https://radio.test${path}`;

const post = {
  id: 7,
  kind: 'news' as const,
  slug: 'flood',
  title: 'Flood',
  titlePa: 'ਹੜ੍ਹ',
  intro: 'Water rises',
  introPa: undefined,
  postDate: '2026-11-01T10:00:00Z',
};

describe('audioType', () => {
  it('reads the extension, before any query, in any case; MP3 otherwise', () => {
    expect(audioType('/audio/a.M4A?x=1')).toBe('audio/mp4');
    expect(audioType('https://cdn.test/b.ogg')).toBe('audio/ogg');
    expect(audioType('/audio/stream')).toBe('audio/mpeg');
  });
});

describe('articleItem', () => {
  it("links the post in the feed's language, falling back to English text, with a guid per language", () => {
    const item = articleItem(post, 'pa', site);
    expect(item).toMatchObject({
      title: 'ਹੜ੍ਹ',
      link: 'https://radio.test/pa/news/post/flood',
      description: 'Water rises',
      guid: 'news-7-pa',
    });
    // No image enclosure with an unknown length (issue 27).
    expect(item.enclosure).toBeUndefined();
  });

  it('files entertainment posts under their own section', () => {
    expect(articleItem({ ...post, kind: 'entertainment' }, 'en', site).link).toBe(
      'https://radio.test/entertainment/post/flood',
    );
  });
});

describe('listChannel', () => {
  it("links a news category's page and names the section in the language", () => {
    const ch = listChannel('news', 'bc', 'en', site, 'https://radio.test/feeds/en/news/bc.xml');
    expect(ch).toMatchObject({ title: 'Radio 91.5 | News', link: 'https://radio.test/news/bc', lang: 'en' });
    expect(listChannel('news', 'latest', 'pa', site, '').link).toBe('https://radio.test/pa/news');
    expect(listChannel('entertainment', 'all', 'en', site, '').link).toBe('https://radio.test/entertainment');
  });
});

describe('podcast entries', () => {
  const episode = {
    id: 3,
    showId: 2,
    title: 'Morning',
    titlePa: undefined,
    description: 'Talk',
    descriptionPa: 'ਗੱਲਬਾਤ',
    postDate: '2026-11-02T10:00:00Z',
    duration: 3600,
  };

  it('keeps a full audio URL and makes a site path absolute', () => {
    const far = episodeItem({ ...episode, soundLink: 'https://cdn.test/e.mp3' }, 'pa', site, 99);
    expect(far).toMatchObject({
      guid: 'episode-3',
      title: 'Morning',
      description: 'ਗੱਲਬਾਤ',
      link: 'https://radio.test/pa/shows/view/2/episode/3',
      enclosure: { url: 'https://cdn.test/e.mp3', type: 'audio/mpeg', length: 99 },
      duration: 3600,
    });
    expect(episodeItem({ ...episode, soundLink: '/audio/e.wav' }, 'en', site, 1).enclosure).toEqual({
      url: 'https://radio.test/audio/e.wav?episode=3',
      type: 'audio/wav',
      length: 1,
    });
  });

  const show = { slug: 'mornings', title: 'Mornings', description: 'D', type: { title: 'Talk' } };

  it("gives the show's channel its square cover, Apple's category, and the settings' owner", () => {
    const settings = {
      copyright: '© {year} Radio',
      copyrightPa: '© {year} ਰੇਡੀਓ',
      podcast: { ownerName: 'Radio', ownerEmail: 'pod@radio.test', explicit: true },
    };
    const ch = podcastChannel(show, 'pa', site, 'self', settings, 2026);
    expect(ch.link).toBe('https://radio.test/pa/shows/view/mornings/1');
    expect(ch.podcast).toEqual({
      image: 'https://radio.test/share/cover/pa/mornings.jpg',
      category: 'Society & Culture',
      author: 'ਰੇਡੀਓ 91.5',
      explicit: true,
      owner: { name: 'Radio', email: 'pod@radio.test' },
      copyright: '© 2026 ਰੇਡੀਓ',
    });
  });

  it('is not explicit and names no owner when the settings give none', () => {
    const ch = podcastChannel(show, 'en', site, 'self', {}, 2026);
    expect(ch.podcast).toMatchObject({ explicit: false, owner: undefined, copyright: undefined });
  });
});
