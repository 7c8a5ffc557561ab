import { describe, expect, it } from 'vitest';
import { fontPreloadLink } from './font-preload';

describe('fontPreloadLink', () => {
  it('preloads the bold Gurmukhi face on English pages (the language toggle, set in bold)', () => {
    expect(fontPreloadLink('en')).toBe(
      '</fonts/noto-sans-gurmukhi-700.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
    );
  });

  it('adds the bold face on Punjabi pages, whose headings use it', () => {
    expect(fontPreloadLink('pa').split(', ')).toEqual([
      '</fonts/noto-sans-gurmukhi-400.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
      '</fonts/noto-sans-gurmukhi-700.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
    ]);
  });
});
