import { describe, expect, it } from 'vitest';
import type { ArticleCard, EntertainmentGroupedResponse, NewsGroupedResponse, TagRef } from '../types/api';
import type { Lang } from '../types/content';
import { NEWS_GROUPS } from '../types/api';
import { entertainmentGridView } from './entertainment';
import { NEWS_GRID, NEWS_GRID_EXTRA, newsGridView, newsTabs } from './news';

const card = (id: number, locale: Lang[], tag: string): ArticleCard => ({
  id,
  slug: `s${id}`,
  kind: 'news',
  title: `T${id}`,
  titlePa: `ਟ${id}`,
  intro: 'I',
  introPa: 'ਇ',
  postDate: '2026-11-20T17:00:00Z',
  isUpdated: false,
  locale,
  tags: [{ id: 1, name: tag, slug: tag }],
});
const tag = (slug: string): TagRef => ({
  id: slug.length,
  slug,
  name: slug.toUpperCase(),
  namePa: `ਪ-${slug}`,
  title: slug.toUpperCase(),
});

describe('newsGridView', () => {
  const data = Object.fromEntries(
    NEWS_GROUPS.map((g, gi) => [
      g,
      Array.from({ length: 10 }, (_, i) => card(gi * 100 + i, i % 3 === 0 ? ['pa'] : ['en', 'pa'], g)),
    ]),
  ) as NewsGroupedResponse['data'];
  const grid: NewsGroupedResponse = {
    data,
    featured: [],
    meta: {
      latest: [],
      tags: NEWS_GROUPS.map(tag),
      pagination: { current_page: 1, total_pages: 1, per_page: 10, total: 1 },
    },
  };

  it('lays out the spec sections in order with their counts and two spare items each', () => {
    const v = newsGridView(grid, 'en');
    expect(v.sections.map((s) => [s.slug, s.count])).toEqual(NEWS_GRID.map(([s, c]) => [s, c]));
    for (const s of v.sections) expect(s.items).toHaveLength(s.count + NEWS_GRID_EXTRA);
  });

  it("puts posts in the visitor's language first", () => {
    const v = newsGridView(grid, 'en');
    const latest = v.sections[0]!;
    const firstIds = latest.items.slice(0, 5).map((c) => c.id);
    expect(firstIds.every((id) => data.latest.find((c) => c.id === id)!.locale.includes('en'))).toBe(true);
  });

  it('uses Punjabi titles and tag names in Punjabi', () => {
    const v = newsGridView(grid, 'pa');
    expect(v.sections[2]!.title).toBe('ਪ-bc');
    expect(v.sections[2]!.items[0]!.title).toMatch(/^ਟ/);
  });
});

describe('newsTabs', () => {
  it("is 'All' plus every tag except entertainment, with the active one marked", () => {
    const tabs = newsTabs(['bc', 'entertainment', 'sports'].map(tag), 'bc', 'en');
    expect(tabs.map((t) => [t.slug, t.href, t.active])).toEqual([
      ['all', '/news', false],
      ['bc', '/news/bc', true],
      ['sports', '/news/sports', false],
    ]);
  });
});

describe('entertainmentGridView', () => {
  it('keeps only items in the visitor language and cuts each section to its spec count', () => {
    const slugs = ['bollywood', 'pollywood', 'reviews', 'exclusive-interviews', 'local-events'];
    const data = Object.fromEntries(
      slugs.map((s, si) => [
        s,
        Array.from({ length: 8 }, (_, i) => ({
          ...card(si * 100 + i, i < 2 ? ['pa'] : ['en'], s),
          kind: 'entertainment' as const,
        })),
      ]),
    ) as EntertainmentGroupedResponse['data'];
    const res: EntertainmentGroupedResponse = {
      data,
      meta: {
        latest: [],
        title: 'Entertainment',
        tags: slugs.map(tag),
        pagination: { current_page: 1, total_pages: 1, per_page: 10, total: 1 },
      },
    };
    const v = entertainmentGridView(res, 'en');
    expect(v.sections.map((s) => [s.slug, s.items.length, s.placement])).toEqual([
      ['bollywood', 5, 'wide'],
      ['pollywood', 5, 'right'],
      ['reviews', 4, 'left'],
      ['exclusive-interviews', 4, 'center'],
      ['local-events', 3, 'right'],
    ]);
    expect(v.sections.every((s) => s.items.every((c) => c.href.startsWith('/entertainment/post/')))).toBe(true);
    expect(entertainmentGridView(res, 'pa').sections[0]!.items).toHaveLength(2);
  });
});
