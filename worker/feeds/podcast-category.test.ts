import { describe, expect, it } from 'vitest';
import { podcastCategory } from './podcast-category';

/** Each rule, with the show categories it applies to and the Apple category they get. */
const rules: Record<string, [category: string | undefined, apple: string][]> = {
  "keeps Apple's own names, in any case": [
    ['Music', 'Music'],
    ['news', 'News'],
    [' tv & film ', 'TV & Film'],
  ],
  "reads the station's own words by meaning": [
    ['Spiritual', 'Religion & Spirituality'],
    ['Talk', 'Society & Culture'],
  ],
  'falls back to News for anything else or nothing': [
    ['Bhangra Nights', 'News'],
    [undefined, 'News'],
    ['', 'News'],
  ],
};

describe('podcastCategory', () => {
  for (const [rule, cases] of Object.entries(rules))
    it.each(cases)(`${rule}: %j is %j`, (category, apple) => expect(podcastCategory(category)).toBe(apple));
});
