import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteGet } from './remote';

afterEach(() => vi.restoreAllMocks());

/** The headers the CMS receives for a visitor request with these cookies. */
async function forwardedCookie(cookie: string): Promise<string | null> {
  const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
  const url = new URL('https://site.example/api/home');
  await remoteGet({ BACKEND_URL: 'https://cms.example' }, url, new Request(url, { headers: { cookie } }), () =>
    Promise.resolve(new Response()),
  );
  const init = upstream.mock.lastCall?.[1];
  return new Headers(init?.headers).get('cookie');
}

describe('the cookies the CMS gets', () => {
  it('passes on the language cookie alone, so its answers come in the visitor language', async () => {
    expect(await forwardedCookie('session=secret; lang=pa; other=1')).toBe('lang=pa');
    expect(await forwardedCookie('lang=en')).toBe('lang=en');
  });

  it('passes on nothing when there is no valid language cookie', async () => {
    expect(await forwardedCookie('session=secret')).toBeNull();
    expect(await forwardedCookie('lang=fr; xlang=pa')).toBeNull();
    expect(await forwardedCookie('lang=pan')).toBeNull();
  });
});
