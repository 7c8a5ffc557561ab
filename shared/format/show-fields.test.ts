import { describe, expect, it } from 'vitest';
import { durationSeconds, languageList, normalizeEpisode, normalizeShow, normalizeShowResponse } from './show-fields';

describe('languageList', () => {
  it.each([
    ['English, Punjabi', ['English', 'Punjabi']],
    [' Punjabi ', ['Punjabi']],
    [
      ['English', 'Punjabi', 'English'],
      ['English', 'Punjabi'],
    ],
    [
      [
        { id: 1, title: 'Punjabi' },
        { id: 2, tilte: 'Hindi' },
      ],
      ['Punjabi', 'Hindi'],
    ],
    [[null, 3, { id: 4 }, ['x'], 'English'], ['English']],
    [null, []],
    [42, []],
    [{ title: 'English' }, []],
    ['', []],
  ])('reads %j as %j', (input, expected) => {
    expect(languageList(input)).toEqual(expected);
  });
});

describe('durationSeconds', () => {
  it.each([
    [3723, 3723],
    ['3723', 3723],
    ['01:02:03', 3723],
    ['10:15', 615],
    ['soon', 0],
    [null, 0],
    [{ seconds: 5 }, 0],
    [[60], 0],
    [true, 0],
  ])('reads %j as %d seconds', (input, seconds) => {
    expect(durationSeconds(input)).toBe(seconds);
  });
});

describe('normalizeShow', () => {
  it('reads the misspelt tilte, languages as one string and the short platform link names', () => {
    const s = normalizeShow({
      id: '7',
      slug: 'morning',
      tilte: 'The Morning Show',
      description: '<p>Hi</p>',
      photo: '/m.svg',
      days: 'Saturday',
      startTime: '06:00',
      endTime: '09:00',
      type: { id: 1, tilte: 'Radio', icon: 'radio' },
      languages: 'English, Punjabi',
      hosts: [{ id: 3, slug: 'sam', tilte: 'Sam' }, null, 'junk', { nothing: true }],
      linkY: 'https://youtube.com/@morning',
      linkS: 'https://soundcloud.com/morning',
    });
    expect(s).toMatchObject({
      id: 7,
      title: 'The Morning Show',
      image: '/m.svg',
      days: ['Saturday'],
      type: { id: 1, title: 'Radio', icon: 'radio' },
      languages: ['English', 'Punjabi'],
      hosts: [{ id: 3, slug: 'sam', title: 'Sam', photo: '' }],
      youtubeLink: 'https://youtube.com/@morning',
      soundcloudLink: 'https://soundcloud.com/morning',
    });
  });

  it('keeps the contract shape as it is', () => {
    const show = {
      id: 1,
      slug: 's',
      title: 'Show',
      titlePa: 'ਸ਼ੋਅ',
      description: 'd',
      image: '/i.svg',
      days: ['Monday to Friday'],
      startTime: '10:00',
      endTime: '12:00',
      type: { id: 2, title: 'TV', icon: 'tv' },
      languages: ['Punjabi'],
      hosts: [{ id: 4, slug: 'h', title: 'H', photo: '/h.svg' }],
      email: 's@example.com',
      postDate: '2026-11-20T10:00:00Z',
    };
    expect(normalizeShow(show)).toEqual(show);
  });

  it.each([null, undefined, 5, 'show', [], [{ id: 1 }]])('reads %j as an empty show without throwing', (input) => {
    const s = normalizeShow(input);
    expect(s).toMatchObject({ id: 0, slug: '', title: '', days: [], languages: [], hosts: [] });
  });

  it('drops nested junk in place of fields', () => {
    const s = normalizeShow({ id: { x: 1 }, title: 7, days: [1, null, 'Sunday'], type: 'radio', hosts: 'Sam' });
    expect(s).toMatchObject({ id: 0, title: '', days: ['Sunday'], type: { id: 0, title: '', icon: '' }, hosts: [] });
  });
});

describe('normalizeEpisode', () => {
  it('reads show_id, a text duration, language objects and the show under tilte', () => {
    const e = normalizeEpisode({
      id: 10,
      show_id: '7',
      title: 'Ep',
      duration: '1:02:03',
      languages: [{ id: 1, title: 'Punjabi' }],
      show: { id: 7, slug: 'morning', tilte: 'The Morning Show', languages: 'Punjabi' },
    });
    expect(e).toMatchObject({
      id: 10,
      showId: 7,
      duration: 3723,
      languages: ['Punjabi'],
      show: { id: 7, slug: 'morning', title: 'The Morning Show', languages: ['Punjabi'] },
    });
  });

  it('takes the show id from showId, and seconds as digits', () => {
    expect(normalizeEpisode({ id: 1, showId: 9, duration: '615' })).toMatchObject({
      showId: 9,
      duration: 615,
      show: { id: 9 },
    });
  });

  it.each([null, 'x', 3, { show: 'junk', hosts: {}, duration: {} }])('reads %j without throwing', (input) => {
    expect(normalizeEpisode(input)).toMatchObject({ id: 0, duration: 0, hosts: [], show: { slug: '' } });
  });
});

describe('normalizeShowResponse', () => {
  it('reads the show, its episodes and the counts, whatever is missing', () => {
    const r = normalizeShowResponse({
      data: { id: 1, tilte: 'S' },
      episodes: [{ id: 2, duration: '0:59' }, null],
      page: '2',
      count: 3,
    });
    expect(r).toMatchObject({ data: { title: 'S' }, page: 2, count: 3, total: 0 });
    expect(r.episodes.map((e) => e.duration)).toEqual([59, 0]);
    expect(normalizeShowResponse(null)).toMatchObject({ episodes: [], page: 1, count: 1 });
  });
});
