import { describe, expect, it } from 'vitest';
import { podcastCategory } from './podcast-category';

describe('podcastCategory', () => {
  it("keeps Apple's own names, in any case", () => {
    expect(podcastCategory('Music')).toBe('Music');
    expect(podcastCategory('news')).toBe('News');
    expect(podcastCategory(' tv & film ')).toBe('TV & Film');
  });

  it("reads the station's own words by meaning", () => {
    expect(podcastCategory('Spiritual')).toBe('Religion & Spirituality');
    expect(podcastCategory('Talk')).toBe('Society & Culture');
  });

  it('falls back to News for anything else or nothing', () => {
    expect(podcastCategory('Bhangra Nights')).toBe('News');
    expect(podcastCategory(undefined)).toBe('News');
    expect(podcastCategory('')).toBe('News');
  });
});
