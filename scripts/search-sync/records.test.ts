import { describe, expect, it } from 'vitest';
import { type IndexRow, recordOf } from './records';

const episode: IndexRow = {
  type: 'episode',
  ref: 42,
  slug: 'morning-42',
  parent: 7,
  title_en: 'Morning talk',
  title_pa: 'ਸਵੇਰ ਦੀ ਗੱਲਬਾਤ',
  date: '2026-11-20T10:00:00.000Z',
  body: 'Farmers and the market.',
  body_pa: 'ਕਿਸਾਨ ਅਤੇ ਮੰਡੀ',
};

describe('recordOf', () => {
  it('makes one record with both languages, in the shape the search page reads', async () => {
    const r = await recordOf(episode);
    expect(r).toMatchObject({
      objectID: 'episode:42',
      id: '42',
      type: 'episode',
      section: 'episode',
      title: 'Morning talk',
      titlePa: 'ਸਵੇਰ ਦੀ ਗੱਲਬਾਤ',
      slug: 'morning-42',
      parent_id: '7',
      timestamp: Date.parse('2026-11-20T10:00:00.000Z') / 1000,
      text: 'Farmers and the market.',
      textPa: 'ਕਿਸਾਨ ਅਤੇ ਮੰਡੀ',
      highlights: { title: 'Morning talk', titlePa: 'ਸਵੇਰ ਦੀ ਗੱਲਬਾਤ', url: '/shows/view/7/episode/42' },
    });
    expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('folds the searchable copies of Gurmukhi typed with carrier + sign, keeping titlePa as written', async () => {
    const written = '\u0A73\u0A41\u0A39 \u0A38\u0A3C\u0A39\u0A3F\u0A30';
    const r = await recordOf({ ...episode, title_pa: written, body_pa: written });
    expect(r.titlePa).toBe(written);
    expect(r.highlights.titlePa).toBe('ਉਹ \u0A38\u0A3C\u0A39\u0A3F\u0A30');
    expect(r.textPa).toBe('ਉਹ \u0A38\u0A3C\u0A39\u0A3F\u0A30');
  });

  it('changes the hash when the content changes, and only then', async () => {
    const a = await recordOf(episode);
    expect((await recordOf({ ...episode })).hash).toBe(a.hash);
    expect((await recordOf({ ...episode, title_pa: 'ਸ਼ਾਮ' })).hash).not.toBe(a.hash);
  });

  it('leaves out what is missing, and cuts long Gurmukhi text at a character', async () => {
    const r = await recordOf({
      ...episode,
      type: 'event',
      parent: null,
      title_pa: null,
      date: null,
      body: 'ਕ'.repeat(5000),
    });
    expect(r).not.toHaveProperty('titlePa');
    expect(r).not.toHaveProperty('parent_id');
    expect(r.timestamp).toBe(0);
    expect(r.highlights.url).toBe('/events');
    expect(new TextEncoder().encode(r.text).length).toBeLessThanOrEqual(7000);
    expect(r.text).toMatch(/^ਕ+$/);
  });
});
