import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { Lang, SectionInput } from '../types/content';
import type { PageResponse } from '../types/api';
import { loadAppPage, loadPage, teamGroups, type ContentPageView } from './page';
import type { PageSection } from './page-sections';
import { apiOf } from '../../tests/fixtures/loader-api';

/** An Api answering each contract path with a fixed body, and 404 for any other. */

const context = (api: Api, lang: Lang, path: string) => ({
  api,
  lang,
  params: { path },
  url: new URL(`http://localhost/${path}`),
  settings: async () => null,
});

const related = (n: number) => ({
  id: n,
  slug: `story-${n}`,
  title: `Story ${n}`,
  titlePa: `Kahani ${n}`,
  intro: `Intro ${n}`,
  introPa: `Jaan-pachaan ${n}`,
  image: `/media/${n}.svg`,
  postDate: '2026-11-20T17:00:00Z',
  isUpdated: false,
});

const SECTIONS = [
  { handle: 'header', title: 'Welcome', titlePa: 'Ji aaiyan nu', description: '<p>Hello <a href="/x">there</a></p>' },
  { handle: 'mystery' } as unknown as SectionInput,
  { handle: 'relatedPosts', title: 'More', items: [related(1), related(2), related(3), related(4)] },
  { handle: 'shareComponent', enable: false },
  { handle: 'shareComponent', enable: true },
  { handle: 'appLinks', showGoogle: true, showApple: false },
  { handle: 'bigCard', title: 'Drive', buttonText: 'Go', buttonTextPa: 'Chalo', buttonLink: 'example.com/x' },
  { handle: 'scheduleSlider', items: [{ day: 'Saturday', shows: [{ title: 'Show', time: '10:00' }] }] },
] as SectionInput[];

const community: PageResponse = {
  path: 'community',
  head: { title: 'Community', titlePa: 'Bhaichara' },
  sections: SECTIONS,
  meta: {
    title: 'Meta title',
    description: 'Meta description',
    keywords: 'radio, community',
    descriptionPa: 'ਭਾਈਚਾਰਾ ਮੈਟਾ',
    keywordsPa: 'ਰੇਡੀਓ',
  },
};

const about: PageResponse = {
  path: 'about',
  head: { title: 'About', titlePa: 'Baare' },
  description: '<p>We are <a href="/contact">here</a>.</p><ul><li>One</li></ul>',
  descriptionPa: '<p>Asin <a href="/contact">ithe</a> haan.</p>',
  team: ['Leadership', { fullName: 'A B', jobTitle: 'Boss', description: '<p>Bio</p>', photo: '/a.svg' }],
  teamPa: ['ਅਗਵਾਈ', { fullName: 'ਏ ਬੀ', jobTitle: 'ਮੁਖੀ', description: '<p>ਜੀਵਨੀ</p>', photo: '/a.svg' }],
  note: { heading: 'Talk', headingPa: 'Gall karo', description: '<p>Call</p>', link: '/contact/advertise' },
  meta: { title: 'About meta', description: 'About description' },
};

const settings = {
  footerSecondaryMenu: [{ title: 'Cookie Policy', titlePa: 'Cookie niti', url: '/cookie-policy' }],
};

const api = apiOf({
  '/api/pages/community': community,
  '/api/pages/about': about,
  '/api/pages/careers': { ...about, path: 'careers', team: [], note: undefined },
  '/api/pages/app-privacy': { ...about, path: 'app-privacy', head: { title: 'App Privacy' }, teamPa: undefined },
  '/api/legal/privacy-policy': {
    path: 'privacy-policy',
    head: { title: 'Privacy', titlePa: 'Nijta' },
    description: '<h2>Data</h2><ul><li>Name</li></ul>',
  },
  '/api/settings': settings,
  '/api/connectOriginals/docs?page=1': { data: [], totalPages: 1 },
});

const sectionsOf = (v: ContentPageView) => v.sections;
const find = <H extends PageSection['handle']>(s: PageSection[], h: H) =>
  s.filter((x): x is Extract<PageSection, { handle: H }> => x.handle === h);

describe('content page loader', () => {
  it('keeps the rich text as its HTML, with links and lists, and the side note', async () => {
    const { data, head } = await loadPage(context(api, 'en', 'about'));
    expect(data.html).toContain('<a href="/contact">here</a>');
    expect(data.html).toContain('<ul><li>One</li></ul>');
    expect(data.note).toEqual({
      heading: 'Talk',
      html: '<p>Call</p>',
      link: { href: '/contact/advertise', external: false },
    });
    expect(head.title).toBe('About Us');
    expect(head.keywords).toContain('Punjabi radio');
    expect(head.description).toBe('About description');
    expect(data.wide).toBe(false);
  });

  it('gives about its fixed Punjabi title and keywords, and the Punjabi text', async () => {
    const { data, head } = await loadPage(context(api, 'pa', 'about'));
    expect(head.title).toBe('ਸਾਡੇ ਬਾਰੇ');
    expect(head.keywords).toMatch(/ਪੰਜਾਬੀ ਰੇਡੀਓ/);
    expect(data.title).toBe('Baare');
    expect(data.note?.heading).toBe('Gall karo');
    expect(data.html).toContain('ithe');
  });

  it('uses the server head title elsewhere, and a wider column for careers', async () => {
    const careers = await loadPage(context(api, 'pa', 'careers'));
    expect(careers.head.title).toBe('Baare');
    expect(careers.data.wide).toBe(true);
    const community = await loadPage(context(api, 'en', 'community'));
    expect(community.head).toMatchObject({ title: 'Community', keywords: 'radio, community' });
    const communityPa = await loadPage(context(api, 'pa', 'community'));
    expect(communityPa.head).toMatchObject({ description: 'ਭਾਈਚਾਰਾ ਮੈਟਾ', keywords: 'ਰੇਡੀਓ' });
  });

  it('loads /app/{path} as app-{path}', async () => {
    expect((await loadAppPage(context(api, 'en', 'privacy'))).data.title).toBe('App Privacy');
  });

  it('shapes the sections in the visitor language, in order, skipping a disabled share', async () => {
    for (const lang of ['en', 'pa'] as const) {
      const s = sectionsOf((await loadPage(context(api, lang, 'community'))).data);
      expect(s.map((x) => x.handle)).toEqual([
        'header',
        'unknown',
        'relatedPosts',
        'shareComponent',
        'appLinks',
        'bigCard',
        'scheduleSlider',
      ]);
      expect(find(s, 'header')[0]?.title).toBe(lang === 'en' ? 'Welcome' : 'Ji aaiyan nu');
      expect(find(s, 'unknown')[0]?.name).toBe('mystery');
      expect(find(s, 'appLinks')[0]).toMatchObject({ google: true, apple: false });
      expect(find(s, 'bigCard')[0]?.button).toEqual({
        text: lang === 'en' ? 'Go' : 'Chalo',
        href: 'http://example.com/x',
        external: true,
      });
      expect(find(s, 'scheduleSlider')[0]?.days[0]?.day).toBe(lang === 'en' ? 'Saturday' : 'ਸ਼ਨਿੱਚਰਵਾਰ');
      // 'When to listen' times in the spec's 'h:mm a', with the page's day periods (issue 24).
      expect(find(s, 'scheduleSlider')[0]?.days[0]?.shows[0]?.time).toBe(lang === 'en' ? '10:00 AM' : '10:00 ਪੂ.ਦੁ.');
    }
  });

  it('keeps the first 3 related posts: English title/intro, otherwise titlePa/introPa', async () => {
    const en = find(sectionsOf((await loadPage(context(api, 'en', 'community'))).data), 'relatedPosts')[0];
    const pa = find(sectionsOf((await loadPage(context(api, 'pa', 'community'))).data), 'relatedPosts')[0];
    expect(en?.cards.map((c) => c.title)).toEqual(['Story 1', 'Story 2', 'Story 3']);
    expect(en?.cards[0]?.intro).toBe('Intro 1');
    expect(en?.cards[0]?.href).toBe('/news/post/story-1');
    expect(pa?.cards.map((c) => c.title)).toEqual(['Kahani 1', 'Kahani 2', 'Kahani 3']);
    expect(pa?.cards[0]?.intro).toBe('Jaan-pachaan 1');
  });
});

describe('legal pages', () => {
  it('come from the legal endpoint with their headings and lists', async () => {
    const { data, status } = await loadPage(context(api, 'pa', 'privacy-policy'));
    expect(status).toBeUndefined();
    expect(data).toMatchObject({ kind: 'legal', title: 'Nijta', html: '<h2>Data</h2><ul><li>Name</li></ul>' });
  });

  it('treat a missing legal page the site links to as empty, not as an error', async () => {
    const { data, status, head } = await loadPage(context(api, 'pa', 'cookie-policy'));
    expect(status).toBeUndefined();
    expect(data).toMatchObject({ kind: 'legal', title: 'Cookie niti', html: '', sections: [] });
    expect(head.title).toBe('Cookie niti');
  });

  it('leave any other unknown path the 404 page', async () => {
    expect((await loadPage(context(api, 'en', 'no-such-page'))).status).toBe(404);
  });
});

describe('team bios', () => {
  it('turn a plain string into a subheading and objects into bio cards under it', () => {
    const member = { fullName: 'A', jobTitle: 'J', description: '<p>D</p>', photo: '/p.svg' };
    expect(teamGroups([member, 'Newsroom', member, member, 'Empty'])).toEqual([
      { members: [{ name: 'A', jobTitle: 'J', html: '<p>D</p>', photo: '/p.svg' }] },
      {
        heading: 'Newsroom',
        members: [expect.objectContaining({ name: 'A' }), expect.objectContaining({ name: 'A' })],
      },
      { heading: 'Empty', members: [] },
    ]);
    expect(teamGroups(undefined)).toEqual([]);
  });

  it('are the Punjabi team on a Punjabi page, and the English team where there is none', async () => {
    const en = await loadPage(context(api, 'en', 'about'));
    expect(en.data.team[0]).toMatchObject({ heading: 'Leadership', members: [{ name: 'A B', jobTitle: 'Boss' }] });
    const pa = await loadPage(context(api, 'pa', 'about'));
    expect(pa.data.team[0]).toMatchObject({ heading: 'ਅਗਵਾਈ', members: [{ name: 'ਏ ਬੀ', jobTitle: 'ਮੁਖੀ' }] });
    const privacy = await loadAppPage(context(api, 'pa', 'privacy'));
    expect(privacy.data.team[0]?.heading).toBe('Leadership');
  });
});
