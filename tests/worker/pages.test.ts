import { beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../worker/content/import/import';
import { localizedPath } from '../../shared/routing/lang-path';
import { MISSING_PATHS, PAGE_PATHS } from '../fixtures/page-paths';
import { call, clearCache, getJson, testEnv } from './helpers';
import type { NewsListResponse } from '../../shared/types/api';

const BOT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const page = (path: string, headers: Record<string, string> = {}) => call(path, { headers });

let newsSlug = '';

beforeAll(async () => {
  const { body } = await getJson<NewsListResponse>('/api/news/bc');
  // An English post: a Punjabi-only one's English address names its Punjabi version canonical.
  newsSlug = body.data.find((a) => a.locale.includes('en'))!.slug;
});

describe('server-rendered pages', () => {
  it('writes a complete head for a share bot before any body content', async () => {
    const res = await page(`/news/post/${newsSlug}`, { 'user-agent': BOT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toMatch(/<title>Radio 91\.5 \| [^<]+<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(head).toContain(`<link rel="canonical" href="http://localhost:8787/news/post/${newsSlug}">`);
    expect(head).toContain('<meta property="og:type" content="article">');
    // The post's lead image is a generated SVG: it shares the JPEG drawn beside it at build time.
    expect(head).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:8787\/media\/share\/[a-z0-9-]+\/[\w-]+\.jpg">/,
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('keeps content that looks like markup inert, in the body and in the state', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    await importBundle(testEnv.DB, {
      posts: [
        {
          id: 990_001,
          kind: 'news',
          slug: 'inert-markup-test',
          title: `Evil ${evil}`,
          intro: evil,
          body: [{ type: 'text', value: `<p>${evil}</p>` }],
          tags: ['bc'],
          locale: ['en'],
          images: [],
          postDate: '2026-11-20T17:00:00Z',
        },
      ],
    });
    await clearCache();
    const html = await (await page('/news/post/inert-markup-test')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    const state = html.slice(html.indexOf('id="__STATE__"'));
    expect(state.indexOf('</script>')).toBeGreaterThan(state.indexOf('alert(1)'));
    expect(state.slice(0, state.indexOf('</script>'))).not.toContain('<');
  });

  it('runs no inline script: the CSP admits script files of the site and the video host only', async () => {
    const res = await page('/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://www.youtube.com;");
    expect(csp).not.toMatch(/script-src[^;]*(?:unsafe-inline|nonce-)/);
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    // Data blocks, which CSP does not govern and nothing runs, or the site's own starter module
    // (public/paint-boot.js: the app after the first paint).
    for (const s of scripts) expect(s).toMatch(/type="application\/(?:ld\+)?json"|src="\/paint-boot\.js"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('permissions-policy')).toBeTruthy();
    // HSTS only over https (problem-8-headers.test.ts); this page came over http.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers the same policy on every request, so identical pages are identical bytes', async () => {
    const a = (await page('/')).headers.get('content-security-policy');
    const b = (await page('/')).headers.get('content-security-policy');
    expect(a).toBe(b);
  });
});

describe('language', () => {
  it('?lang=pa remembers Punjabi in the lang cookie at path / and moves to the /pa address', async () => {
    const res = await page('/?lang=pa');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/pa');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=pa;.*Path=\//);
    const html = await (await page('/pa')).text();
    expect(html).toContain('<html lang="pa">');
    expect(html).toContain('ਰੇਡੀਓ 91.5');
  });

  it('preloads the Gurmukhi font of the first screen: the bold toggle in English, both weights in Punjabi', async () => {
    const en = (await page('/')).headers.get('link') ?? '';
    // The built, hashed files; tests/worker/fonts.test.ts checks they are the stylesheet's.
    expect(en).toMatch(
      /^<\/build\/assets\/noto-sans-gurmukhi-gurmukhi-700-normal-[\w-]+\.woff2>; rel=preload; as=font/,
    );
    expect(en).not.toContain('-400-normal');
    const pa = (await page('/pa')).headers.get('link') ?? '';
    expect(pa).toContain('noto-sans-gurmukhi-gurmukhi-400-normal-');
    expect(pa).toContain('noto-sans-gurmukhi-gurmukhi-700-normal-');
  });

  it('the address decides: /pa is Punjabi and a plain address English, whatever Accept-Language says', async () => {
    expect(await (await page('/pa', { cookie: 'lang=en' })).text()).toContain('<html lang="pa">');
    expect(await (await page('/', { 'accept-language': 'pa-IN,pa;q=0.9' })).text()).toContain('<html lang="en-CA">');
    expect(await (await page('/', { cookie: 'lang=en', 'accept-language': 'pa' })).text()).toContain(
      '<html lang="en-CA">',
    );
  });
});

describe('routes and status codes', () => {
  // The screens of every route test, and a second page of the featured list.
  it.each([...PAGE_PATHS, '/featured/2'])('%s answers 200 in both languages', async (path) => {
    expect((await page(path)).status).toBe(200);
    expect((await page(localizedPath(path, 'pa'))).status).toBe(200);
  });

  it.each([...MISSING_PATHS, '/featured/post/1', '/originals/nope/1', '/a/b/c'])(
    '%s is the 404 page with status 404',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('404');
      expect(html).toContain('Back to home');
      expect(html).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('redirects /pages/apps permanently to /apps', async () => {
    const res = await page('/pages/apps');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/apps');
  });

  it('answers wrong methods on pages with 405', async () => {
    expect((await call('/about', { method: 'DELETE' })).status).toBe(405);
  });
});
