import { t } from '../i18n/translate';
import { describe, expect, it } from 'vitest';
import type { FeaturedItem, FeaturedListResponse, FeaturedPost } from '../types/api';
import { FEATURED_TITLE_LIMIT, featuredCard, loadFeatured, loadFeaturedPost } from './featured';
import { apiOf, loaderContext } from '../../tests/fixtures/loader-api';

const LONG = 'Behind the Kabaddi Cup: The Volunteers Who Build a Tournament in a Weekend';

const item = (id: number, extra: Partial<FeaturedItem> = {}): FeaturedItem => ({
  id,
  title: `Story ${id}`,
  intro: `<p>Intro of ${id} &amp; more</p>`,
  image: `/media/${id}.svg`,
  postDate: '2026-11-20T18:30:00Z',
  ...extra,
});

const list = (page: number, count: number, data: FeaturedItem[]): FeaturedListResponse => ({
  data,
  page,
  count,
  total: count * 6,
  headers: {
    title: 'Featured',
    titlePa: 'ਖ਼ਾਸ',
    heading: 'Featured Stories',
    subheading: 'Long reads',
    subheadingPa: 'ਲੰਮੀਆਂ ਕਹਾਣੀਆਂ',
    backgroundImage: '/media/headers/featured.svg',
  },
});

const post: FeaturedPost = {
  ...item(3000, { title: LONG, titlePa: 'ਕਬੱਡੀ ਕੱਪ ਦੇ ਪਿੱਛੇ', introPa: 'ਜਾਣ-ਪਛਾਣ' }),
  body: [
    { type: 'text', value: '<p>Body with <a href="https://example.org">a link</a></p><ul><li>one</li></ul>' },
    { type: 'image', url: '/media/a.svg', caption: 'Caption', captionPa: 'ਕੈਪਸ਼ਨ' },
    { type: 'quote', quote: 'Q', author: 'A' },
  ],
  bodyPa: [{ type: 'text', value: '<p>ਪੰਜਾਬੀ ਲਿਖਤ</p>' }],
};

describe('featuredCard', () => {
  it('cuts the title at 47 characters with an ellipsis and keeps the whole one', () => {
    const c = featuredCard(item(1, { title: LONG }), 'en');
    expect(c.title).toBe(`${[...LONG].slice(0, FEATURED_TITLE_LIMIT).join('').trimEnd()}…`);
    expect([...c.title.replace('…', '')].length).toBeLessThanOrEqual(47);
    expect(c.fullTitle).toBe(LONG);
  });

  it('leaves a title of 47 characters or fewer whole, with no separate full title', () => {
    const exact = 'x'.repeat(47);
    expect(featuredCard(item(1, { title: exact }), 'en')).toMatchObject({ title: exact });
    expect(featuredCard(item(1, { title: exact }), 'en').fullTitle).toBeUndefined();
    expect(featuredCard(item(1, { title: `${exact}y` }), 'en').title).toBe(`${exact}…`);
  });

  it('reads the Punjabi fields on Punjabi pages and falls back to English', () => {
    const pa = featuredCard(item(2, { titlePa: 'ਕਹਾਣੀ', introPa: 'ਸ਼ੁਰੂਆਤ' }), 'pa');
    expect(pa).toMatchObject({ title: 'ਕਹਾਣੀ', intro: 'ਸ਼ੁਰੂਆਤ', href: '/featured/post/2' });
    expect(pa.date).toMatch(/ਨਵੰਬਰ/);
    expect(featuredCard(item(3), 'pa')).toMatchObject({ title: 'Story 3', intro: 'Intro of 3 & more' });
  });

  it('gives a story without an image the default one', () => {
    expect(featuredCard(item(4, { image: '' }), 'en')).toMatchObject({ image: '/images/default.svg', hasImage: false });
  });
});

describe('loadFeatured', () => {
  const api = apiOf({
    '/api/featured?page=1': list(1, 3, [item(1, { title: LONG }), item(2)]),
    '/api/featured?page=2': list(2, 3, [item(7)]),
    '/api/featured?page=4': list(4, 3, []),
  });

  it('builds the English list: heading, image, "Page N/total", cards', async () => {
    const { head, data, status } = await loadFeatured(loaderContext(api, 'en'));
    expect(status).toBeUndefined();
    expect(data).toMatchObject({
      heading: 'Featured Stories',
      subheading: 'Long reads',
      backgroundImage: '/media/headers/featured.svg',
      pageLabel: 'Page 1/3',
      page: 1,
      totalPages: 3,
    });
    expect(data.cards.map((c) => c.href)).toEqual(['/featured/post/1', '/featured/post/2']);
    expect(data.cards[0]?.title.endsWith('…')).toBe(true);
    expect(head).toMatchObject({ title: 'Featured Stories', description: 'Long reads' });
  });

  it('builds the Punjabi list with Punjabi labels', async () => {
    const { head, data } = await loadFeatured(loaderContext(api, 'pa', { page: '2' }));
    expect(data).toMatchObject({ heading: 'ਖ਼ਾਸ', subheading: 'ਲੰਮੀਆਂ ਕਹਾਣੀਆਂ', pageLabel: 'ਪੰਨਾ 2/3', page: 2 });
    expect(head.title).toBe('ਖ਼ਾਸ');
  });

  it('answers a page past the last with the not-found page', async () => {
    expect((await loadFeatured(loaderContext(api, 'en', { page: '4' }))).status).toBe(404);
    expect((await loadFeatured(loaderContext(api, 'en', { page: '9' }))).status).toBe(404);
  });

  it('falls back to the translated title when the content has no headers', async () => {
    const bare = apiOf({ '/api/featured?page=1': { data: [], page: 1, count: 1, total: 0, headers: {} } });
    expect((await loadFeatured(loaderContext(bare, 'en'))).head.title).toBe('Featured');
    expect((await loadFeatured(loaderContext(bare, 'pa'))).head.title).toBe('ਖ਼ਾਸ ਕਹਾਣੀਆਂ');
  });
});

describe('loadFeaturedPost', () => {
  const api = apiOf({
    '/api/featured/3000': post,
    '/api/featured/next/3000': item(2999, { title: 'Older story', titlePa: 'ਪੁਰਾਣੀ ਕਹਾਣੀ' }),
    '/api/featured/2999': { ...item(2999), body: '<p>One HTML string</p>' },
  });

  it('builds the English story with its body blocks, next card and head', async () => {
    const { head, data } = await loadFeaturedPost(loaderContext(api, 'en', { id: '3000' }, '/featured/post/3000'));
    expect(data).toMatchObject({
      id: 3000,
      path: '/featured/post/3000',
      title: LONG,
      intro: 'Intro of 3000 & more',
      image: '/media/3000.svg',
      dateTime: '2026-11-20T18:30:00Z',
    });
    expect(data.blocks).toEqual([
      { type: 'text', html: '<p>Body with <a href="https://example.org">a link</a></p><ul><li>one</li></ul>' },
      { type: 'image', url: '/media/a.svg', caption: 'Caption' },
      { type: 'quote', quote: 'Q', author: 'A' },
    ]);
    expect(data.next).toMatchObject({ title: 'Older story', href: '/featured/post/2999' });
    expect(head).toMatchObject({
      title: LONG,
      description: 'Intro of 3000 & more',
      image: '/media/3000.svg',
      type: 'article',
      jsonLd: {
        '@type': 'Article',
        headline: LONG,
        image: ['https://connect.example/media/3000.svg'],
        datePublished: '2026-11-20T18:30:00Z',
        url: 'https://connect.example/featured/post/3000',
      },
    });
  });

  it("gives the story's Article what Google's Article checks ask, like a news article's", async () => {
    const { head } = await loadFeaturedPost(loaderContext(api, 'pa', { id: '3000' }, '/featured/post/3000'));
    const logo = { '@type': 'ImageObject', url: 'https://connect.example/share/logo.png' };
    expect(head.jsonLd).toMatchObject({
      author: [{ '@type': 'Organization', name: t('pa', 'brand.name') }],
      publisher: { '@type': 'Organization', name: t('pa', 'brand.name'), logo },
      dateModified: '2026-11-20T18:30:00Z',
      mainEntityOfPage: 'https://connect.example/featured/post/3000',
    });
    expect(head.breadcrumbs?.map((b) => b.path)).toEqual(['/', '/featured', '/featured/post/3000']);
  });

  it('builds the Punjabi story from the Punjabi fields, the whole Punjabi body', async () => {
    const { data } = await loadFeaturedPost(loaderContext(api, 'pa', { id: '3000' }));
    expect(data).toMatchObject({ title: 'ਕਬੱਡੀ ਕੱਪ ਦੇ ਪਿੱਛੇ', intro: 'ਜਾਣ-ਪਛਾਣ' });
    expect(data.blocks).toEqual([{ type: 'text', html: '<p>ਪੰਜਾਬੀ ਲਿਖਤ</p>' }]);
    expect(data.next?.title).toBe('ਪੁਰਾਣੀ ਕਹਾਣੀ');
  });

  it('omits Next Featured when the next call answers 404, and reads a body given as one string', async () => {
    const { data } = await loadFeaturedPost(loaderContext(api, 'pa', { id: '2999' }));
    expect(data.next).toBeNull();
    expect(data.blocks).toEqual([{ type: 'text', html: '<p>One HTML string</p>' }]);
    // No Punjabi version: the English fields stand in.
    expect(data.title).toBe('Story 2999');
  });

  it('answers an unknown story with the not-found page', async () => {
    expect((await loadFeaturedPost(loaderContext(api, 'en', { id: '1' }))).status).toBe(404);
  });
});
