import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate';
import { testCard, testTag } from '../../tests/fixtures/post-list';
import type { CardView } from './cards';
import {
  gridItems,
  inLang,
  listHead,
  listLeadImage,
  listTabs,
  localeSegment,
  type GridSectionView,
  type PostGridView,
} from './post-list';

describe('listTabs', () => {
  it("is 'All' at the list's address, then one tab per tag in the visitor's language", () => {
    const tabs = listTabs('/entertainment', [testTag('reviews'), testTag('pollywood')], 'pollywood', 'pa');
    expect(tabs).toEqual([
      { slug: 'all', title: t('pa', 'news.all'), href: '/entertainment', active: false },
      { slug: 'reviews', title: 'ਪ-reviews', href: '/entertainment/reviews', active: false },
      { slug: 'pollywood', title: 'ਪ-pollywood', href: '/entertainment/pollywood', active: true },
    ]);
  });
  it("marks 'All' active on the grid", () => {
    expect(listTabs('/news', [testTag('bc')], 'all', 'en').map((t) => t.active)).toEqual([true, false]);
  });
});

describe('inLang and localeSegment', () => {
  it("keeps posts whose locales include the visitor's language", () => {
    const posts = [testCard(1, ['pa'], 'x'), testCard(2, ['en', 'pa'], 'x'), testCard(3, ['en'], 'x')];
    expect(posts.filter(inLang('en')).map((c) => c.id)).toEqual([2, 3]);
    expect(posts.filter(inLang('pa')).map((c) => c.id)).toEqual([1, 2]);
  });
  it('names English en_us and Punjabi pa in contract paths (spec §7)', () => {
    expect([localeSegment('en'), localeSegment('pa')]).toEqual(['en_us', 'pa']);
  });
});

describe('listHead', () => {
  const view = (section: PostGridView['section']): PostGridView => ({
    kind: 'grid',
    section,
    title: 'T',
    tabs: [],
    tabsLabel: '',
    sections: [],
  });
  it("titles the page with the view's title and describes it by its list", () => {
    expect(listHead(view('news'), 'en').head.title).toBe('T');
    expect(listHead(view('news'), 'en').head.description).toMatch(/news/i);
    expect(listHead(view('entertainment'), 'en').head.description).toMatch(/Bollywood/);
  });
});

describe('listLeadImage', () => {
  const card = (image: string): CardView => ({
    id: 1,
    href: '/news/post/x',
    title: 'X',
    intro: '',
    image,
    hasImage: true,
    date: '',
    dateTime: '',
  });
  const section = (lead: GridSectionView['lead'], images: string[]): GridSectionView => ({
    slug: 's',
    title: 'S',
    href: '/news/s',
    count: images.length,
    items: images.map(card),
    width: 'full',
    shape: lead ? 'beside' : 'list',
    lead,
    link: 'heading',
  });
  const grid = (sections: GridSectionView[]): PostGridView => ({
    kind: 'grid',
    section: 'news',
    title: 'T',
    tabs: [],
    tabsLabel: '',
    sections,
  });

  it("is the first section's lead picture, which the head preloads", () => {
    const view = grid([section('large', ['/a.svg', '/b.svg']), section('large', ['/c.svg'])]);
    expect(listLeadImage(view)).toBe('/a.svg');
    expect(listHead(view, 'en').head.leadImages).toEqual(['/a.svg']);
  });

  it('is none when the first section is headlines only, or there are no sections', () => {
    expect(listLeadImage(grid([section(null, ['/a.svg'])]))).toBeUndefined();
    expect(listHead(grid([]), 'en').head.leadImages).toBeUndefined();
  });

  it("is a tag list's first card", () => {
    const list = {
      ...grid([]),
      kind: 'list' as const,
      items: [card('/x.svg')],
      categories: true,
      rails: [],
      page: 1,
      totalPages: 1,
      baseHref: '/news/bc',
    };
    expect(listLeadImage(list)).toBe('/x.svg');
  });
});

describe('gridItems', () => {
  const card = (id: number): CardView => ({
    id,
    href: `/news/post/${id}`,
    title: `T${id}`,
    intro: `Intro ${id}`,
    image: '/i.svg',
    hasImage: true,
    date: '',
    dateTime: '',
  });
  it('keeps the intro of the lead only: the other cards show as headlines', () => {
    expect(gridItems([card(1), card(2)], 'large').map((c) => c.intro)).toEqual(['Intro 1', '']);
    expect(gridItems([card(1), card(2)], null).map((c) => c.intro)).toEqual(['', '']);
    expect(gridItems([card(1)], 'medium')[0]).toEqual(card(1));
  });
});
