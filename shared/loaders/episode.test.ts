import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import { ApiError } from '../api/client';
import type { Lang } from '../types/content';
import { loadEpisode } from './episode';

/** An Api that answers each contract path with a fixed body (an ApiError is thrown), and 404 for any other. */
const apiOf = (answers: Record<string, unknown>): Api => ({
  get: async <T>(path: string) => {
    const a = answers[path];
    if (a instanceof ApiError) throw a;
    if (!(path in answers)) throw new ApiError(404, path);
    return a as T;
  },
});

const context = (api: Api, lang: Lang, episodeId: string, showId = '7') => ({
  api,
  lang,
  params: { showId, episodeId },
  url: new URL(`https://connect.example/shows/view/${showId}/episode/${episodeId}`),
  settings: async () => null,
});

const show = {
  id: 7,
  slug: 'morning',
  tilte: 'The Morning Show',
  titlePa: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
  image: '/media/morning.svg',
  days: ['Saturday'],
  startTime: '06:00',
  endTime: '09:00',
  languages: 'Punjabi',
  type: { id: 1, title: 'Radio', icon: 'radio' },
};

/** A CMS-shaped episode: show_id, a text duration, language objects, the show under 'tilte'. */
const video = {
  id: 11,
  slug: 'sunrise',
  show_id: 7,
  title: 'Sunrise',
  titlePa: 'ਸੂਰਜ ਚੜ੍ਹਨਾ',
  description: '<p>First <em>light</em>.</p><ol><li>News</li></ol>',
  image: '/media/ep-11.svg',
  duration: '01:02:03',
  languages: [{ id: 1, title: 'Punjabi' }],
  hosts: [{ id: 3, slug: 'harpreet', title: 'Harpreet Kaur', titlePa: 'ਹਰਪ੍ਰੀਤ ਕੌਰ', photo: '' }],
  youtubeLink: 'https://www.youtube.com/watch?v=abcdefghijk',
  postDate: '2026-11-20T18:00:00Z',
  show,
};
const audio = {
  ...video,
  id: 12,
  title: 'Noon',
  titlePa: undefined,
  youtubeLink: undefined,
  soundLink: '/media/audio/episode-a.wav',
  duration: 615,
};

describe('the episode page', () => {
  const api = apiOf({
    '/api/shows/episode/11': video,
    '/api/shows/episode/next/11': audio,
    '/api/shows/episode/12': audio,
    '/api/shows/episode/13': { ...audio, id: 13 },
    '/api/shows/episode/next/13': new ApiError(500, '/api/shows/episode/next/13'),
  });

  it('builds the view with the video, the hosts, the show card and the next episode', async () => {
    const { data } = await loadEpisode(context(api, 'en', '11'));
    expect(data).toMatchObject({
      id: 11,
      title: 'Sunrise',
      image: '/media/ep-11.svg',
      languages: 'Punjabi',
      duration: '1:02:03',
      date: 'Nov 20, 2026',
      descriptionHtml: video.description,
      video: { videoId: 'abcdefghijk', title: 'Sunrise', image: '/media/ep-11.svg' },
      audio: null,
      hosts: [{ name: 'Harpreet Kaur', href: '/hosts/view/harpreet' }],
      back: { href: '/shows/view/morning/1', show: 'The Morning Show' },
      show: {
        id: 7,
        title: 'The Morning Show',
        time: '6:00 AM – 9:00 AM',
        hosts: ['Harpreet Kaur'],
        href: '/shows/view/morning/1',
        onAir: false,
      },
      next: { id: 12, title: 'Noon', duration: '10:15', href: '/shows/view/7/episode/12' },
      path: '/shows/view/7/episode/11',
    });
  });

  it('has no next episode when the next call answers 404, or fails', async () => {
    expect((await loadEpisode(context(api, 'en', '12'))).data.next).toBeNull();
    expect((await loadEpisode(context(api, 'en', '13'))).data.next).toBeNull();
  });

  it('offers the sound file to the sound player when there is one', async () => {
    const { data } = await loadEpisode(context(api, 'en', '12'));
    expect(data.video).toBeNull();
    expect(data.audio).toEqual({
      id: 12,
      title: 'Noon',
      description: video.description,
      duration: 615,
      image: '/media/ep-11.svg',
      language: 'Punjabi',
      postDate: '2026-11-20T18:00:00Z',
      audioUrl: '/media/audio/episode-a.wav',
    });
  });

  it('gives the preview modal the sanitised HTML, never decoded text that would become markup', async () => {
    const escaped = { ...audio, description: '<p>&lt;img src=x onerror=alert(1)&gt;</p>' };
    const { data } = await loadEpisode(context(apiOf({ '/api/shows/episode/12': escaped }), 'en', '12'));
    expect(data.audio?.description).toBe(escaped.description);
  });

  it('speaks Punjabi on Punjabi pages', async () => {
    const { data } = await loadEpisode(context(api, 'pa', '11'));
    expect(data).toMatchObject({
      title: 'ਸੂਰਜ ਚੜ੍ਹਨਾ',
      languages: 'ਪੰਜਾਬੀ',
      back: { show: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ' },
      show: { title: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ', time: '6:00 ਪੂ.ਦੁ. – 9:00 ਪੂ.ਦੁ.' },
      hosts: [{ name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ' }],
    });
  });

  it('describes itself in JSON-LD: a RadioEpisode, or a PodcastEpisode with audio, inside its RadioSeries', async () => {
    const radio = (await loadEpisode(context(api, 'en', '11'))).head;
    expect(radio).toMatchObject({ title: 'Sunrise', description: 'First light. News', image: '/media/ep-11.svg' });
    expect(radio.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RadioEpisode',
      name: 'Sunrise',
      description: 'First light. News',
      url: 'https://connect.example/shows/view/7/episode/11',
      image: 'https://connect.example/media/ep-11.svg',
      datePublished: '2026-11-20T18:00:00Z',
      duration: 'PT1H2M3S',
      partOfSeries: {
        '@type': 'RadioSeries',
        name: 'The Morning Show',
        url: 'https://connect.example/shows/view/morning/1',
      },
    });
    const podcast = (await loadEpisode(context(api, 'en', '12'))).head.jsonLd;
    expect(podcast).toMatchObject({
      '@type': 'PodcastEpisode',
      duration: 'PT10M15S',
      associatedMedia: { '@type': 'AudioObject', contentUrl: 'https://connect.example/media/audio/episode-a.wav' },
      partOfSeries: { '@type': 'RadioSeries' },
    });
  });

  it('is the not-found page for an unknown episode', async () => {
    expect((await loadEpisode(context(api, 'en', '99'))).status).toBe(404);
  });

  it("is the not-found page under another show's number (one page per episode, not one per number)", async () => {
    expect((await loadEpisode(context(api, 'en', '11', '8'))).status).toBe(404);
    expect((await loadEpisode(context(api, 'en', '11', '7'))).status).toBeUndefined();
  });
});
