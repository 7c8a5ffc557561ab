import { describe, expect, it } from 'vitest';
import { SHAHMUKHI_PREVIEW, toShahmukhi } from '../../shared/script/shahmukhi';
import words from '../../tests/fixtures/shahmukhi-words.json';
import { wordAccuracy } from './measure';

// A regression guard on the figure of docs/shahmukhi-2026-11-28.md: 233 of the 270 demo words
// whose reference spelling CLDR's word lists vouch for (npx tsx scripts/shahmukhi/accuracy.ts).
describe('Shahmukhi word accuracy', () => {
  it('covers at least 200 distinct demo words, each with the list that has it', () => {
    expect(new Set(words.map((word) => word.gurmukhi)).size).toBeGreaterThanOrEqual(200);
    for (const word of words) expect(word.list).toMatch(/^cldr-annotations-full@48\.2\.0 (pa-Arab|ur)$/);
  });

  it('reads at least as many of them right as when it was measured', () => {
    expect(wordAccuracy(words, toShahmukhi).correct).toBeGreaterThanOrEqual(233);
  });

  it('marks the reading as a preview while it is below 90 %', () => {
    expect(SHAHMUKHI_PREVIEW).toBe(wordAccuracy(words, toShahmukhi).ratio < 0.9);
  });
});
