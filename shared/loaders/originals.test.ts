import { describe, expect, it } from 'vitest';
import type { OriginalItem, OriginalsSeriesResponse } from '../types/api';
import type { VideoItem } from '../types/media';
import { channelVideoView, isoSeconds, originalCardView, seriesView, youtubeIdOf } from './originals';

const item = (over: Partial<OriginalItem>): OriginalItem => ({
  id: 1,
  seriesSlug: 'docs',
  title: 'Title',
  titlePa: 'ਸਿਰਲੇਖ',
  description: '<p>Text &amp; more</p>',
  image: '/i.svg',
  duration: 615,
  languages: ['Punjabi', 'English'],
  postDate: '2026-11-20T15:30:00.000Z',
  ...over,
});

describe('originalCardView', () => {
  it('is a video when it has a video id, in the visitor language', () => {
    const card = originalCardView(item({ youtubeLink: 'https://www.youtube.com/watch?v=sd5fws6z05t' }), 'pa');
    expect(card).toMatchObject({
      kind: 'video',
      youtubeId: 'sd5fws6z05t',
      title: 'ਸਿਰਲੇਖ',
      text: 'Text & more',
      languages: 'Punjabi, English',
    });
  });
  it('is an audio with its file otherwise', () => {
    const card = originalCardView(
      item({ soundcloudLink: 'https://soundcloud.com/x/y', file: '/media/audio/a.wav' }),
      'en',
    );
    expect(card).toMatchObject({ kind: 'audio', audioUrl: '/media/audio/a.wav', title: 'Title' });
    expect(card.youtubeId).toBeUndefined();
  });
  it('describes the item in Punjabi when it has a Punjabi description, in English otherwise', () => {
    const both = item({ descriptionPa: '<p>ਵੇਰਵਾ &amp; ਹੋਰ</p>' });
    expect(originalCardView(both, 'pa')).toMatchObject({ text: 'ਵੇਰਵਾ & ਹੋਰ', description: '<p>ਵੇਰਵਾ &amp; ਹੋਰ</p>' });
    expect(originalCardView(both, 'en')).toMatchObject({ text: 'Text & more' });
    expect(originalCardView(item({}), 'pa')).toMatchObject({ text: 'Text & more' });
  });
});

describe('youtubeIdOf', () => {
  it('accepts only 11-character ids', () => {
    expect(youtubeIdOf('https://youtu.be/sd5fws6z05t')).toBe('sd5fws6z05t');
    expect(youtubeIdOf('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(youtubeIdOf(undefined)).toBeUndefined();
  });
});

describe('seriesView', () => {
  it('keeps only items with a video or sound link', () => {
    const s: OriginalsSeriesResponse = {
      data: [
        item({ id: 1, youtubeLink: 'https://youtu.be/sd5fws6z05t' }),
        item({ id: 2 }),
        item({ id: 3, soundcloudLink: 'https://soundcloud.com/a' }),
      ],
      headers: { title: 'Docs', titlePa: 'ਦਸਤਾਵੇਜ਼ੀ' },
      items: 3,
      page: 1,
      totalPages: 2,
      slug: 'docs',
    };
    const view = seriesView(s, 'en', 1);
    expect(view.items.map((i) => i.id)).toEqual([1, 3]);
    expect(view).toMatchObject({ title: 'Docs', page: 1, totalPages: 2, baseHref: '/originals/docs' });
  });
  it('gives the banner heading and text in the visitor language', () => {
    const s: OriginalsSeriesResponse = {
      data: [],
      headers: {
        title: 'Docs',
        titlePa: 'ਦਸਤਾਵੇਜ਼ੀ',
        heading: 'From the newsroom',
        headingPa: 'ਨਿਊਜ਼ਰੂਮ ਤੋਂ',
        subheading: 'Long stories',
        subheadingPa: 'ਲੰਮੀਆਂ ਕਹਾਣੀਆਂ',
      },
      items: 0,
      page: 1,
      totalPages: 1,
      slug: 'docs',
    };
    expect(seriesView(s, 'pa', 1)).toMatchObject({ heading: 'ਨਿਊਜ਼ਰੂਮ ਤੋਂ', subheading: 'ਲੰਮੀਆਂ ਕਹਾਣੀਆਂ' });
    expect(seriesView(s, 'en', 1)).toMatchObject({ heading: 'From the newsroom', subheading: 'Long stories' });
  });
});

describe('platform videos', () => {
  /** A channel listing's video, as the platform lists it, with `snippet` over a plain one. */
  const video = (snippet: Partial<VideoItem['snippet']>, duration = 'PT30M'): VideoItem => ({
    id: { videoId: 'syp2ut93ukx' },
    snippet: {
      title: 'Berry Fields',
      description: '<p>Seasonal pickers</p>',
      thumbnails: { high: { url: '/t.svg' } },
      publishedAt: '2026-11-18T23:45:00.000Z',
      ...snippet,
    },
    contentDetails: { duration },
  });
  it('reads ISO durations', () => {
    expect(isoSeconds('PT48M')).toBe(2880);
    expect(isoSeconds('PT1H2M3S')).toBe(3723);
    expect(isoSeconds('nonsense')).toBe(0);
  });
  it('become video cards with the local thumbnail', () => {
    const local = { high: { url: '/media/images/videos/syp2ut93ukx.svg' } };
    const view = channelVideoView(video({ title: 'T', description: 'D', thumbnails: local }, 'PT1M31S'), 'en');
    expect(view).toMatchObject({ videoId: 'syp2ut93ukx', image: '/media/images/videos/syp2ut93ukx.svg', duration: 91 });
    expect(view.date).toMatch(/Nov 18, 2026/);
  });
  it('read in Punjabi on a Punjabi page where the listing carries Punjabi, in English otherwise', () => {
    const both = video({ titlePa: 'ਬੇਰੀਆਂ ਦੇ ਖੇਤ', descriptionPa: '<p>ਮੌਸਮੀ ਤੁੜਾਈ ਕਾਮੇ</p>' });
    expect(channelVideoView(both, 'pa')).toMatchObject({ title: 'ਬੇਰੀਆਂ ਦੇ ਖੇਤ', description: 'ਮੌਸਮੀ ਤੁੜਾਈ ਕਾਮੇ' });
    expect(channelVideoView(both, 'en')).toMatchObject({ title: 'Berry Fields', description: 'Seasonal pickers' });
    // The platform's own videos carry one language: the Punjabi page shows it as it is.
    expect(channelVideoView(video({}), 'pa')).toMatchObject({ title: 'Berry Fields', description: 'Seasonal pickers' });
  });
});
