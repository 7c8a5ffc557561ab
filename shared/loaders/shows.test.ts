import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { Show } from '../types/api';
import type { DayGroup, Lang } from '../types/content';
import type { AiringResponse } from '../types/media';
import { loadShows, ofType, showsView } from './shows';

const TALK = { id: 1, title: 'Talk', icon: 'mic' };
const MUSIC = { id: 2, title: 'Music', icon: 'music' };

const show = (id: number, slug: string, days: DayGroup[], startTime: string, endTime: string, type = TALK): Show => ({
  id,
  slug,
  title: `Show ${slug}`,
  titlePa: `ਸ਼ੋਅ ${slug}`,
  description: '',
  image: `/${slug}.jpg`,
  days,
  startTime,
  endTime,
  type,
  languages: ['Punjabi'],
  hosts: [{ id: 9, slug: 'jas', title: 'Jaspal', titlePa: 'ਜਸਪਾਲ', photo: '/j.jpg' }],
  postDate: '2026-01-01',
});

const SHOWS = [
  show(1, 'drive-home', ['Monday to Friday'], '16:00', '19:00', MUSIC),
  show(2, 'morning', ['Monday to Friday', 'Saturday'], '06:00', '09:00'),
  show(3, 'lunch', ['Monday to Friday'], '12:00', '14:00'),
  show(4, 'early', ['Monday to Friday'], '05:00', '06:00'),
];

// Monday 23 Nov 2026, 14:55 in Vancouver; Saturday 28 Nov, 07:00.
const MONDAY = Date.UTC(2026, 10, 23, 22, 55);
const SATURDAY = Date.UTC(2026, 10, 28, 15, 0);

const airing = (slug: string | null): AiringResponse => ({
  show: slug ? { id: 0, slug, name: slug, image: '', hosts: [], start: '', end: '' } : null,
  status: slug ? 'live' : 'off-air',
  next: null,
});

describe('the shows schedule', () => {
  it('opens on Monday to Friday on a weekday, with the shows under Morning, Afternoon and Evening by start time', () => {
    const view = showsView(SHOWS, null, 'en', MONDAY);
    expect(view.first).toBe('Monday to Friday');
    expect(view.tabs.map((t) => t.name)).toEqual(['Monday to Friday', 'Saturday']);
    const weekday = view.tabs[0]?.buckets.map((b) => [b.part, b.shows.map((s) => s.slug)]);
    expect(weekday).toEqual([
      ['morning', ['early', 'morning']],
      ['afternoon', ['lunch']],
      ['evening', ['drive-home']],
    ]);
  });

  it('opens on Saturday on a Saturday, and shows tabs only for day groups with shows', () => {
    const view = showsView(SHOWS, null, 'en', SATURDAY);
    expect(view.first).toBe('Saturday');
    expect(view.tabs.some((t) => t.day === 'Sunday')).toBe(false);
  });

  it('writes each card in the page language: title, h:mm a range with Punjabi day periods, hosts, link', () => {
    const pa = showsView(SHOWS, null, 'pa', MONDAY).tabs[0]?.buckets[0]?.shows[1];
    expect(pa).toMatchObject({ title: 'ਸ਼ੋਅ morning', hosts: ['ਜਸਪਾਲ'], href: '/shows/view/morning/1' });
    expect(pa?.time).toBe('6:00 ਪੂ.ਦੁ. – 9:00 ਪੂ.ਦੁ.');
    const en = showsView(SHOWS, null, 'en', MONDAY).tabs[0]?.buckets[2]?.shows[0];
    expect(en).toMatchObject({ title: 'Show drive-home', time: '4:00 PM – 7:00 PM', hosts: ['Jaspal'] });
  });

  it("marks the show on air only in today's day group", () => {
    const view = showsView(SHOWS, airing('morning'), 'en', SATURDAY);
    const marked = view.tabs.flatMap((t) => t.buckets.flatMap((b) => b.shows.filter((s) => s.onAir).map(() => t.day)));
    expect(marked).toEqual(['Saturday']);
    expect(
      showsView(SHOWS, airing(null), 'en', SATURDAY).tabs.every((t) =>
        t.buckets.every((b) => b.shows.every((s) => !s.onAir)),
      ),
    ).toBe(true);
  });

  it('narrows to a type named in the address, and an unknown type leaves none', () => {
    expect(ofType(SHOWS, 'music').map((s) => s.slug)).toEqual(['drive-home']);
    expect(ofType(SHOWS, 'Talk')).toHaveLength(3);
    expect(ofType(SHOWS, 'opera')).toEqual([]);
    expect(ofType(SHOWS, undefined)).toHaveLength(4);
  });
});

describe('loadShows', () => {
  const apiOf = (failAiring: boolean): Api => ({
    get: async <T>(path: string) => {
      if (path === '/api/shows') return { data: SHOWS } as T;
      if (path === '/api/airing' && !failAiring) return airing('lunch') as T;
      throw new Error(`no answer for ${path}`);
    },
  });
  const load = (lang: Lang, params: Record<string, string>, failAiring = false) =>
    loadShows({
      api: apiOf(failAiring),
      lang,
      params,
      url: new URL('http://localhost/shows'),
      settings: async () => null,
    });

  it('titles the page from the interface strings and answers an unknown type with an empty, valid page', async () => {
    const pa = await load('pa', { type: 'opera' });
    expect(pa.status ?? 200).toBe(200);
    expect(pa.head.title).toBe('ਸ਼ੋਅ');
    expect(pa.head.description).toBeTruthy();
    expect(pa.data).toEqual({ tabs: [], first: null });
  });

  it('still shows the schedule when what is on air cannot be read', async () => {
    const en = await load('en', {}, true);
    expect(en.data.tabs.length).toBeGreaterThan(0);
    expect(en.data.tabs.every((t) => t.buckets.every((b) => b.shows.every((s) => !s.onAir)))).toBe(true);
  });

  it("reads a CMS's quirky shows: the misspelt 'tilte', languages as a string, junk rows", async () => {
    const quirky = { ...SHOWS[1], title: undefined, tilte: 'Quirky Morning', languages: 'Punjabi, English' };
    const api: Api = {
      get: async <T>(path: string) => {
        if (path === '/api/shows') return { data: [quirky, null, 7] } as T;
        throw new Error(`no answer for ${path}`);
      },
    };
    const en = await loadShows({
      api,
      lang: 'en',
      params: {},
      url: new URL('http://localhost/shows'),
      settings: async () => null,
    });
    const titles = en.data.tabs.flatMap((t) => t.buckets.flatMap((b) => b.shows.map((s) => s.title)));
    expect(titles).toEqual(['Quirky Morning', 'Quirky Morning']);
  });
});
