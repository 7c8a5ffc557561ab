import { describe, expect, it } from 'vitest';
import { canToggleLanguage, normalizePost, postLanguages } from './post-fields';

const block = (value: string) => [{ type: 'text' as const, value }];

describe('normalizePost', () => {
  it('reads the alternate field names a CMS may use', () => {
    const p = normalizePost({
      id: 1,
      slug: 's',
      postTitle: 'Title',
      postTitlePa: 'ਸਿਰਲੇਖ',
      post: '<p>Body</p>',
      postPa: '<p>ਲਿਖਤ</p>',
      date: '2026-11-20T10:00:00Z',
      updatedDate: '2026-11-20T12:00:00Z',
      img: '/a.svg',
      audio: { title: 'Clip', url: '/b.wav' },
      video: { title: 'V', youtubeId: 'abcdefghijk', image: '/c.svg' },
    });
    expect(p).toMatchObject({
      title: 'Title',
      titlePa: 'ਸਿਰਲੇਖ',
      body: block('<p>Body</p>'),
      bodyPa: block('<p>ਲਿਖਤ</p>'),
      postDate: '2026-11-20T10:00:00Z',
      postDateUpdated: '2026-11-20T12:00:00Z',
      isUpdated: true,
      images: [{ url: '/a.svg' }],
      image: '/a.svg',
      audios: [{ title: 'Clip', url: '/b.wav' }],
      videos: [{ youtubeId: 'abcdefghijk' }],
    });
  });

  it('keeps the contract names when present and fills safe defaults', () => {
    const p = normalizePost({
      id: 2,
      slug: 's',
      title: 'A',
      intro: 'I',
      body: block('x'),
      postDate: '2026-01-01T00:00:00Z',
    });
    expect(p).toMatchObject({
      title: 'A',
      intro: 'I',
      images: [],
      audios: [],
      videos: [],
      isUpdated: false,
      locale: ['en'],
      tags: [],
    });
  });
});

describe('canToggleLanguage', () => {
  const en = { title: 'Hello', body: block('<p>Hi</p>') };
  it('shows the toggle when both languages exist and differ', () => {
    expect(canToggleLanguage({ ...en, titlePa: 'ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ', bodyPa: block('<p>ਜੀ</p>') })).toBe(true);
  });
  it('hides it when either language is missing', () => {
    expect(canToggleLanguage({ ...en })).toBe(false);
    expect(canToggleLanguage({ ...en, titlePa: 'ਸਤਿ', bodyPa: [] })).toBe(false);
  });
  it('hides it when the two are identical', () => {
    expect(canToggleLanguage({ title: 'ਖ਼ਬਰ', titlePa: 'ਖ਼ਬਰ', body: block('ਜੀ'), bodyPa: block('ਜੀ') })).toBe(false);
  });
  it('compares the bodies block by block, every block', () => {
    const two = (a: string, b: string) => [...block(a), ...block(b)];
    const toggle = (body: ReturnType<typeof block>, bodyPa: ReturnType<typeof block>) =>
      canToggleLanguage({ title: 'News', titlePa: 'ਖ਼ਬਰ', body, bodyPa });
    expect(toggle(two('a', 'b'), two('a', 'b'))).toBe(false);
    expect(toggle(two('a', 'b'), two('a', 'c'))).toBe(true);
    expect(toggle(two('a', 'b'), block('a'))).toBe(true);
  });
});

describe('postLanguages', () => {
  it('reads the languages a post is written in from its fields and locale', () => {
    expect(postLanguages({ locale: ['en', 'pa'], titlePa: 'ਸਿਰਲੇਖ', bodyPa: block('ਲਿਖਤ') })).toEqual(['en', 'pa']);
    expect(postLanguages({ locale: ['en'] })).toEqual(['en']);
    // Listed as Punjabi too, but without Punjabi text: a Punjabi page shows the English.
    expect(postLanguages({ locale: ['en', 'pa'], titlePa: 'ਸਿਰਲੇਖ' })).toEqual(['en']);
    expect(postLanguages({ locale: ['pa'], titlePa: 'ਸਿਰਲੇਖ', bodyPa: block('ਲਿਖਤ') })).toEqual(['pa']);
  });
});
