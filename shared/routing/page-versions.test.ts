import { describe, expect, it } from 'vitest';
import { pageVersions } from './page-versions';

describe('pageVersions', () => {
  it('names every language and the page itself as canonical by default', () => {
    expect(pageVersions('pa')).toEqual({
      canonical: 'pa',
      alternates: [
        { hreflang: 'en', lang: 'en' },
        { hreflang: 'pa', lang: 'pa' },
        { hreflang: 'x-default', lang: 'en' },
      ],
    });
  });

  it('names only the written version of one-language content, the same set from both addresses', () => {
    const english = {
      canonical: 'en',
      alternates: [
        { hreflang: 'en', lang: 'en' },
        { hreflang: 'x-default', lang: 'en' },
      ],
    };
    expect(pageVersions('pa', ['en'])).toEqual(english);
    expect(pageVersions('en', ['en'])).toEqual(english);
    const punjabi = {
      canonical: 'pa',
      alternates: [
        { hreflang: 'pa', lang: 'pa' },
        { hreflang: 'x-default', lang: 'pa' },
      ],
    };
    expect(pageVersions('en', ['pa'])).toEqual(punjabi);
    expect(pageVersions('pa', ['pa'])).toEqual(punjabi);
  });
});
