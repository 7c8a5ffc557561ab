import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostsPageOf, remoteGet } from './remote';

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

describe('hostsPageOf: the site’s host pages cut from the CMS’s one list', () => {
  const hosts = Array.from({ length: 20 }, (_, i) => ({ slug: `h${i + 1}` }));

  it('cuts pages of nine and counts them', () => {
    const page2 = hostsPageOf({ data: hosts }, 2) as { data: { slug: string }[]; count: number; total: number };
    expect(page2.data.map((h) => h.slug)).toEqual(['h10', 'h11', 'h12', 'h13', 'h14', 'h15', 'h16', 'h17', 'h18']);
    expect(page2).toMatchObject({ page: 2, count: 3, total: 20 });
    expect(hostsPageOf({ data: hosts }, 4)).toMatchObject({ data: [], count: 3 });
  });

  it('leaves a list the CMS paged itself, and anything that is not a list', () => {
    const paged = { data: hosts.slice(0, 9), page: 1, count: 3, total: 20 };
    expect(hostsPageOf(paged, 2)).toBe(paged);
    expect(hostsPageOf('nope', 1)).toBe('nope');
    expect(hostsPageOf({ data: 'x' }, 1)).toEqual({ data: 'x' });
  });
});
