import { describe, expect, it } from 'vitest';
import type { Lang } from '../types/content';
import { pageVersions } from './page-versions';

/** The versions answer: the canonical language and each hreflang with the language it points to. */
const versions = (canonical: Lang, alternates: [hreflang: string, lang: Lang][]) => ({
  canonical,
  alternates: alternates.map(([hreflang, lang]) => ({ hreflang, lang })),
});

describe('pageVersions', () => {
  it('names every language and the page itself as canonical by default', () => {
    expect(pageVersions('pa')).toEqual(
      versions('pa', [
        ['en', 'en'],
        ['pa', 'pa'],
        ['x-default', 'en'],
      ]),
    );
  });

  it.each<Lang>(['en', 'pa'])(
    'names only the written version of %s-only content, the same set from both addresses',
    (written) => {
      const only = versions(written, [
        [written, written],
        ['x-default', written],
      ]);
      expect(pageVersions('en', [written])).toEqual(only);
      expect(pageVersions('pa', [written])).toEqual(only);
    },
  );
});
