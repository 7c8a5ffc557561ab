import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverShowsOf, drawRemoteCovers, type RemoteCoverOptions, titleOf } from './remote-covers';

describe('titleOf', () => {
  it('keeps a sane name, trimmed and without control characters', () => {
    expect(titleOf('  ਸਵੇਰ ਦੀ ਸਭਾ ')).toBe('ਸਵੇਰ ਦੀ ਸਭਾ');
    expect(titleOf('a\u0000b\nc')).toBe('a b c');
    for (const bad of [undefined, 42, '', '   ', 'x'.repeat(201)]) expect(titleOf(bad)).toBeNull();
  });
});

describe('coverShowsOf', () => {
  it('keeps the shows with a valid slug and name, and leaves the rest out', () => {
    const answer = {
      data: [
        { slug: 'good-show', title: 'Good Show', titlePa: 'ਚੰਗਾ ਸ਼ੋਅ', image: 'https://cms.example/x.svg' },
        { slug: '../etc/passwd', title: 'Bad' },
        { slug: 'Bad Slug', title: 'Bad' },
        { slug: 'no-title' },
        { slug: 'long', title: 'x'.repeat(500) },
        null,
        { slug: 'plain', title: 'Plain', titlePa: 7 },
      ],
    };
    expect(coverShowsOf(answer)).toEqual([
      { slug: 'good-show', title: 'Good Show', titlePa: 'ਚੰਗਾ ਸ਼ੋਅ', image: 'https://cms.example/x.svg' },
      { slug: 'plain', title: 'Plain' },
    ]);
  });

  it('refuses an answer that is not a list of shows', () => {
    expect(() => coverShowsOf({ data: 'x' })).toThrow(/did not answer/);
    expect(() => coverShowsOf(null)).toThrow(/did not answer/);
  });
});

describe('drawRemoteCovers', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The site's /api/shows and the renderer's stamps, as a fetch; records the PUTs. */
  function fakeFetch(shows: unknown, stamps: Record<string, string>) {
    const puts: { path: string; stamp: string | null; bytes: number }[] = [];
    const fetch = vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(input);
      if (url.origin === 'https://radio.example' && url.pathname === '/api/shows') return Response.json(shows);
      if (url.origin !== 'http://127.0.0.1:8796') return new Response('unexpected', { status: 599 });
      if (init?.method === 'PUT') {
        const bytes = new Uint8Array(await new Response(init.body).arrayBuffer()).length;
        puts.push({ path: url.pathname, stamp: url.searchParams.get('stamp'), bytes });
        return new Response(null, { status: 204 });
      }
      const stamp = stamps[url.pathname];
      return stamp ? new Response(stamp) : new Response('no cover', { status: 404 });
    });
    vi.stubGlobal('fetch', fetch);
    return { fetch, puts };
  }

  const options = (built: string[] = []): RemoteCoverOptions => ({
    site: 'https://radio.example',
    renderer: 'http://127.0.0.1:8796',
    built: (lang, slug) => built.includes(`${lang}/${slug}`),
    draw: (lang, show) => `<svg>${lang}:${(lang === 'pa' && show.titlePa) || show.title}</svg>`,
    encode: async (svg) => new Uint8Array(svg.length),
    stamp: (svg) => svg.length.toString(16).padStart(16, '0'),
    reencode: async (b) => b,
  });

  it('draws every language of a CMS-only show, skips built and unchanged covers, and redraws changed ones', async () => {
    const shows = {
      data: [
        { slug: 'cms-show', title: 'CMS Show', titlePa: 'ਸੀਐਮਐਸ' },
        { slug: 'demo', title: 'Demo' },
      ],
    };
    const o = options(['en/demo', 'pa/demo']);
    const unchanged = o.stamp(o.draw('en', { slug: 'cms-show', title: 'CMS Show' }));
    const { puts } = fakeFetch(shows, { '/cover/en/cms-show': unchanged, '/cover/pa/cms-show': 'ffffffffffffffff' });
    expect(await drawRemoteCovers(o)).toBe(1);
    const svg = '<svg>pa:ਸੀਐਮਐਸ</svg>';
    expect(puts).toEqual([{ path: '/cover/pa/cms-show', stamp: o.stamp(svg), bytes: svg.length }]);
  });

  it('stops with a clear error when the site or the renderer refuses', async () => {
    const { fetch } = fakeFetch({ data: [] }, {});
    fetch.mockResolvedValueOnce(new Response('down', { status: 503 }));
    await expect(drawRemoteCovers(options())).rejects.toThrow(/api\/shows answered 503/);
    fakeFetch({ data: [{ slug: 'x', title: 'X' }] }, {}).fetch.mockImplementation(async (input: URL | string, init) =>
      init?.method === 'PUT'
        ? new Response('not a cover JPEG', { status: 400 })
        : String(input).endsWith('/api/shows')
          ? Response.json({ data: [{ slug: 'x', title: 'X' }] })
          : new Response('', { status: 404 }),
    );
    await expect(drawRemoteCovers(options())).rejects.toThrow(/storing en\/x's cover: 400/);
  });
});
