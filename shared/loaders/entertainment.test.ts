import { describe, expect, it } from 'vitest';
import type { EntertainmentGroupedResponse, EntertainmentListResponse } from '../types/api';
import { ENTERTAINMENT_SECTIONS } from '../content-kinds';
import { t } from '../i18n/translate';
import { cardView } from './cards';
import {
  ENTERTAINMENT_GRID,
  entertainmentGridView,
  entertainmentListView,
  entertainmentRails,
  entertainmentSectionLayout,
} from './entertainment';
import { onePage, testCard, testTag } from '../../tests/fixtures/post-list';

const card = (id: number, locale: ('en' | 'pa')[], slug: string) => testCard(id, locale, slug, 'entertainment');

describe('entertainmentGridView', () => {
  const data = Object.fromEntries(
    ENTERTAINMENT_SECTIONS.map((s, si) => [
      s,
      Array.from({ length: 8 }, (_, i) => card(si * 100 + i, i < 2 ? ['pa'] : ['en'], s)),
    ]),
  ) as EntertainmentGroupedResponse['data'];
  const res: EntertainmentGroupedResponse = {
    data,
    meta: {
      latest: [],
      title: 'Entertainment',
      titlePa: 'ਮਨੋਰੰਜਨ',
      tags: ENTERTAINMENT_SECTIONS.map(testTag),
      pagination: onePage,
    },
  };

  it('keeps only items in the visitor language and cuts each section to its spec count', () => {
    const v = entertainmentGridView(res, 'en');
    expect(v.sections.map((s) => [s.slug, s.items.length])).toEqual([
      ['bollywood', 5],
      ['pollywood', 5],
      ['reviews', 4],
      ['exclusive-interviews', 4],
      ['local-events', 3],
    ]);
    expect(v.sections.every((s) => s.items.every((c) => c.href.startsWith('/entertainment/post/')))).toBe(true);
    expect(entertainmentGridView(res, 'pa').sections[0]?.items).toHaveLength(2);
  });

  it('has no spare items: every item is shown in any window', () => {
    expect(entertainmentGridView(res, 'en').sections.every((s) => s.items.length <= s.count)).toBe(true);
  });

  it("is the entertainment list: the content's title, its tabs label, 'See more' links", () => {
    const v = entertainmentGridView(res, 'pa');
    expect(v).toMatchObject({ section: 'entertainment', title: 'ਮਨੋਰੰਜਨ' });
    expect(v.tabsLabel).toBe(t('pa', 'entertainment.navLabel'));
    expect(v.tabs.map((t) => t.href)).toEqual([
      '/entertainment',
      ...ENTERTAINMENT_SECTIONS.map((s) => `/entertainment/${s}`),
    ]);
    expect(v.sections.every((s) => s.link === 'more')).toBe(true);
  });
});

describe('entertainmentSectionLayout', () => {
  const layouts = ENTERTAINMENT_GRID.map((e) => [e.slug, entertainmentSectionLayout(e.placement, e.slug)] as const);
  it('opens Bollywood, the wide section, on a picture-led lead over two columns of headlines', () => {
    expect(layouts[0]).toEqual(['bollywood', { width: 'wide', shape: 'stacked', lead: 'featured', link: 'more' }]);
  });
  it('makes Pollywood, beside it, a list of headlines with no lead', () => {
    expect(layouts[1]).toEqual(['pollywood', { width: 'side', shape: 'list', lead: null, link: 'more' }]);
  });
  it('opens the row of three on standard tiles, the right one a full row on tablets', () => {
    expect(layouts.slice(2).map(([slug, l]) => [slug, l.width, l.shape, l.lead])).toEqual([
      ['reviews', 'third', 'beside', 'medium'],
      ['exclusive-interviews', 'third', 'beside', 'medium'],
      ['local-events', 'side', 'beside', 'medium'],
    ]);
  });
});

describe('entertainmentRails', () => {
  it("is one 'Latest' column leading to every tag's list, shown whole", () => {
    const latest = Array.from({ length: 9 }, (_, i) => cardView(card(i, ['en'], 'reviews'), 'en'));
    expect(entertainmentRails(latest, 'en')).toEqual([
      { id: 'ent-side-latest', title: 'Latest', href: '/entertainment/all', cards: latest, fit: false },
    ]);
  });
});

describe('entertainmentListView', () => {
  const res: EntertainmentListResponse = {
    data: [card(1, ['en'], 'reviews'), card(2, ['pa'], 'reviews'), card(3, ['en', 'pa'], 'reviews')],
    meta: {
      latest: [card(4, ['pa'], 'reviews'), card(5, ['en'], 'reviews')],
      title: 'Entertainment',
      tags: [testTag('reviews')],
      pagination: { ...onePage, total_pages: 3 },
      tag: testTag('reviews'),
    },
  };
  it("shows a tag's posts and latest in the visitor's language only, without category labels", () => {
    const v = entertainmentListView(res, 'en', 'reviews', 2);
    expect(v.items.map((c) => c.id)).toEqual([1, 3]);
    expect(v.rails).toEqual([expect.objectContaining({ href: '/entertainment/all', fit: false })]);
    expect(v.rails[0]?.cards.map((c) => c.id)).toEqual([5]);
    expect(v).toMatchObject({
      title: 'REVIEWS',
      categories: false,
      page: 2,
      totalPages: 3,
      baseHref: '/entertainment/reviews',
    });
  });
  it("labels the cards of the all-tags list, titled with the list's own title", () => {
    const v = entertainmentListView({ ...res, meta: { ...res.meta, tag: undefined } }, 'en', 'all', 2);
    expect(v).toMatchObject({ title: 'Entertainment', categories: true, baseHref: '/entertainment/all' });
  });
});
