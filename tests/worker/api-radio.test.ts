import { describe, expect, it } from 'vitest';
import type { Episode, Host, HostsResponse, ShowResponse, ShowsResponse } from '../../shared/types/api';
import { EPISODES_PAGE_SIZE } from '../../shared/constants';
import { getJson } from './helpers';

describe('shows and episodes', () => {
  it('lists every show with its schedule and hosts over all three day groups', async () => {
    const { res, body } = await getJson<ShowsResponse>('/api/shows');
    expect(res.status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    const groups = new Set(body.data.flatMap((s) => s.days));
    expect([...groups].sort()).toEqual(['Monday to Friday', 'Saturday', 'Sunday']);
    expect(body.data.every((s) => s.hosts.length > 0 && /^\d\d:\d\d$/.test(s.startTime))).toBe(true);
    expect(body.data.every((s) => s.titlePa && s.descriptionPa && (!s.tagline || s.taglinePa))).toBe(true);
  });

  it("pages a show's episodes newest first", async () => {
    const { body: shows } = await getJson<ShowsResponse>('/api/shows');
    const slug = shows.data[0]!.slug;
    const { res, body } = await getJson<ShowResponse>(`/api/shows/${slug}?page=1`);
    expect(res.status).toBe(200);
    expect(body.data.slug).toBe(slug);
    expect(body.episodes).toHaveLength(EPISODES_PAGE_SIZE);
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.count).toBe(Math.ceil(body.total / EPISODES_PAGE_SIZE));
    expect(body.episodes.every((e) => e.showId === body.data.id)).toBe(true);
    const last = await getJson<ShowResponse>(`/api/shows/${slug}?page=${body.count + 1}`);
    expect(last.body.episodes).toEqual([]);
    expect((await getJson(`/api/shows/${slug}?page=one`)).res.status).toBe(404);
    expect((await getJson('/api/shows/no-such-show')).res.status).toBe(404);
  });

  it('returns an episode with its show, and the next one until there is none', async () => {
    const { body: shows } = await getJson<ShowsResponse>('/api/shows');
    const { body } = await getJson<ShowResponse>(`/api/shows/${shows.data[1]!.slug}`);
    const newest = body.episodes[0]!;
    const episode = await getJson<Episode>(`/api/shows/episode/${newest.id}`);
    expect(episode.res.status).toBe(200);
    expect(episode.body.show.slug).toBe(shows.data[1]!.slug);
    const next = await getJson<Episode>(`/api/shows/episode/next/${newest.id}`);
    expect(next.res.status).toBe(200);
    expect(next.body.id).toBe(body.episodes[1]!.id);
    // Walk to the oldest: its next is a 404, "none".
    let id = newest.id;
    for (let i = 0; i < 20; i++) {
      const step = await getJson<Episode>(`/api/shows/episode/next/${id}`);
      if (step.res.status === 404) break;
      id = step.body.id;
    }
    expect((await getJson(`/api/shows/episode/next/${id}`)).res.status).toBe(404);
    expect((await getJson('/api/shows/episode/999999')).res.status).toBe(404);
    expect((await getJson('/api/shows/episode/abc')).res.status).toBe(404);
  });
});

describe('hosts', () => {
  it('lists hosts in the grid shape and returns a host with their shows', async () => {
    const { res, body } = await getJson<HostsResponse>('/api/host');
    expect(res.status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(8);
    const first = body.data[0]!;
    expect(first).toMatchObject({
      slug: expect.any(String),
      img: expect.any(String),
      nameHost: expect.any(String),
      nameShow: expect.any(String),
    });
    const host = await getJson<Host>(`/api/host/${first.slug}`);
    expect(host.res.status).toBe(200);
    expect(host.body.shows.length).toBeGreaterThan(0);
    expect((await getJson('/api/host/nobody')).res.status).toBe(404);
    expect((await getJson('/api/host?page=2x')).res.status).toBe(404);
  });
});
