import { describe, expect, it } from 'vitest';
import type {
  EventsResponse,
  FeaturedItem,
  FeaturedListResponse,
  FeaturedPost,
  HomeResponse,
  OriginalsResponse,
  OriginalsSeriesResponse,
  PageNotFoundResponse,
  SettingsResponse,
} from '../../shared/types/api';
import { FEATURED_PAGE_SIZE, ORIGINALS_PAGE_SIZE } from '../../shared/constants';
import { SECTION_HANDLES } from '../../shared/content-kinds';
import { getJson } from './helpers';
import type { ErrorBody, PageResponse } from '../../shared/types/api';

describe('GET /api/home', () => {
  it('resolves every configured section with items, headers and the flags', async () => {
    const { res, body } = await getJson<HomeResponse>('/api/home');
    expect(res.status).toBe(200);
    const handles = body.sections.map((s) => s.handle);
    expect(handles).toEqual(
      expect.arrayContaining(['news', 'connectOriginals', 'events', 'careers', 'shows', 'banner']),
    );
    for (const s of body.sections.filter((x) => x.handle !== 'banner'))
      expect(s.items.length, s.handle).toBeGreaterThan(0);
    expect(body.meta.headers.title).toBeTruthy();
    expect(body.meta.recentlyAired.length).toBeGreaterThan(0);
    expect(body.meta.recentlyAired[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
    });
    // Recently Aired carries the Punjabi text for Punjabi pages.
    expect(body.meta.recentlyAired.some((e) => e.titlePa && e.descriptionPa && e.showTitlePa)).toBe(true);
    expect(typeof body.showEntertainment).toBe('boolean');
    expect(typeof body.showPopup).toBe('boolean');
  });
});

describe('featured', () => {
  it('pages featured stories with headers and links each to the next', async () => {
    const { res, body } = await getJson<FeaturedListResponse>('/api/featured');
    expect(res.status).toBe(200);
    expect(body.data).toHaveLength(FEATURED_PAGE_SIZE);
    expect(body.count).toBeGreaterThanOrEqual(2);
    expect(body.headers.heading).toBeTruthy();
    const post = await getJson<FeaturedPost>(`/api/featured/${body.data[0]!.id}`);
    expect(post.body.body.length).toBeGreaterThan(0);
    const next = await getJson<FeaturedItem>(`/api/featured/next/${body.data[0]!.id}`);
    expect(next.body.id).toBe(body.data[1]!.id);
    const lastPage = await getJson<FeaturedListResponse>(`/api/featured?page=${body.count}`);
    const oldest = lastPage.body.data.at(-1)!;
    expect((await getJson(`/api/featured/next/${oldest.id}`)).res.status).toBe(404);
    expect((await getJson('/api/featured/123456789')).res.status).toBe(404);
    expect((await getJson('/api/featured?page=1.5')).res.status).toBe(404);
  });
});

describe('GET /api/events', () => {
  it('lists upcoming events soonest first over three months or more, with a featured one and the note', async () => {
    const { res, body } = await getJson<EventsResponse>('/api/events');
    expect(res.status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(body.data.every((e, i) => i === 0 || body.data[i - 1]!.dateTime <= e.dateTime)).toBe(true);
    const months = new Set(body.data.map((e) => e.dateTime.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(3);
    expect(body.meta.featured).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(body.meta.note?.heading).toBeTruthy();
    expect(body.meta.headers).toBeTruthy();
  });
});

describe('connect originals', () => {
  it('lists the three categories with items', async () => {
    const { body } = await getJson<OriginalsResponse>('/api/connectOriginals');
    expect(body.data.map((c) => c.title)).toEqual(['Newsroom', 'Connect Cine', 'Lifestyle']);
    expect(body.data.every((c) => c.items.length > 0)).toBe(true);
    // Items carry their Punjabi description; one English-only item keeps the fallback in use.
    const items = body.data.flatMap((c) => c.items);
    expect(items.filter((i) => i.descriptionPa).length).toBeGreaterThan(items.length / 2);
  });

  it('pages a series, keeping only items with a video or audio link', async () => {
    const { res, body } = await getJson<OriginalsSeriesResponse>('/api/connectOriginals/docs');
    expect(res.status).toBe(200);
    expect(body.slug).toBe('docs');
    expect(body.data).toHaveLength(ORIGINALS_PAGE_SIZE);
    expect(body.totalPages).toBeGreaterThanOrEqual(2);
    expect(body.data.every((i) => i.youtubeLink || i.soundcloudLink)).toBe(true);
    expect(body.headers).toMatchObject({ headingPa: expect.any(String), subheadingPa: expect.any(String) });
    expect(body.data.every((i) => i.descriptionPa)).toBe(true);
    const page2 = await getJson<OriginalsSeriesResponse>('/api/connectOriginals/docs?page=2');
    expect(page2.body.page).toBe(2);
    for (const slug of ['shows', 'entertainment', 'explainers']) {
      expect((await getJson(`/api/connectOriginals/${slug}`)).res.status, slug).toBe(200);
    }
    expect((await getJson('/api/connectOriginals/nope')).res.status).toBe(404);
  });
});

describe('pages, legal, contact info, 404 content and settings', () => {
  it.each(['about', 'advertise', 'careers', 'apps', 'community'])('returns the page %s', async (path) => {
    const { res, body } = await getJson<PageResponse>(`/api/pages/${path}`);
    expect(res.status).toBe(200);
    expect(body.head.title).toBeTruthy();
    expect(body.meta.title).toBeTruthy();
  });

  it('has a section-built page that uses every section handle', async () => {
    const { body } = await getJson<PageResponse>('/api/pages/community');
    const handles = new Set((body.sections ?? []).map((s: { handle: string }) => s.handle));
    for (const h of SECTION_HANDLES) {
      expect(handles.has(h), h).toBe(true);
    }
  });

  it('answers legal pages and 404 for a missing one', async () => {
    expect((await getJson('/api/legal/privacy-policy')).res.status).toBe(200);
    expect((await getJson('/api/legal/nothing-here')).res.status).toBe(404);
    expect((await getJson('/api/pages/nothing-here')).res.status).toBe(404);
    expect((await getJson('/api/pages/..%2F..%2Fetc')).res.status).toBe(404);
  });

  it('returns contact info, the 404 texts and the shell settings', async () => {
    const info = await getJson('/api/info/contact');
    expect(info.body).toMatchObject({
      title: expect.any(String),
      head: expect.any(String),
      description: expect.any(String),
      note: expect.any(Object),
    });
    const nf = await getJson<PageNotFoundResponse>('/api/pageNotFound');
    expect(nf.body.data[0]).toMatchObject({ errorTitle: expect.any(String), errorCopy: expect.any(String) });
    const s = await getJson<SettingsResponse>('/api/settings');
    expect(s.body.headerMenu.length).toBeGreaterThan(0);
    expect(s.body.socialLinks.length).toBeGreaterThan(0);
    expect(s.body.search).toBeNull();
  });
});

describe('the contract as a whole', () => {
  it('answers unknown API paths with a 404 JSON', async () => {
    const { res, body } = await getJson<ErrorBody>('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(body.status).toBe(404);
  });

  it('answers wrong methods with 405', async () => {
    const { call } = await import('./helpers');
    expect((await call('/api/news', { method: 'DELETE' })).status).toBe(405);
    expect((await call('/api/news', { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await call('/api/contact-form')).status).toBe(405);
    expect((await call('/api/contact-form')).headers.get('allow')).toBe('POST');
  });
});
