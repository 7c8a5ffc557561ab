import { describe, expect, it } from 'vitest';
import { rng } from './random';
import { contentPools } from './targets';
import { realValue, unknownValue } from './values';

const pools = contentPools(new Date('2026-11-25T12:00:00Z'));
const known = new Set([...pools.slugs, ...pools.ids]);
const many = (f: (i: number) => string) => Array.from({ length: 200 }, (_, i) => f(i));

describe('unknownValue', () => {
  it('gives slugs, ids and files of the right shape that no demo content has', () => {
    const r = rng(5);
    for (const v of many(() => unknownValue(r, 'slug', undefined, pools))) expect(known.has(v)).toBe(false);
    for (const v of many(() => unknownValue(r, 'episodeId', undefined, pools))) {
      expect(v).toMatch(/^\d+$/);
      expect(known.has(v)).toBe(false);
    }
    for (const v of many(() => unknownValue(r, 'file', '{[^/]+\\.ics}', pools))) expect(v).toMatch(/^9\d{5}\.ics$/);
    for (const v of many(() => unknownValue(r, 'file', '{[A-Za-z0-9-]+\\.xml}', pools))) {
      expect(v).toMatch(/^[A-Za-z0-9-]+\.xml$/);
      expect(known.has(v.slice(0, -4))).toBe(false);
    }
  });

  it('keeps fixed choices real: a value outside them misses the route', () => {
    const r = rng(6);
    for (const v of many(() => unknownValue(r, 'lang', '{en|pa}', pools))) expect(['en', 'pa']).toContain(v);
    for (const v of many(() => unknownValue(r, 'file', '{(?:news|entertainment)\\.xml}', pools)))
      expect(['news.xml', 'entertainment.xml']).toContain(v);
  });
});

describe('realValue', () => {
  it('fills feed files, share card paths and text, sometimes outside the BMP', () => {
    const r = rng(7);
    expect(realValue(r, 'file', '{[a-z0-9-]+\\.xml}', pools)).toMatch(/^[a-z0-9-]+\.xml$/);
    expect(realValue(r, 'rest', '{[A-Za-z0-9_\\-/%.]+\\.png}', pools)).toMatch(/^[\w/-]+\.png$/);
    const texts = many(() => realValue(r, 'q', undefined, pools));
    expect(texts.some((t) => /[\u{10000}-\u{10FFFF}]/u.test(t))).toBe(true);
    expect(texts.some((t) => pools.words.includes(t))).toBe(true);
  });
});
