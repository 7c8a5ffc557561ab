import { describe, expect, it } from 'vitest';
import { ENTERTAINMENT_SECTIONS } from '../../shared/content-kinds';
import type { EntertainmentGroupedResponse, EntertainmentListResponse, PostResponse } from '../../shared/types/api';
import { getJson } from './helpers';

describe('GET /api/entertainments', () => {
  it('fills every section of the grid and gives meta.latest and meta.title for the home page', async () => {
    const { res, body } = await getJson<EntertainmentGroupedResponse>('/api/entertainments');
    expect(res.status).toBe(200);
    for (const s of ENTERTAINMENT_SECTIONS) {
      expect(body.data[s].length, s).toBeGreaterThanOrEqual(3);
      expect(body.data[s].every((c) => c.kind === 'entertainment' && c.tags.some((t) => t.slug === s))).toBe(true);
    }
    expect(body.meta.title).toBe('Entertainment');
    expect(body.meta.latest.length).toBeGreaterThan(0);
    expect(body.meta.tags.map((t) => t.slug)).toEqual([...ENTERTAINMENT_SECTIONS]);
  });

  it('pages bollywood over three pages or more and all over every post', async () => {
    const { body } = await getJson<EntertainmentListResponse>('/api/entertainments/bollywood');
    expect(body.meta.pagination.total_pages).toBeGreaterThanOrEqual(3);
    expect(body.meta.tag?.slug).toBe('bollywood');
    const all = await getJson<EntertainmentListResponse>('/api/entertainments/all?page=2');
    expect(all.res.status).toBe(200);
    expect(all.body.meta.pagination.current_page).toBe(2);
    expect(all.body.meta.pagination.total).toBeGreaterThanOrEqual(30);
  });

  it('filters by the locale segment', async () => {
    const { body } = await getJson<EntertainmentListResponse>('/api/entertainments/all/pa');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => c.locale.includes('pa'))).toBe(true);
    const en = await getJson<EntertainmentListResponse>('/api/entertainments/bollywood/en_us');
    expect(en.body.data.every((c) => c.locale.includes('en'))).toBe(true);
  });

  it('returns a post and 404s for unknown slugs, tags and pages', async () => {
    const { body: list } = await getJson<EntertainmentListResponse>('/api/entertainments/reviews');
    const post = await getJson<PostResponse>(`/api/entertainments/post/${list.data[0]!.slug}`);
    expect(post.res.status).toBe(200);
    expect(post.body.item.kind).toBe('entertainment');
    expect(post.body.relatedNews.length).toBeLessThanOrEqual(3);
    expect((await getJson('/api/entertainments/post/nope')).res.status).toBe(404);
    expect((await getJson('/api/entertainments/nope')).res.status).toBe(404);
    expect((await getJson('/api/entertainments/all?page=x1')).res.status).toBe(404);
  });
});
