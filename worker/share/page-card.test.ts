import { describe, expect, it } from 'vitest';
import { sharesOwnCard } from './page-card';

const page = (over: Partial<Parameters<typeof sharesOwnCard>[0]> = {}) => ({
  path: '/about',
  lang: 'en' as const,
  head: { title: 'About us' },
  noindex: false,
  ...over,
});

describe('sharesOwnCard', () => {
  it('is true for a page whose og:image is its generated card', () => {
    expect(sharesOwnCard(page())).toBe(true);
    // An SVG or WebP image is not shown by share bots: the card is shared instead (share-image.ts).
    expect(sharesOwnCard(page({ head: { title: 'x', image: 'https://cms.example/a.webp' } }))).toBe(true);
  });

  it('is false for a page sharing a raster image, a search and a noindex page', () => {
    expect(sharesOwnCard(page({ head: { title: 'x', image: '/media/images/bc/truck-parking.svg' } }))).toBe(false);
    expect(sharesOwnCard(page({ head: { title: 'x', image: 'https://cms.example/a.jpg' } }))).toBe(false);
    expect(sharesOwnCard(page({ path: '/search/anything' }))).toBe(false);
    expect(sharesOwnCard(page({ noindex: true }))).toBe(false);
  });
});
