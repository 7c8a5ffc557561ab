/**
 * Every podcast feed of the demo, in both languages, read by two independent parsers
 * (fast-xml-parser in tests/lib/apple-podcast.ts, and rss-parser on xml2js) and held to Apple
 * Podcasts' rules: the cover square, 1400–3000 px, RGB, under 512 KB (read from its bytes), the
 * owner's email, explicitness, each enclosure an audio type Apple plays whose `length` is the
 * bytes the site serves. And a CMS's hostile episodes leave the feed valid (200).
 */
import Parser from 'rss-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShowResponse, ShowsResponse } from '../../shared/types/api';
import type { Env } from '../../worker/env';
import { applePodcastProblems, type Fetch } from '../lib/apple-podcast';
import { CMS, fakeCms, ORIGINALS_HOST } from './fake-cms';
import { call, clearCache, getJson } from './helpers';

const rss = new Parser();
let shows: string[] = [];

/** The site's own files, each path fetched once (the demo's episodes share four clips). */
const served = new Map<string, Promise<Awaited<ReturnType<Fetch>>>>();
const get: Fetch = (url) => {
  const path = new URL(url).pathname;
  if (!served.has(path))
    served.set(
      path,
      call(path).then(async (res) => ({
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        bytes: new Uint8Array(await res.arrayBuffer()),
      })),
    );
  return served.get(path) as ReturnType<Fetch>;
};

beforeAll(async () => {
  await clearCache();
  shows = (await getJson<ShowsResponse>('/api/shows')).body.data.map((s) => s.slug);
});
afterEach(() => vi.restoreAllMocks());

describe("Apple Podcasts' rules", () => {
  it('hold for every podcast feed of the demo, in both languages', async () => {
    expect(shows.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const slug of shows)
      for (const lang of ['en', 'pa']) {
        const res = await call(`/feeds/${lang}/podcast/${slug}.xml`);
        expect(res.status, slug).toBe(200);
        const found = await applePodcastProblems(await res.text(), get);
        problems.push(...found.map((p) => `${lang}/${slug}: ${p}`));
      }
    expect(problems).toEqual([]);
  }, 120_000);

  it('read the same by a second parser (rss-parser): owner, explicit, cover, and each enclosure', async () => {
    for (const slug of shows.slice(0, 3))
      for (const lang of ['en', 'pa']) {
        const feed = await rss.parseString(await (await call(`/feeds/${lang}/podcast/${slug}.xml`)).text());
        expect(feed.itunes?.owner?.email, slug).toBe('podcasts@915radio.example');
        expect(feed.itunes?.explicit).toBe('false');
        expect(feed.itunes?.image).toBe(`http://localhost:8787/share/cover/${lang}/${slug}.jpg`);
        expect(feed.language).toBe(lang);
        const { body } = await getJson<ShowResponse>(`/api/shows/${slug}?page=1`);
        expect(feed.items.length).toBeGreaterThanOrEqual(body.episodes.filter((e) => e.soundLink).length);
        for (const item of feed.items) {
          const file = await get(item.enclosure?.url ?? '');
          expect(item.enclosure?.type).toBe('audio/mpeg');
          expect(Number(item.enclosure?.length)).toBe(file.bytes.length);
          expect(file.type).toBe('audio/mpeg');
        }
      }
  }, 60_000);
});

describe('hostile CMS episodes', () => {
  it('keep the feed valid: an absurd duration and a huge one lose the tag, a missing file its item', async () => {
    const slug = shows[0] ?? '';
    // The embedded answers the tests above read are kept under the same keys.
    await clearCache();
    let n = 0;
    fakeCms((path, body) => {
      if (!path.startsWith(`/api/shows/${slug}`)) return body;
      const show = body as { episodes: Record<string, unknown>[] };
      const [a, b, c, d] = show.episodes;
      if (a) a.duration = '99999999:00:00';
      if (b) b.duration = 1e308;
      if (c) c.soundLink = '/media/audio/no-such-file.mp3';
      if (d) d.soundLink = 'https://files.cms.example.test/episode.mp3';
      n++;
      return show;
    });
    const proxied: Partial<Env> = { BACKEND_URL: CMS, ORIGINALS_URL: ORIGINALS_HOST };
    const res = await call(`/feeds/en/podcast/${slug}.xml`, undefined, proxied);
    expect(res.status).toBe(200);
    expect(n).toBeGreaterThan(0);
    const feed = await rss.parseString(await res.text());
    const durations = feed.items.map((i) => i.itunes?.duration);
    expect(durations.every((d) => d === undefined || /^\d\d:\d\d:\d\d$/.test(d))).toBe(true);
    const urls = feed.items.map((i) => i.enclosure?.url ?? '');
    expect(urls.some((u) => u.includes('no-such-file'))).toBe(false);
    // Another host's file: its size unknown, so 0, never a fetch of it on the feed's path (it is
    // asked with HEAD after the answer and kept: worker/feeds/remote-lengths.test.ts).
    expect(feed.items.find((i) => i.enclosure?.url.startsWith('https://files.'))?.enclosure?.length).toBe('0');
  }, 30_000);
});
