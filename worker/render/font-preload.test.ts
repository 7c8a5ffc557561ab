import { describe, expect, it } from 'vitest';
import { fontPreloadLink } from './font-preload';

/** A preload of a weight's built, hashed file (tests/worker/fonts.test.ts: the one the stylesheet names). */
const preload = (weight: 400 | 700) =>
  new RegExp(
    `^</build/assets/noto-sans-gurmukhi-gurmukhi-${weight}-normal-[\\w-]+\\.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin$`,
  );

describe('fontPreloadLink', () => {
  it('preloads the bold Gurmukhi face on English pages (the language toggle, set in bold)', () => {
    expect(fontPreloadLink('en')).toMatch(preload(700));
  });

  it('adds the regular face on Punjabi pages, whose text uses it', () => {
    const [regular, bold, ...rest] = fontPreloadLink('pa').split(', ');
    expect(regular).toMatch(preload(400));
    expect(bold).toMatch(preload(700));
    expect(rest).toEqual([]);
  });
});
