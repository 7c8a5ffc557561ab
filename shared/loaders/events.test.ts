import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { EventItem, EventsResponse } from '../types/api';
import type { Lang } from '../types/content';
import { eventPrice, eventsView, linkView, loadEvents } from './events';
import { apiOf } from '../../tests/fixtures/loader-api';

const context = (api: Api, lang: Lang) => ({
  api,
  lang,
  params: {},
  url: new URL('https://radio.example/events'),
  settings: async () => null,
});

const item = (id: number, dateTime: string, extra: Partial<EventItem> = {}): EventItem => ({
  id,
  title: `Event ${id}`,
  titlePa: `ਸਮਾਗਮ ${id}`,
  intro: `<p>Intro ${id}</p>`,
  introPa: `<p>ਜਾਣ-ਪਛਾਣ ${id}</p>`,
  dateTime,
  location: 'Newton Commons Community Hall, Surrey',
  price: 0,
  link: 'https://example.org/e',
  image: `/media/images/events/${id}.svg`,
  ...extra,
});

const res: EventsResponse = {
  data: [
    // 17:30 on 1 December in Vancouver (UTC-7), though already 2 December in UTC.
    item(3, '2026-12-02T00:30:00.000Z', { price: 25, link: '/contact' }),
    item(1, '2026-11-25T18:00:00.000Z'),
    item(2, '2027-01-09T17:00:00.000Z', { titlePa: undefined, introPa: undefined, price: 12.5, link: undefined }),
    item(4, '2026-11-25T16:00:00.000Z'),
  ],
  meta: {
    headers: { title: 'Events', titlePa: 'ਸਮਾਗਮ', subheading: 'Out and about', subheadingPa: 'ਬਾਹਰ ਘੁੰਮੋ' },
    featured: item(1, '2026-11-25T18:00:00.000Z'),
    note: {
      heading: 'Advertise with us',
      headingPa: 'ਸਾਡੇ ਨਾਲ ਇਸ਼ਤਿਹਾਰ ਦਿਓ',
      description: '<p>Reach listeners</p>',
      descriptionPa: '<p>ਸਰੋਤਿਆਂ ਤੱਕ ਪਹੁੰਚੋ</p>',
      link: 'https://ads.example',
      price: 'From $99',
    },
  },
};

describe('the events view-model', () => {
  it('groups by Vancouver month with headings in English, ascending, and dates in order within a month', () => {
    const v = eventsView(res, 'en');
    expect(v.months.map((m) => [m.heading, m.events.map((e) => e.id)])).toEqual([
      ['November 2026', [4, 1]],
      ['December 2026', [3]],
      ['January 2027', [2]],
    ]);
    const [first] = v.months[1]?.events ?? [];
    expect(first).toMatchObject({
      title: 'Event 3',
      date: 'Dec 01, 2026',
      time: '5:30 PM',
      place: 'Newton Commons Community Hall, Surrey',
      intro: 'Intro 3',
      price: '$25 CAD',
      link: { href: '/contact', external: false },
      calendarHref: '/events/3.ics',
    });
  });

  it('speaks Punjabi on Punjabi pages: month names, day periods, free, note; English-only events fall back', () => {
    const v = eventsView(res, 'pa');
    expect(v.heading).toBe('ਸਮਾਗਮ');
    expect(v.subheading).toBe('ਬਾਹਰ ਘੁੰਮੋ');
    expect(v.months.map((m) => m.heading)).toEqual(['ਨਵੰਬਰ 2026', 'ਦਸੰਬਰ 2026', 'ਜਨਵਰੀ 2027']);
    const dec = v.months[1]?.events[0];
    expect(dec?.time).toBe('5:30 ਬਾ.ਦੁ.');
    expect(dec?.date).toBe('01 ਦਸੰਬਰ 2026');
    expect(v.months[0]?.events[0]).toMatchObject({ title: 'ਸਮਾਗਮ 4', intro: 'ਜਾਣ-ਪਛਾਣ 4', price: 'ਮੁਫ਼ਤ' });
    expect(v.months[2]?.events[0]).toMatchObject({ title: 'Event 2', price: '$12.50 CAD', link: null });
    // The plain file address: the page's Link gives it the /pa prefix.
    expect(v.featured?.calendarHref).toBe('/events/1.ics');
    // No Punjabi price in the note: the English one stands (the spec's language rule).
    expect(v.note).toEqual({
      heading: 'ਸਾਡੇ ਨਾਲ ਇਸ਼ਤਿਹਾਰ ਦਿਓ',
      descriptionHtml: '<p>ਸਰੋਤਿਆਂ ਤੱਕ ਪਹੁੰਚੋ</p>',
      price: 'From $99',
      link: { href: 'https://ads.example', external: true },
    });
  });

  it('shows the supplied banner heading in the page language; the title still names the page (issue 24)', () => {
    const headers = { ...res.meta.headers, heading: "What's on in our community" };
    const withHeading = { ...res, meta: { ...res.meta, headers } };
    expect(eventsView(withHeading, 'en')).toMatchObject({ heading: "What's on in our community", title: 'Events' });
    // No Punjabi heading supplied: the Punjabi title, never the English heading.
    expect(eventsView(withHeading, 'pa')).toMatchObject({ heading: 'ਸਮਾਗਮ', title: 'ਸਮਾਗਮ' });
    const pa = { ...withHeading, meta: { ...res.meta, headers: { ...headers, headingPa: 'ਕੀ ਹੋ ਰਿਹਾ ਹੈ' } } };
    expect(eventsView(pa, 'pa').heading).toBe('ਕੀ ਹੋ ਰਿਹਾ ਹੈ');
  });

  it('falls back to the interface title and leaves out a missing featured event and note', () => {
    const empty = eventsView({ data: [], meta: { headers: {}, featured: null, note: null } }, 'pa');
    expect(empty).toEqual({
      title: 'ਸਮਾਗਮ',
      heading: 'ਸਮਾਗਮ',
      subheading: '',
      backgroundImage: '',
      featured: null,
      note: null,
      months: [],
    });
  });
});

describe('event steps', () => {
  it('opens other sites in a new tab and keeps site paths in the tab', () => {
    expect(linkView('https://ads.example')).toEqual({ href: 'https://ads.example', external: true });
    expect(linkView('ads.example')).toEqual({ href: 'http://ads.example', external: true });
    expect(linkView('/advertise')).toEqual({ href: '/advertise', external: false });
    expect(linkView('')).toBeNull();
    expect(linkView(undefined)).toBeNull();
  });

  it('prices: free when 0, else Canadian dollars', () => {
    expect([eventPrice(0, 'en'), eventPrice(0, 'pa'), eventPrice(40, 'en'), eventPrice(7.5, 'pa')]).toEqual([
      'Free',
      'ਮੁਫ਼ਤ',
      '$40 CAD',
      '$7.50 CAD',
    ]);
  });
});

describe('loadEvents', () => {
  it('puts one JSON-LD Event per event in the head, with offsets, place, price in CAD and absolute links', async () => {
    const loaded = await loadEvents(context(apiOf({ '/api/events': res }), 'en'));
    expect(loaded.head.title).toBe('Events');
    const graph = loaded.head.jsonLd?.['@graph'] as Record<string, unknown>[];
    expect(loaded.head.jsonLd?.['@context']).toBe('https://schema.org');
    expect(graph).toHaveLength(4);
    expect(graph.find((e) => e.name === 'Event 3')).toEqual({
      '@type': 'Event',
      '@id': 'https://radio.example/events#event-3',
      name: 'Event 3',
      description: 'Intro 3',
      startDate: '2026-12-01T17:30:00-07:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Newton Commons Community Hall',
        address: 'Newton Commons Community Hall, Surrey',
      },
      image: 'https://radio.example/media/images/events/3.svg',
      url: 'https://radio.example/contact',
      offers: { '@type': 'Offer', price: 25, priceCurrency: 'CAD', url: 'https://radio.example/contact' },
    });
  });

  it('names the events in Punjabi on Punjabi pages', async () => {
    const loaded = await loadEvents(context(apiOf({ '/api/events': res }), 'pa'));
    expect(loaded.head.title).toBe('ਸਮਾਗਮ');
    const graph = loaded.head.jsonLd?.['@graph'] as { name: string }[];
    expect(graph.map((e) => e.name).sort()).toEqual(['Event 2', 'ਸਮਾਗਮ 1', 'ਸਮਾਗਮ 3', 'ਸਮਾਗਮ 4']);
  });
});
