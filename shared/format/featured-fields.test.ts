import { describe, expect, it } from 'vitest';
import { normalizeFeatured } from './featured-fields';

describe('normalizeFeatured', () => {
  it('keeps the contract names', () => {
    // Every field already under its contract name comes back as it is.
    const item = {
      id: 3000,
      title: 'T',
      titlePa: 'ਸਿਰਲੇਖ',
      intro: 'I',
      introPa: 'ਜਾਣ-ਪਛਾਣ',
      image: '/a.svg',
      postDate: '2026-11-20T10:00:00Z',
      body: [{ type: 'text' as const, value: '<p>Body</p>' }],
      bodyPa: [{ type: 'text' as const, value: '<p>ਲਿਖਤ</p>' }],
    };
    expect(normalizeFeatured(item)).toEqual(item);
  });

  it('reads the alternate names: postTitle, img, date, post as one HTML string, excerpt', () => {
    expect(
      normalizeFeatured({
        id: '42',
        postTitle: 'Long read',
        img: { url: '/b.svg' },
        date: '2026-01-02T03:04:05Z',
        post: '<p>One <a href="/x">string</a></p>',
        postPa: '<p>ਇੱਕ</p>',
        excerpt: 'Short',
      }),
    ).toEqual({
      id: 42,
      title: 'Long read',
      titlePa: undefined,
      intro: 'Short',
      introPa: undefined,
      image: '/b.svg',
      postDate: '2026-01-02T03:04:05Z',
      body: [{ type: 'text', value: '<p>One <a href="/x">string</a></p>' }],
      bodyPa: [{ type: 'text', value: '<p>ਇੱਕ</p>' }],
    });
  });

  it('prefers the contract name when both are present', () => {
    const f = normalizeFeatured({ title: 'A', postTitle: 'B', image: '/a', img: '/b', postDate: 'x', date: 'y' });
    expect(f).toMatchObject({ title: 'A', image: '/a', postDate: 'x' });
  });

  it('never throws on hostile or odd input, and gives empty fields instead', () => {
    const empty = { id: 0, title: '', intro: '', image: '', postDate: '', body: [] };
    for (const odd of [null, undefined, 7, 'story', [], [1, 2], true, () => 1]) {
      expect(normalizeFeatured(odd)).toMatchObject(empty);
    }
    expect(
      normalizeFeatured({
        id: -5,
        title: 12,
        intro: { html: 'x' },
        image: ['/a'],
        postDate: null,
        body: { type: 'text', value: 'not a list' },
      }),
    ).toMatchObject(empty);
    expect(normalizeFeatured({ id: '1e3' }).id).toBe(0);
    expect(normalizeFeatured({ id: 2 ** 60 }).id).toBe(0);
    expect(normalizeFeatured({ id: 3.5 }).id).toBe(0);
  });

  it('drops body blocks a renderer could not draw', () => {
    const f = normalizeFeatured({
      body: [
        null,
        'loose text',
        { type: 'text', value: '<p>kept</p>' },
        { type: 'text', value: 5 },
        { type: 'image' },
        { type: 'image', url: '/i.svg', caption: 3 },
        { type: 'quote', quote: '' },
        { type: 'quote', quote: 'Q', author: 'A' },
        { type: 'script', value: 'alert(1)' },
      ],
    });
    expect(f.body).toEqual([
      { type: 'text', value: '<p>kept</p>' },
      { type: 'image', url: '/i.svg', caption: undefined, captionPa: undefined },
      { type: 'quote', quote: 'Q', author: 'A' },
    ]);
    expect(f.bodyPa).toBeUndefined();
  });
});
