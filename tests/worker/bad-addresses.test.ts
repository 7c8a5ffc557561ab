import { describe, expect, it } from 'vitest';
import { call } from './helpers';

/** Follows same-site redirects, as a browser would, and returns the last answer. */
async function follow(path: string): Promise<Response> {
  let res = await call(path);
  for (let hops = 0; hops < 3 && res.status >= 300 && res.status < 400; hops++) {
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('/') && !location.startsWith('//')).toBe(true);
    res = await call(location);
  }
  return res;
}

describe('problem 4: some bad input is a 500', () => {
  const paths = [
    '/api/search?q=%00',
    '/search/%00',
    '//%25',
    '//a%20b',
    '//a:99999',
    '/news/post/%E0%A4',
    '/api/news/post/%E0%A4%',
    '/%C0%AF',
    '/search/a%01b',
  ];
  for (const path of paths) {
    it(`answers ${path} with a 4xx (or a page), never a 5xx`, async () => {
      const res = await follow(path);
      expect(res.status).toBeLessThan(500);
      await res.text();
    });
  }

  it('refuses a NUL with a clear 4xx: 400 in the query, 404 in the path (it names nothing)', async () => {
    expect((await call('/api/search?q=%00')).status).toBe(400);
    expect((await call('/search?q=%00')).status).toBe(400);
    expect((await call('/search/%00')).status).toBe(404);
    expect((await call('/api/news/post/%E0%A4')).status).toBe(404);
  });

  it('never puts another host in canonical or og:url (GET //evil.com/)', async () => {
    const first = await call('//evil.com/');
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe('/evil.com/');
    const page = await (await follow('//evil.com/')).text();
    expect(page).not.toMatch(/href="https?:\/\/evil\.com/);
    expect(page).not.toMatch(/content="https?:\/\/evil\.com/);
    // Then without its trailing slash, to the not-found page, which names no canonical at all.
    expect((await call('/evil.com/')).headers.get('location')).toBe('/evil.com');
    expect(page).not.toContain('rel="canonical"');
  });
});
