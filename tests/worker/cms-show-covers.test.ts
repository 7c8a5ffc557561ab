/**
 * A CMS show's podcast cover: `npm run cards` stores it in KV (card-store.ts's coverKey), and the
 * cover route serves it as a JPEG when the build drew none; a slug with neither still gets the
 * station's cover, and a built cover wins over a KV one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { coverKey } from '../../worker/share/card-store';
import { call, testEnv } from './helpers';

/** A JPEG's first bytes and some more: the route serves what KV holds as it is. */
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 0xff, 0xd9]);
const key = (lang: 'en' | 'pa', slug: string) => coverKey(lang, slug) ?? '';

afterEach(async () => {
  for (const lang of ['en', 'pa'] as const) await testEnv.CACHE.delete(key(lang, 'cms-only-show'));
});

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('GET /share/cover/{lang}/{slug}.jpg', () => {
  it('serves a CMS-only show’s cover stored in KV, with the built covers’ headers', async () => {
    await testEnv.CACHE.put(key('pa', 'cms-only-show'), jpeg, { metadata: { stamp: '0123456789abcdef' } });
    const res = await call('/share/cover/pa/cms-only-show.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await bytesOf(res)).toEqual(jpeg);
  });

  it('gives an unknown slug (nothing built, nothing in KV) the station’s cover', async () => {
    const station = await bytesOf(await call('/share/cover/en/no-such-show-anywhere.jpg'));
    const expected = await testEnv.ASSETS.fetch('https://assets.local/media/covers/station-en.jpg');
    expect(station).toEqual(await bytesOf(expected));
    expect(station.length).toBeGreaterThan(jpeg.length);
  });

  it('keeps one language’s KV cover to that language', async () => {
    await testEnv.CACHE.put(key('en', 'cms-only-show'), jpeg);
    const pa = await bytesOf(await call('/share/cover/pa/cms-only-show.jpg'));
    expect(pa).not.toEqual(jpeg);
  });

  it('answers a malformed cover address with a 404, never a 5xx', async () => {
    for (const path of ['/share/cover/en/..%2Fx.jpg', '/share/cover/fr/show.jpg', '/share/cover/en/UP_per.jpg']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
    }
  });
});
