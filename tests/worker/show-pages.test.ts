/**
 * The show and episode pages as the server renders them: the whole head (title, image, JSON-LD)
 * in the first HTML, Punjabi labels on Punjabi pages, 404 past the last page, and a CMS in remote
 * mode that sends the spec's quirky shapes ('tilte', languages as a string, text durations).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShowResponse, ShowsResponse } from '../../shared/types/api';
import { call, clearCache, getJson } from './helpers';

const ldOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<
    string,
    unknown
  >;

beforeEach(() => clearCache());
afterEach(() => vi.restoreAllMocks());

describe('show and episode pages (embedded content)', () => {
  it('renders a show with its highlights and a RadioSeries, in English and Punjabi', async () => {
    const { body } = await getJson<ShowsResponse>('/api/shows');
    const slug = body.data[0]!.slug;
    const en = await (await call(`/shows/view/${slug}/1`)).text();
    expect(en).toContain('Show Highlights');
    expect(en).toContain('About this show');
    expect(ldOf(en)).toMatchObject({ '@type': 'RadioSeries', name: body.data[0]!.title });
    const pa = await (await call(`/pa/shows/view/${slug}/1`)).text();
    expect(pa).toContain('ਸ਼ੋਅ ਦੀਆਂ ਝਲਕੀਆਂ');
    expect(pa).not.toContain('Show Highlights');
    expect((await call(`/shows/view/${slug}/99`)).status).toBe(404);
  });

  it("renders an episode with its share image in the head and JSON-LD inside the show's series", async () => {
    const { body: shows } = await getJson<ShowsResponse>('/api/shows');
    const { body } = await getJson<ShowResponse>(`/api/shows/${shows.data[0]!.slug}?page=1`);
    const e = body.episodes[0]!;
    const res = await call(`/shows/view/${e.showId}/episode/${e.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('<body'));
    // The episode's image is a generated SVG, which share bots do not show: it shares the JPEG drawn from it.
    const jpeg = e.image.replace(/^\/media\/images\/(.+)\.svg$/, '/media/share/$1.jpg');
    expect(head).toContain(`<meta property="og:image" content="http://localhost:8787${jpeg}">`);
    expect(ldOf(html)).toMatchObject({
      '@type': e.soundLink ? 'PodcastEpisode' : 'RadioEpisode',
      name: e.title,
      partOfSeries: { '@type': 'RadioSeries', name: body.data.title },
    });
    expect((await call(`/shows/view/${e.showId}/episode/999999`)).status).toBe(404);
  });
});

describe('show and episode pages from a CMS with the quirky shapes (remote mode)', () => {
  const remote = { BACKEND_URL: 'https://cms.example.test' };
  const show = {
    id: 5,
    slug: 'quirky',
    tilte: 'Quirky Hour',
    description: '<p>Odd shapes.</p>',
    days: 'Saturday',
    startTime: '18:00',
    endTime: '19:00',
    languages: 'English, Punjabi',
    hosts: [{ id: 1, slug: 'ana', tilte: 'Ana Host' }],
  };
  const episode = {
    id: 50,
    show_id: '5',
    tilte: 'Odd Episode',
    duration: '01:02:03',
    languages: [{ id: 1, title: 'Punjabi' }],
    soundLink: '/media/audio/episode-a.wav',
    show,
  };
  const answers: Record<string, unknown> = {
    '/api/shows/quirky?page=1': { data: show, episodes: [episode], page: '1', count: '1' },
    '/api/shows/episode/50': episode,
  };

  beforeEach(async () => {
    // The shell's settings come from the same CMS: the embedded ones stand in for them.
    answers['/api/settings'] = (await getJson('/api/settings')).body;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = answers[url.pathname + url.search];
      return body ? Response.json(body) : Response.json({ detail: 'Not found' }, { status: 404 });
    });
  });

  /** The page at `path` as the site draws it from that CMS, which must answer 200. */
  const rendered = async (path: string) => {
    const res = await call(path, undefined, remote);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('renders the show', async () => {
    const html = await rendered('/shows/view/quirky/1');
    for (const text of ['Quirky Hour', 'English, Punjabi', '/hosts/view/ana', '1:02:03']) expect(html).toContain(text);
  });

  it('renders the episode, with no next episode', async () => {
    const html = await rendered('/pa/shows/view/5/episode/50');
    for (const text of ['Odd Episode', 'ਪੰਜਾਬੀ']) expect(html).toContain(text);
    expect(html).not.toContain('ਅਗਲਾ ਐਪੀਸੋਡ');
    expect(ldOf(html)).toMatchObject({ '@type': 'PodcastEpisode', duration: 'PT1H2M3S' });
  });
});
