import { describe, expect, it } from 'vitest';
import { loadShow } from './show';
import { apiOf, loaderContext } from '../../tests/fixtures/loader-api';

const episode = (id: number, duration: unknown) => ({
  id,
  slug: `ep-${id}`,
  showId: 7,
  title: `Episode ${id}`,
  titlePa: `ਐਪੀਸੋਡ ${id}`,
  description: '<p>x</p>',
  image: id === 2 ? '' : `/media/ep-${id}.svg`,
  duration,
  languages: ['Punjabi'],
  hosts: [],
  postDate: '2026-11-20T18:00:00Z',
  show: { id: 7, slug: 'morning', title: 'The Morning Show' },
});

/** A CMS-shaped answer: the misspelt title, languages as one string, durations as text. */
const answer = {
  data: {
    id: 7,
    slug: 'morning',
    tilte: 'The Morning Show',
    titlePa: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
    description: '<p>Wake up with <strong>news</strong> and music.</p><ul><li>Traffic</li></ul>',
    descriptionPa: '<p>ਖ਼ਬਰਾਂ ਅਤੇ ਸੰਗੀਤ।</p>',
    image: '/media/morning.svg',
    days: ['Monday to Friday', 'Saturday'],
    startTime: '06:00',
    endTime: '13:30',
    type: { id: 1, title: 'Radio', icon: 'radio' },
    languages: 'Punjabi, English',
    hosts: [
      { id: 3, slug: 'harpreet', title: 'Harpreet Kaur', titlePa: 'ਹਰਪ੍ਰੀਤ ਕੌਰ', photo: '' },
      { id: 4, slug: '', title: 'Nobody' },
    ],
    email: 'morning@915radio.example',
    youtubeLink: 'youtube.com/@morning',
    soundcloudLink: 'https://soundcloud.com/morning',
    postDate: '2026-01-01T10:00:00Z',
  },
  episodes: [episode(1, '1:02:03'), episode(2, 615)],
  page: 2,
  count: 3,
  total: 10,
  headers: { title: 'The Morning Show' },
};

describe('the show page', () => {
  // Page 4 is past the last (count 3): the loader must not read it, so its answer only proves that.
  const api = apiOf({
    '/api/shows/morning?page=1': { ...answer, page: 1 },
    '/api/shows/morning?page=2': answer,
    '/api/shows/morning?page=4': { ...answer, episodes: [] },
  });

  it('builds the view from a quirky CMS answer, in English', async () => {
    const { data, head } = await loadShow(
      loaderContext(api, 'en', { slug: 'morning', page: '2' }, '/shows/view/morning/2'),
    );
    expect(data).toMatchObject({
      title: 'The Morning Show',
      image: '/media/morning.svg',
      day: 'Monday to Friday',
      time: '6:00 AM – 1:30 PM',
      descriptionHtml: answer.data.description,
      page: 2,
      totalPages: 3,
      baseHref: '/shows/view/morning',
      hosts: [{ name: 'Harpreet Kaur', href: '/hosts/view/harpreet' }],
      languages: 'Punjabi, English',
      email: 'morning@915radio.example',
      youtubeLink: 'http://youtube.com/@morning',
      soundcloudLink: 'https://soundcloud.com/morning',
      path: '/shows/view/morning/2',
    });
    expect(data.episodes).toEqual([
      {
        id: 1,
        title: 'Episode 1',
        image: '/media/ep-1.svg',
        date: 'Nov 20, 2026',
        dateTime: '2026-11-20T18:00:00Z',
        duration: '1:02:03',
        href: '/shows/view/7/episode/1',
      },
      expect.objectContaining({ id: 2, image: '/images/default.svg', duration: '10:15' }),
    ]);
    expect(head).toMatchObject({
      title: 'The Morning Show',
      description: 'Wake up with news and music. Traffic',
      image: '/media/morning.svg',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'RadioSeries',
        name: 'The Morning Show',
        url: 'https://connect.example/shows/view/morning/1',
        image: 'https://connect.example/media/morning.svg',
      },
    });
  });

  it('speaks Punjabi on Punjabi pages: title, day, time, languages, hosts, episodes', async () => {
    const { data } = await loadShow(loaderContext(api, 'pa', { slug: 'morning', page: '2' }));
    expect(data).toMatchObject({
      title: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
      day: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ',
      time: '6:00 ਪੂ.ਦੁ. – 1:30 ਬਾ.ਦੁ.',
      descriptionHtml: '<p>ਖ਼ਬਰਾਂ ਅਤੇ ਸੰਗੀਤ।</p>',
      languages: 'ਪੰਜਾਬੀ, ਅੰਗਰੇਜ਼ੀ',
      hosts: [{ name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ', href: '/hosts/view/harpreet' }],
    });
    expect(data.episodes[0]?.title).toBe('ਐਪੀਸੋਡ 1');
    expect(data.episodes[0]?.date).toBe('20 ਨਵੰਬਰ 2026');
  });

  it('is the not-found page for an unknown show or a page past the last', async () => {
    expect((await loadShow(loaderContext(api, 'en', { slug: 'nothing' }))).status).toBe(404);
    expect((await loadShow(loaderContext(api, 'en', { slug: 'morning', page: '4' }))).status).toBe(404);
  });

  it('leaves out what is missing or unsafe instead of failing', async () => {
    const bare = apiOf({
      '/api/shows/bare?page=1': { data: { id: 1, slug: 'bare', title: 'Bare', email: 'javascript:x' } },
    });
    const { data, head } = await loadShow(loaderContext(bare, 'en', { slug: 'bare' }));
    expect(data).toMatchObject({
      title: 'Bare',
      image: '/images/default.svg',
      day: '',
      time: '',
      episodes: [],
      page: 1,
      totalPages: 1,
      hosts: [],
      languages: '',
      email: '',
      youtubeLink: '',
      soundcloudLink: '',
    });
    expect(head.description).toBe('Episodes, hosts and airtime of Bare on Radio 91.5 FM.');
  });
});
