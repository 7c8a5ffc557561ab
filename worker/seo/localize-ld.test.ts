import { describe, expect, it } from 'vitest';
import { localizeLd } from './localize-ld';

const O = 'https://site.example';

describe('localizeLd', () => {
  it("puts the site's page addresses in Punjabi, deep in the graph", () => {
    const ld = {
      '@type': 'NewsArticle',
      mainEntityOfPage: `${O}/news/post/x`,
      url: `${O}/`,
      partOfSeries: { url: `${O}/shows/view/s/1` },
      itemListElement: [{ item: `${O}/news` }],
      target: { urlTemplate: `${O}/search/{search_term_string}` },
    };
    expect(localizeLd(ld, O, 'pa')).toEqual({
      '@type': 'NewsArticle',
      mainEntityOfPage: `${O}/pa/news/post/x`,
      url: `${O}/pa`,
      partOfSeries: { url: `${O}/pa/shows/view/s/1` },
      itemListElement: [{ item: `${O}/pa/news` }],
      target: { urlTemplate: `${O}/pa/search/{search_term_string}` },
    });
  });

  it('leaves files, other sites, identifiers and English pages alone', () => {
    const ld = {
      '@id': `${O}/#station`,
      logo: { url: `${O}/share/logo.png` },
      image: [`${O}/media/share/bc/x.jpg`],
      contentUrl: `${O}/media/audio/a.wav`,
      sameAs: ['https://facebook.com/radio', 'https://site.example.evil/x'],
      '@context': 'https://schema.org',
      position: 1,
    };
    expect(localizeLd(ld, O, 'pa')).toEqual(ld);
    const en = { url: `${O}/news` };
    expect(localizeLd(en, O, 'en')).toBe(en);
  });
});
