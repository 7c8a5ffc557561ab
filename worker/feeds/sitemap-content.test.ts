import { describe, expect, it } from 'vitest';
import { linksIn, sitePath } from './sitemap-content';

describe('sitePath', () => {
  it("keeps a site link's page path: no language, query, hash or trailing slash", () => {
    expect(sitePath('/pa/about/?x=1#top')).toBe('/about');
    expect(sitePath('/app/privacy')).toBe('/app/privacy');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/pa')).toBe('/');
  });

  it('escapes what a CMS wrote raw, and refuses other sites', () => {
    expect(sitePath('/a b<"c>')).toBe('/a%20b%3C%22c%3E');
    expect(sitePath('//evil.test/x')).toBeNull();
    expect(sitePath('https://evil.test/x')).toBeNull();
    expect(sitePath('mailto:a@b.test')).toBeNull();
  });
});

describe('linksIn', () => {
  it("finds the site links of a page's rich HTML and link objects", () => {
    const data = {
      html: '<p>Read our <a href="/app/privacy">notice</a> or <a href="https://x.test/">this</a>.</p>',
      sections: [{ link: { href: '/careers', label: 'Jobs' } }],
    };
    expect(linksIn(data)).toEqual(['/app/privacy', '/careers']);
  });
});
