import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate';
import { testCard, testTag } from '../../tests/fixtures/post-list';
import { inLang, listHead, listTabs, localeSegment, type PostGridView } from './post-list';

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
