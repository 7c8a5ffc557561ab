/**
 * Canonical and share addresses never follow the request's Host (issue 26): a page rendered for a
 * crafted Host is cached under its path and served to everyone, so its links must be SITE_URL's.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { purgePages } from '../../worker/cache/page-policy';
import { app } from '../../worker/index';
import { clearCache, testEnv } from './helpers';

const SITE = 'http://localhost:8787';

/** A GET to `origin` + `path` with the page cache on, as the edge would pass it on. */
async function fetchAt(origin: string, path: string): Promise<{ html: string; cache: string | null }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${origin}${path}`), { ...testEnv, PAGE_CACHE_SECONDS: '600' }, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return { html: await res.text(), cache: res.headers.get('x-cache') };
}

/** Every absolute address the head names for the page: canonical, hreflang, og:url, og:image. */
const headAddresses = (html: string): string[] =>
  [
    ...html.matchAll(
      /<(?:link rel="(?:canonical|alternate)"[^>]*href|meta property="og:(?:url|image)" content)="(https?:[^"]+)"/g,
    ),
  ].map((m) => m[1]!);

describe('a crafted Host', () => {
  it('changes no canonical or og address, and the page it caches is the same for everyone', async () => {
    // Nothing cached before: the crafted request renders the page and the cache keeps its copy.
    await clearCache();
    await purgePages(testEnv.CACHE, '/api/');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html: crafted } = await fetchAt('https://evil.example.net', '/news');
    const addresses = headAddresses(crafted);
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) expect(address.startsWith(`${SITE}/`)).toBe(true);
    expect(crafted).not.toContain('evil.example.net');
    // The next visitor, from the real host, gets the cached page: it names SITE_URL alone.
    const { html: served, cache } = await fetchAt('http://localhost', '/news');
    expect(cache).toBe('HIT');
    expect(served).not.toContain('evil.example.net');
    expect(headAddresses(served)).toEqual(addresses);
    // A second crafted request: the isolate has already said it once (or said it in an earlier file).
    await fetchAt('https://evil.example.net', '/');
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('SITE_URL is')).length).toBeLessThanOrEqual(1);
    errors.mockRestore();
  });
});
