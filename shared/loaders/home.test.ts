import { describe, expect, it } from 'vitest';
import type { ArticleCard, EntertainmentGroupedResponse, HomeResponse, OriginalsCategory } from '../types/api';
import { homeView, originalsRow } from './home';

const card: ArticleCard = {
  id: 7,
  slug: 'film',
  kind: 'entertainment',
  title: 'Film',
  titlePa: 'ਫ਼ਿਲਮ',
  intro: 'Intro',
  postDate: '2026-11-20T15:30:00.000Z',
  isUpdated: false,
  locale: ['en', 'pa'],
  tags: [],
};

const home: HomeResponse = {
  meta: { headers: { title: 'Home' }, recentlyAired: [] },
  sections: [
    { id: 1, handle: 'news', title: 'News', items: [] },
    {
      id: 2,
      handle: 'shows',
      title: 'Shows',
      items: [
        { id: 3, slug: 's', title: 'S', image: '/i.svg', days: ['Sunday'], startTime: '09:00', endTime: '11:00' },
      ],
    },
  ],
  showEntertainment: true,
  showPopup: false,
};

const entertainment: EntertainmentGroupedResponse = {
  data: { bollywood: [], pollywood: [], reviews: [], 'exclusive-interviews': [], 'local-events': [] },
  meta: {
    latest: [card],
    title: 'Entertainment',
    tags: [],
    pagination: { current_page: 1, total_pages: 1, per_page: 4, total: 1 },
  },
};

describe('homeView', () => {
  it('names the entertainment block and the shows’ days in the visitor language', () => {
    const [newsPa, showsPa] = homeView(home, entertainment, 'pa').sections;
    expect(newsPa?.handle === 'news' && newsPa.entertainment?.title).toBe('ਮਨੋਰੰਜਨ');
    expect(showsPa?.handle === 'shows' && showsPa.items[0]?.days).toBe('ਐਤਵਾਰ');
    const [newsEn, showsEn] = homeView(home, entertainment, 'en').sections;
    expect(newsEn?.handle === 'news' && newsEn.entertainment?.title).toBe('Entertainment');
    expect(showsEn?.handle === 'shows' && showsEn.items[0]?.days).toBe('Sunday');
  });

  it('shows Recently Aired in Punjabi when the episode has Punjabi text, in English otherwise', () => {
    const aired = (titlePa?: string, descriptionPa?: string) => ({
      id: 10001,
      slug: 'e',
      title: 'Episode',
      description: '<p>About the episode</p>',
      ...(titlePa ? { titlePa } : {}),
      ...(descriptionPa ? { descriptionPa } : {}),
      showId: 200,
      showSlug: 's',
      showTitle: 'Show',
      postDate: '2026-11-20T15:30:00.000Z',
    });
    const withEvents = (recentlyAired: HomeResponse['meta']['recentlyAired']): HomeResponse => ({
      ...home,
      meta: { ...home.meta, recentlyAired },
      sections: [{ id: 4, handle: 'events', title: 'Events', items: [] }],
    });
    const list = (h: HomeResponse, lang: 'en' | 'pa') => {
      const events = homeView(h, null, lang).sections[0];
      return events?.handle === 'events' ? events.recentlyAired : [];
    };
    const both = withEvents([aired('ਕਿਸ਼ਤ', '<p>ਕਿਸ਼ਤ ਬਾਰੇ</p>')]);
    expect(list(both, 'pa')[0]).toMatchObject({ title: 'ਕਿਸ਼ਤ', description: 'ਕਿਸ਼ਤ ਬਾਰੇ' });
    expect(list(both, 'en')[0]).toMatchObject({ title: 'Episode', description: 'About the episode' });
    expect(list(withEvents([aired()]), 'pa')[0]).toMatchObject({ title: 'Episode', description: 'About the episode' });
  });

  it('lists in each block only the stories published in the page language, as the lists do, up to the block size', () => {
    const story = (id: number, locale: ArticleCard['locale'], title: string): ArticleCard => ({
      ...card,
      id,
      slug: `s${id}`,
      kind: 'news',
      title,
      locale,
    });
    const paOnly = story(1, ['pa'], 'ਸਿਰਫ਼ ਪੰਜਾਬੀ ਖ਼ਬਰ');
    const enOnly = story(2, ['en'], 'English only');
    const both = Array.from({ length: 8 }, (_, i) => story(10 + i, ['en', 'pa'], `Both ${i}`));
    const withNews: HomeResponse = {
      ...home,
      sections: [{ id: 1, handle: 'news', title: 'News', items: [paOnly, enOnly, ...both] }],
    };
    const ent: EntertainmentGroupedResponse = {
      ...entertainment,
      meta: {
        ...entertainment.meta,
        latest: [
          { ...paOnly, kind: 'entertainment' },
          { ...enOnly, kind: 'entertainment' },
        ],
      },
    };
    const ids = (lang: 'en' | 'pa') => {
      const news = homeView(withNews, ent, lang).sections[0];
      if (news?.handle !== 'news') throw new Error('the news block');
      return { news: news.items.map((c) => c.id), entertainment: news.entertainment?.items.map((c) => c.id) };
    };
    expect(ids('en')).toEqual({ news: [2, 10, 11, 12, 13, 14, 15], entertainment: [2] });
    expect(ids('pa')).toEqual({ news: [1, 10, 11, 12, 13, 14, 15], entertainment: [1] });
  });
});

describe('originalsRow', () => {
  it('sends a tile its link, title and picture only: the home shows no intro or date on it', () => {
    // Only the fields a tile is built from (a whole item carries its recording and platform links).
    const item = { id: 5, seriesSlug: 'docs', image: '/d.svg', postDate: '2026-11-20T15:30:00.000Z' };
    const titled = { slug: 'news-room', title: 'News Room', titlePa: 'ਨਿਊਜ਼ ਰੂਮ', series: [] };
    const category = {
      id: 1,
      ...titled,
      items: [{ ...item, title: 'Doc', titlePa: 'ਡਾਕ' }],
    } as unknown as OriginalsCategory;
    expect(originalsRow(category, 'pa')).toEqual({
      title: 'ਨਿਊਜ਼ ਰੂਮ',
      href: '/originals/news-room',
      items: [
        {
          id: 5,
          href: '/originals/docs/1',
          title: 'ਡਾਕ',
          intro: '',
          image: '/d.svg',
          hasImage: true,
          date: '',
          dateTime: '',
        },
      ],
    });
  });
});
