/**
 * The parts that hydrate from their own chunks (client/app/island.tsx) are Suspense boundaries:
 * the server must write them in place, finished, never as a streamed fallback revealed later by an
 * inline script (which the CSP forbids without a nonce, and which leaves the footer's forms hidden
 * without JavaScript).
 */
import { describe, expect, it } from 'vitest';
import { call } from './helpers';

describe('parts hydrated from their own chunks', () => {
  it.each(['/hosts', '/pa/news', '/events'])('%s has every boundary finished in place', async (path) => {
    const res = await call(path, { headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<footer class="footer">');
    expect(html).toContain('id="players"');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/hidden id="S:\d+"/);
  });

  // A screen's parts (its players, 'Share on', the originals' tiles): rendered whole, in place.
  it.each([
    ['/news/post/deep-kahlons-vancouver-concert-sells-out-within-hours', 'class="article-share"'],
    ['/pa/originals', 'class="video-card surface"'],
    ['/shows/view/200/episode/10000', 'class="inline-audio'],
  ])('%s renders its screen parts finished in place', async (path, markup) => {
    const res = await call(path, { headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(markup);
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/hidden id="S:\d+"/);
  });
});
