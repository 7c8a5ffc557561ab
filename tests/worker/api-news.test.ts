import { describe, expect, it } from 'vitest';
import { NEWS_GROUPS } from '../../shared/content-kinds';
import type { ArticleCard, NewsGroupedResponse, NewsListResponse, PostResponse } from '../../shared/types/api';
import { LIST_PAGE_SIZE } from '../../shared/constants';
import { getJson } from './helpers';
import type { EntertainmentListResponse } from '../../shared/types/api';

const newestFirst = (cards: ArticleCard[]) => cards.every((c, i) => i === 0 || cards[i - 1]!.postDate >= c.postDate);

describe('GET /api/news (the sectioned grid)', () => {
  it('fills every category with its newest cards, enough for the tall layout', async () => {
    const { res, body } = await getJson<NewsGroupedResponse>('/api/news');
    expect(res.status).toBe(200);
    for (const group of NEWS_GROUPS) {
      expect(body.data[group].length, group).toBeGreaterThanOrEqual(7);
      expect(newestFirst(body.data[group]), group).toBe(true);
    }
    expect(body.data.bc.every((c) => c.tags.some((t) => t.slug === 'bc'))).toBe(true);
    expect(body.meta.tags.map((t) => t.slug)).toEqual(expect.arrayContaining(['bc', 'entertainment', 'sports']));
    expect(body.meta.tags[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
    });
  });

  it('gives cards the fields of the spec and no body', async () => {
    const { body } = await getJson<NewsGroupedResponse>('/api/news');
    const card = body.data.latest[0]!;
    expect(card).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      intro: expect.any(String),
      postDate: expect.any(String),
      isUpdated: expect.any(Boolean),
    });
    expect(card.locale.length).toBeGreaterThan(0);
    expect(card).not.toHaveProperty('body');
  });
});

describe('GET /api/news/{tag}', () => {
  it('pages a category with correct pagination, three pages or more for bc', async () => {
    const first = await getJson<NewsListResponse>('/api/news/bc');
    expect(first.res.status).toBe(200);
    expect(first.body.data).toHaveLength(LIST_PAGE_SIZE);
    expect(first.body.meta.pagination.total_pages).toBeGreaterThanOrEqual(3);
    expect(first.body.meta.pagination.current_page).toBe(1);
    const third = await getJson<NewsListResponse>('/api/news/bc?page=3');
    expect(third.body.meta.pagination.current_page).toBe(3);
    expect(third.body.data.length).toBeGreaterThan(0);
    const ids = new Set(first.body.data.map((c) => c.id));
    expect(third.body.data.some((c) => ids.has(c.id))).toBe(false);
    expect(first.body.meta.latest.length).toBeGreaterThan(0);
    expect(first.body.featured.every((c) => c.tags.some((t) => t.slug === 'featured'))).toBe(true);
  });

  it('answers a page past the end with an empty list and the real page count', async () => {
    const { res, body } = await getJson<NewsListResponse>('/api/news/bc?page=99');
    expect(res.status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toMatchObject({ current_page: 99, total_pages: expect.any(Number) });
    expect(body.meta.pagination.total_pages).toBeLessThan(99);
  });

  it('keeps only posts in the language of the locale segment', async () => {
    const pa = await getJson<NewsListResponse>('/api/news/bc/pa');
    expect(pa.res.status).toBe(200);
    expect(pa.body.data.length).toBeGreaterThan(0);
    expect(pa.body.data.every((c) => c.locale.includes('pa'))).toBe(true);
    const en = await getJson<NewsListResponse>('/api/news/bc/en_us');
    expect(en.body.data.every((c) => c.locale.includes('en'))).toBe(true);
    const all = await getJson<NewsListResponse>('/api/news/bc');
    expect(all.body.meta.pagination.total).toBeGreaterThan(pa.body.meta.pagination.total);
  });

  it('treats latest as every news post', async () => {
    const latest = await getJson<NewsListResponse>('/api/news/latest');
    const grid = await getJson<NewsGroupedResponse>('/api/news');
    expect(latest.body.data.slice(0, 5).map((c) => c.id)).toEqual(grid.body.data.latest.slice(0, 5).map((c) => c.id));
    expect(latest.body.meta.pagination.total).toBeGreaterThanOrEqual(80);
  });

  it.each([
    ['/api/news/no-such-tag', 'unknown category'],
    ['/api/news/bc/fr', 'unknown locale'],
    ['/api/news/bc?page=abc', 'page that is not digits'],
    ['/api/news/bc?page=0', 'page zero'],
    ['/api/news/bc?page=-1', 'negative page'],
    ["/api/news/bc'%20OR%201=1--", 'an injection attempt'],
  ])('answers 404 JSON for %s (%s)', async (path) => {
    const { res, body } = await getJson(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(body).toMatchObject({ status: 404, error: expect.any(String) });
  });
});

describe('GET /api/news/post/{slug}', () => {
  it('returns the post with at most 3 related and the latest news', async () => {
    const { body: grid } = await getJson<NewsGroupedResponse>('/api/news');
    const slug = grid.data.bc[0]!.slug;
    const { res, body } = await getJson<PostResponse>(`/api/news/post/${slug}`);
    expect(res.status).toBe(200);
    expect(body.item.slug).toBe(slug);
    expect(body.item.body.length).toBeGreaterThan(0);
    expect(body.item.images.length).toBeGreaterThan(0);
    expect(body.relatedNews.length).toBeGreaterThan(0);
    expect(body.relatedNews.length).toBeLessThanOrEqual(3);
    expect(body.relatedNews.some((c) => c.id === body.item.id)).toBe(false);
    expect(body.latestNews.length).toBeGreaterThan(0);
    expect(body.latestNews.some((c) => c.id === body.item.id)).toBe(false);
  });

  it('carries Punjabi fields for a bilingual post', async () => {
    const { body: list } = await getJson<NewsListResponse>('/api/news/india/pa');
    const bilingual = list.data.find((c) => c.locale.includes('en') && c.locale.includes('pa'))!;
    const { body } = await getJson<PostResponse>(`/api/news/post/${bilingual.slug}`);
    expect(body.item.titlePa).toMatch(/[\u0A00-\u0A7F]/);
    expect(body.item.bodyPa?.length).toBeGreaterThan(0);
    expect(body.item.languages).toEqual(['en', 'pa']);
  });

  it('answers 404 for an unknown slug and for an entertainment slug', async () => {
    expect((await getJson('/api/news/post/no-such-post')).res.status).toBe(404);
    const { body: ent } = await getJson<EntertainmentListResponse>('/api/entertainments/bollywood');
    expect((await getJson(`/api/news/post/${ent.data[0]!.slug}`)).res.status).toBe(404);
  });
});
