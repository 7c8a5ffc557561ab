/**
 * One address per page (issue 27): a trailing slash is a 301 to the address without it, the
 * query kept, in both languages; files and the contract get no second spelling; search results
 * are `noindex, follow`; `/pages/{path}` is a 301 to the content page `/{path}`; the not-found page
 * names no canonical and no language versions.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLES, samplePages } from '../lib/sample-pages';
import { call } from './helpers';

const head = async (res: Response) => {
  const html = await res.text();
  return html.slice(0, html.indexOf('</head>'));
};

/** `from` answers a permanent redirect to `to`. */
async function movedTo(from: string, to: string) {
  const res = await call(from, { redirect: 'manual' });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe(to);
}

describe('a trailing slash', () => {
  it.each([
    ['/news/', '/news'],
    ['/news/?page=2&x=%C3%A9', '/news?page=2&x=%C3%A9'],
    [`${SAMPLES['news-post']}/`, SAMPLES['news-post']],
    [`/pa${SAMPLES['news-post']}/`, `/pa${SAMPLES['news-post']}`],
    ['/pa/', '/pa'],
    ['/pa/?utm_source=x', '/pa?utm_source=x'],
    // With padded numbers too: one hop to the one spelling.
    ['/news/bc/007/', '/news/bc/7'],
    ['/no-such-page/', '/no-such-page'],
  ])('%s answers 301 to %s', movedTo);

  it.each(['en', 'pa'] as const)('is a 301 on every sample page in %s, to a page that answers', async (lang) => {
    for (const { name, path } of samplePages(lang)) {
      if (path === '/') continue;
      const res = await call(`${path}/`, { redirect: 'manual' });
      expect(res.status, name).toBe(301);
      expect(res.headers.get('location'), name).toBe(path);
    }
  });

  it('leaves / and /pa as they are', async () => {
    expect((await call('/')).status).toBe(200);
    expect((await call('/pa')).status).toBe(200);
  });

  it('gives files and the contract no second spelling: their slash address is a 404', async () => {
    for (const path of ['/api/news/', '/sitemap.xml/', '/robots.txt/', '/feeds/en/news.xml/', '/images/favicon.svg/']) {
      const res = await call(path, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
    }
  });

  it('is not asked of a form post (no redirect turns a POST into a GET)', async () => {
    const res = await call('/contact/', { method: 'POST', redirect: 'manual' });
    expect(res.status).not.toBe(301);
  });
});

describe('search result pages', () => {
  it.each(['/search', '/search/kabaddi', '/search/kabaddi/2', '/pa/search', '/pa/search/kabaddi'])(
    '%s is noindex, follow',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(await head(res)).toContain('<meta name="robots" content="noindex, follow">');
    },
  );

  it('leaves other pages indexable', async () => {
    expect(await head(await call('/news'))).not.toContain('name="robots"');
  });
});

describe('a content page', () => {
  it.each([
    ['/pages/community', '/community'],
    ['/pages/community?utm_source=x&y=%C3%A9', '/community?utm_source=x&y=%C3%A9'],
    ['/pa/pages/community', '/pa/community'],
    ['/pages/apps?x=1', '/apps?x=1'],
  ])('%s answers 301 to %s, its one address', movedTo);

  it('/community names itself canonical', async () => {
    expect(await head(await call('/community'))).toMatch(/<link rel="canonical" href="[^"]*\/community">/);
  });

  it.each(['/pages/news', '/pages/form'])("%s is not moved onto another route's address", async (path) => {
    expect((await call(path, { redirect: 'manual' })).status).toBe(404);
  });

  it('never moves to another site (/pages/%2F%2Fevil.example)', async () => {
    const res = await call('/pages/%2F%2Fevil.example', { redirect: 'manual' });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('location') ?? '/').toMatch(/^\/(?!\/)/);
  });
});

describe('the not-found page', () => {
  it.each(['/no-such-page', '/pa/no-such-page', '/news/post/no-such-story'])(
    "%s has no canonical or hreflang, the home page's og:url, and is noindex",
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(404);
      const h = await head(res);
      expect(h).not.toContain('rel="canonical"');
      expect(h).not.toContain('hreflang');
      // Share bots require an og:url: the home page's (its card is the home page's too), never the missing address.
      const home = path.startsWith('/pa/') ? /\/pa$/ : /^https?:\/\/[^/]+\/$/;
      expect(h.match(/<meta property="og:url" content="([^"]*)">/)?.[1]).toMatch(home);
      expect(h).toContain('<meta name="robots" content="noindex">');
    },
  );
});
