import { describe, expect, it } from 'vitest';
import { mapPunjabiText, printable, type PunjabiText } from './punjabi-fields';

const post = () => ({
  id: 12,
  slug: 'surrey-fair',
  title: 'Fair in Surrey',
  titlePa: 'srI ivc myLw',
  bodyPa: [
    { type: 'text', value: '<p>pMjwb</p>' },
    { type: 'image', url: '/media/a.jpg', caption: 'x', captionPa: 'kYnyfw' },
  ],
  images: [{ url: 'https://cdn.example/a.jpg', captionPa: 'vYnkUvr' }],
  tags: ['bc'],
});

describe('mapPunjabiText', () => {
  it('visits the strings under fields named …Pa, with their record, and none other', () => {
    const seen: PunjabiText[] = [];
    mapPunjabiText({ posts: [post()] }, (t) => {
      seen.push(t);
      return undefined;
    });
    expect(seen).toEqual([
      { path: 'posts[0].titlePa', record: 'id 12', field: 'titlePa', text: 'srI ivc myLw' },
      { path: 'posts[0].bodyPa[0].value', record: 'id 12', field: 'bodyPa[0].value', text: '<p>pMjwb</p>' },
      { path: 'posts[0].bodyPa[1].caption', record: 'id 12', field: 'bodyPa[1].caption', text: 'x' },
      { path: 'posts[0].bodyPa[1].captionPa', record: 'id 12', field: 'bodyPa[1].captionPa', text: 'kYnyfw' },
      { path: 'posts[0].images[0].captionPa', record: 'id 12', field: 'images[0].captionPa', text: 'vYnkUvr' },
    ]);
  });

  it('replaces what the visitor returns, and leaves types, links and numbers alone', () => {
    const value = { posts: [post()] };
    mapPunjabiText(value, (t) => `<${t.text}>`);
    const p = value.posts[0]!;
    expect(p.titlePa).toBe('<srI ivc myLw>');
    expect(p.bodyPa[0]).toEqual({ type: 'text', value: '<<p>pMjwb</p>>' });
    expect(p.bodyPa[1]).toMatchObject({ type: 'image', url: '/media/a.jpg', captionPa: '<kYnyfw>' });
    expect(p.title).toBe('Fair in Surrey');
    expect(p.id).toBe(12);
  });

  it('names records by slug or path where they have no id, and copes with any JSON', () => {
    const texts: string[] = [];
    const visit = (t: PunjabiText) => {
      texts.push(`${t.record}|${t.field}`);
      return undefined;
    };
    mapPunjabiText({ pages: [{ path: 'about', descriptionPa: 'a' }], x: { slug: 's', namePa: 'b' } }, visit);
    expect(texts).toEqual(['path about|descriptionPa', 'slug s|namePa']);
    for (const junk of [null, 1, 'titlePa', [], [null], { titlePa: null }, { titlePa: 5 }]) {
      expect(() => mapPunjabiText(junk, visit)).not.toThrow();
    }
  });

  it('stops at a depth no answer has, rather than overflowing the stack', () => {
    let deep: unknown = 'pMjwb';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => mapPunjabiText({ titlePa: deep }, () => 'x')).not.toThrow();
  });
});

describe('printable', () => {
  it('drops control and direction characters and shortens', () => {
    expect(printable('a\u001b[31mb\u202ec\n', 60)).toBe('a [31mb c ');
    expect(printable('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
