import { describe, expect, it } from 'vitest';
import type { NewsGroupedResponse, NewsListResponse } from '../types/api';
import { NEWS_GROUPS } from '../content-kinds';
import { cardView } from './cards';
import {
  NEWS_GRID,
  NEWS_GRID_EXTRA,
  newsGridView,
  newsListView,
  newsRails,
  newsSectionLayout,
  newsTabs,
  visitorLanguageFirst,
} from './news';
import { onePage, testCard, testTag } from '../../tests/fixtures/post-list';

describe('newsGridView', () => {
  const data = Object.fromEntries(
    NEWS_GROUPS.map((g, gi) => [
      g,
      Array.from({ length: 10 }, (_, i) => testCard(gi * 100 + i, i % 3 === 0 ? ['pa'] : ['en', 'pa'], g)),
    ]),
  ) as NewsGroupedResponse['data'];
  const grid: NewsGroupedResponse = {
    data,
    featured: [],
    meta: { latest: [], tags: NEWS_GROUPS.map(testTag), pagination: onePage },
  };

  it('lays out the spec sections in order with their counts and two spare items each', () => {
    const v = newsGridView(grid, 'en');
    expect(v.sections.map((s) => [s.slug, s.count])).toEqual(NEWS_GRID.map((e) => [e.slug, e.count]));
    for (const s of v.sections) expect(s.items).toHaveLength(s.count + NEWS_GRID_EXTRA);
  });

  it('is the news list: its tabs label, title and headings that link to each category', () => {
    const v = newsGridView(grid, 'en');
    expect(v).toMatchObject({ section: 'news', title: 'News', tabsLabel: 'News sections' });
    expect(v.sections.every((s) => s.link === 'heading' && s.href === `/news/${s.slug}`)).toBe(true);
  });

  it("puts posts in the visitor's language first", () => {
    const latest = newsGridView(grid, 'en').sections[0];
    const firstIds = latest?.items.slice(0, 5).map((c) => c.id) ?? [];
    expect(firstIds.every((id) => data.latest.find((c) => c.id === id)?.locale.includes('en'))).toBe(true);
  });

  it('uses Punjabi titles and tag names in Punjabi', () => {
    const bc = newsGridView(grid, 'pa').sections[2];
    expect(bc?.title).toBe('ਪ-bc');
    expect(bc?.items[0]?.title).toMatch(/^ਟ/);
  });
});

describe('visitorLanguageFirst', () => {
  it("keeps every post, those in the visitor's language first, each group in its order", () => {
    const posts = [
      testCard(1, ['pa'], 'bc'),
      testCard(2, ['en'], 'bc'),
      testCard(3, ['pa'], 'bc'),
      testCard(4, ['en', 'pa'], 'bc'),
    ];
    expect(visitorLanguageFirst(posts, 'en').map((c) => c.id)).toEqual([2, 4, 1, 3]);
    expect(visitorLanguageFirst(posts, 'pa').map((c) => c.id)).toEqual([1, 3, 4, 2]);
  });
});

describe('newsSectionLayout', () => {
  const layout = (slug: string) => {
    const entry = NEWS_GRID.find((e) => e.slug === slug);
    if (!entry) throw new Error(slug);
    return newsSectionLayout(entry);
  };
  it('gives the two top stories the full width, latest with a large lead beside its headlines', () => {
    expect(layout('latest')).toEqual({ lead: 'large', width: 'full', shape: 'beside', link: 'heading' });
  });
  it('makes featured the spotlight: a picture-led lead with text-only tiles', () => {
    expect(layout('featured')).toEqual({ lead: 'featured', width: 'full', shape: 'spotlight', link: 'heading' });
  });
  it('sets regions in thirds, India in two thirds, finance and sports in halves', () => {
    expect(['bc', 'alberta', 'canada', 'world', 'india', 'finance', 'sports'].map((s) => layout(s).width)).toEqual([
      'third',
      'third',
      'third',
      'third',
      'wide',
      'half',
      'half',
    ]);
  });
});

describe('newsTabs', () => {
  it("is 'All' plus every tag except entertainment, with the active one marked", () => {
    const tabs = newsTabs(['bc', 'entertainment', 'sports'].map(testTag), 'bc', 'en');
    expect(tabs.map((t) => [t.slug, t.href, t.active])).toEqual([
      ['all', '/news', false],
      ['bc', '/news/bc', true],
      ['sports', '/news/sports', false],
    ]);
  });
});

describe('newsRails', () => {
  const cards = [cardView(testCard(1, ['en'], 'bc'), 'en')];
  it("is 'Latest News' leading to /news/latest and cut to the list's height, then 'Featured'", () => {
    expect(newsRails(cards, cards, 'en').map((r) => [r.title, r.href, r.fit])).toEqual([
      ['Latest News', '/news/latest', true],
      ['Featured', undefined, false],
    ]);
  });
  it("leaves 'Featured' out when nothing is featured", () => {
    expect(newsRails(cards, [], 'pa')).toHaveLength(1);
  });
});

describe('newsListView', () => {
  const list: NewsListResponse = {
    data: [testCard(1, ['en'], 'bc'), testCard(2, ['en'], 'bc')],
    featured: [],
    meta: {
      latest: [testCard(3, ['en'], 'bc')],
      tags: [testTag('bc')],
      pagination: { ...onePage, total_pages: 4 },
      tag: testTag('bc'),
    },
  };
  it("is the category's page: its name as title, its tab active, pages under /news/{tag}", () => {
    const v = newsListView(list, 'pa', 2);
    expect(v).toMatchObject({ kind: 'list', section: 'news', title: 'ਪ-bc', page: 2, totalPages: 4 });
    expect(v.baseHref).toBe('/news/bc');
    expect(v.tabs.find((t) => t.active)?.slug).toBe('bc');
    expect(v.items.map((c) => c.id)).toEqual([1, 2]);
  });
  it('takes the title it is given (Latest News)', () => {
    expect(newsListView(list, 'en', 1, 'Latest News').title).toBe('Latest News');
  });
});
