import { createElement, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamGroupView } from '../../../../shared/loaders/page';
import { SECTION_HANDLES } from '../../../../shared/content-kinds';
import type { PageSection, SectionView } from '../../../../shared/loaders/page-sections';
import type { Lang } from '../../../../shared/types/content';
import { AppContext, type AppContextValue } from '../../../app/context';
import type { Page } from '../../../app/routes';
import { Sections } from '../Sections';
import { Team } from '../Team';
import { SECTION_COMPONENTS } from './table';

const card = (n: number) => ({
  id: n,
  href: `/news/post/s${n}`,
  title: `Story ${n}`,
  text: 'Intro',
  intro: 'Intro',
  image: '/i.svg',
  hasImage: true,
  date: 'Nov 20, 2026',
  dateTime: '2026-11-20T17:00:00Z',
});
const link = { href: '/events', external: false };

/** One view of every handle, each with a title that names it. */
const EVERY: SectionView[] = [
  { key: '0', handle: 'banner', title: 'T-banner', html: '<p>x</p>', slides: [{ image: '/a.svg', title: 'A' }] },
  { key: '1', handle: 'header', title: 'T-header', html: '<p>x</p>', centered: false },
  { key: '2', handle: 'wysiwyg', title: 'T-wysiwyg', html: '<p>x</p>', centered: true },
  { key: '3', handle: 'carousel', title: 'T-carousel', slides: [{ image: '/a.svg', title: 'A', link }] },
  {
    key: '4',
    handle: 'showCards',
    title: 'T-showCards',
    shows: [{ title: 'S', image: '/s.svg', time: '10', href: '/shows/view/s/1' }],
  },
  {
    key: '5',
    handle: 'appLinks',
    title: 'T-appLinks',
    google: true,
    apple: true,
    links: { google: 'https://play.example' },
  },
  { key: '6', handle: 'news', title: 'T-news', cards: [card(1)] },
  { key: '7', handle: 'contentBanner', title: 'T-contentBanner', html: '<p>x</p>', button: { ...link, text: 'Go' } },
  {
    key: '8',
    handle: 'originalsBar',
    title: 'T-originalsBar',
    row: {
      title: 'T-originalsBar',
      slug: 'docs',
      items: [
        {
          videoId: 'abcdefghijk',
          title: 'V',
          image: '/v.svg',
          date: 'd',
          dateTime: 'd',
          description: '',
          duration: 90,
        },
      ],
    },
  },
  {
    key: '9',
    handle: 'threeCards',
    title: 'T-threeCards',
    tiles: [{ title: 'C', html: '<p>c</p>', image: '/c.svg', link }],
  },
  { key: '10', handle: 'bigCard', title: 'T-bigCard', html: '<p>x</p>', image: '/b.svg' },
  {
    key: '11',
    handle: 'scheduleSlider',
    title: 'T-scheduleSlider',
    days: [{ day: 'Saturday', shows: [{ title: 'S', time: '10' }] }],
  },
  { key: '12', handle: 'relatedPosts', title: 'T-relatedPosts', cards: [card(1), card(2), card(3)] },
  { key: '13', handle: 'shareComponent', title: '' },
  { key: '14', handle: 'linebreak', title: '' },
  { key: '15', handle: 'titleH3', title: 'T-titleH3' },
  {
    key: '16',
    handle: 'wysSidebar',
    title: 'T-wysSidebar',
    html: '<p>x</p>',
    sidebar: { heading: 'Side', html: '<p>s</p>', link },
  },
];

function context(lang: Lang): AppContextValue {
  const page = {
    routeId: 'page',
    url: '/community',
    params: {},
    status: 200,
    head: { title: 'Community' },
    data: null,
  };
  return {
    lang,
    ui: lang,
    settings: null,
    siteUrl: 'https://radio.example',
    page: page as unknown as Page,
    loading: false,
    navFailure: null,
    retryNavigation: () => {},
    navigate: () => {},
    setLanguage: () => {},
    echo: null,
    saveData: { on: false, images: true },
    setSaveData: () => {},
  };
}

async function render(node: ReactNode, lang: Lang = 'en'): Promise<string> {
  const stream = await renderToReadableStream(createElement(AppContext.Provider, { value: context(lang) }, node));
  await stream.allReady;
  return new Response(stream).text();
}

afterEach(() => vi.restoreAllMocks());

describe('the section table', () => {
  it('has a component for every handle of the spec', () => {
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual([...SECTION_HANDLES].sort());
    expect(EVERY.map((s) => s.handle)).toEqual([...SECTION_HANDLES]);
  });

  it('renders every handle, in the order the page gives', async () => {
    const html = await render(createElement(Sections, { sections: EVERY }));
    const order = [...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([...SECTION_HANDLES]);
    for (const s of EVERY) if (s.title) expect(html).toContain(s.title);
    expect(html).toContain('Share on');
    expect(html).toContain('<hr');
  });

  it('renders a badge with a link as a store link and one without as a link to the app-coming page', async () => {
    const html = await render(createElement(Sections, { sections: [EVERY[5] as SectionView] }));
    expect(html).toMatch(/<a class="store-badge" href="https:\/\/play.example"/);
    expect(html).toMatch(/<a class="store-badge" href="\/apps\/coming" aria-haspopup="dialog" data-store="apple"/);
  });

  it('skips an unknown handle and logs it, without failing the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sections: PageSection[] = [
      EVERY[1] as SectionView,
      { key: 'x', handle: 'unknown', name: 'mystery' },
      EVERY[15] as SectionView,
    ];
    const html = await render(createElement(Sections, { sections }));
    expect([...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1])).toEqual(['header', 'titleH3']);
    expect(html).not.toContain('mystery');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'mystery'"));
  });
});

describe('team bios', () => {
  it('render a subheading for a string and a bio card for a member', async () => {
    const groups: TeamGroupView[] = [
      {
        heading: 'Newsroom',
        members: [{ name: 'Navneet', jobTitle: 'News Director', html: '<p>Bio</p>', photo: '/n.svg' }],
      },
    ];
    const html = await render(createElement(Team, { groups }));
    expect(html).toContain('<h2 class="team__heading">Newsroom</h2>');
    expect(html).toMatch(/<li class="bio-card"><img class="bio-card__photo" src="\/n.svg"/);
    expect(html).toContain('<h3 class="bio-card__name">Navneet</h3>');
    expect(html).toContain('<p class="bio-card__job">News Director</p>');
    expect(html).toContain('<p>Bio</p>');
  });
});
