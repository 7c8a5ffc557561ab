/**
 * Events (spec doc 2 §2 "Events"): /events with the banner heading, the featured event, the side
 * note with its 'Advertisers' button, and the events grouped by Vancouver month (ascending, and by
 * date within a month). Dates, times and prices are formatted here, once, so hydration reuses the
 * server's strings (see docs/decisions/languages.md: Vancouver time is computed, not looked up).
 */
import { read } from '../api/path';
import type { EventItem, EventsResponse } from '../types/api';
import { trail } from './breadcrumb-ld';
import type { Lang, NoteBlock } from '../types/content';
import { formatDate } from '../format/dates';
import { groupByMonth } from '../format/event-months';
import { eventPlace } from '../format/event-place';
import { pick } from '../format/pick';
import { crop, isExternal, plainText, withScheme } from '../format/text';
import { t } from '../i18n/translate';
import type { Head, Loader } from '../routing/types';
import { DEFAULT_IMAGE } from '../constants';
import { bannerHeading, headersTitle } from './banner-heading';
import { eventsJsonLd } from './events-ld';
import { orNotFound } from './or-not-found';

export interface LinkView {
  href: string;
  /** Another site: opens in a new tab with rel=noopener (shared/format/text.ts isExternal). */
  external: boolean;
}

export interface EventCardView {
  id: number;
  title: string;
  /** 'Dec 02, 2026' / '02 ਦਸੰਬਰ 2026', Vancouver calendar. */
  date: string;
  /** The instant, for <time dateTime>. */
  dateTime: string;
  /** 'h:mm a' in Vancouver time, Punjabi day periods on Punjabi pages. */
  time: string;
  place: string;
  /** Plain text. */
  intro: string;
  /** 'Free' (translated) or the price in Canadian dollars. */
  price: string;
  image: string;
  link: LinkView | null;
  /**
   * The event's .ics file (worker/calendar/route.ts): its plain address, which the page's Link puts
   * in the page's language (`/pa/events/3.ics`). No `?lang=`: that asks to switch language, a 301
   * with a Set-Cookie before the file (issue 24).
   */
  calendarHref: string;
}

interface EventMonthView {
  /** 'YYYY-MM'. */
  key: string;
  /** 'November 2026' / 'ਨਵੰਬਰ 2026'. */
  heading: string;
  events: EventCardView[];
}

export interface EventsNoteView {
  heading: string;
  /** Sanitised HTML (the contract cleans it before caching). */
  descriptionHtml: string;
  price: string;
  link: LinkView | null;
}

export interface EventsView {
  /** The page's name: the tab's title and the breadcrumb ('Events'). */
  title: string;
  /** The banner's h1: the content's heading in the page's language (banner-heading.ts). */
  heading: string;
  subheading: string;
  backgroundImage: string;
  featured: EventCardView | null;
  note: EventsNoteView | null;
  months: EventMonthView[];
}

/** A link from an editor: bare domains get a scheme (spec §5); other sites open in a new tab. */
export function linkView(link: string | undefined): LinkView | null {
  const href = withScheme(link ?? '');
  return href ? { href, external: isExternal(href) } : null;
}

/** 'Free' for 0, else the amount in Canadian dollars ('$25 CAD'; cents only when there are some). */
export function eventPrice(price: number, lang: Lang): string {
  if (!(price > 0)) return t(lang, 'events.free');
  return t(lang, 'events.price', { price: `$${Number.isInteger(price) ? price : price.toFixed(2)}` });
}

function eventCardView(e: EventItem, lang: Lang): EventCardView {
  return {
    id: e.id,
    title: pick(lang, e.title, e.titlePa),
    date: formatDate(e.dateTime, lang, 'date'),
    dateTime: e.dateTime,
    time: formatDate(e.dateTime, lang, 'time'),
    place: eventPlace(e, lang),
    intro: plainText(pick(lang, e.intro, e.introPa)),
    price: eventPrice(e.price, lang),
    image: e.image || DEFAULT_IMAGE,
    link: linkView(e.link),
    calendarHref: `/events/${e.id}.ics`,
  };
}

function noteView(n: NoteBlock, lang: Lang): EventsNoteView {
  return {
    heading: pick(lang, n.heading, n.headingPa),
    descriptionHtml: pick(lang, n.description, n.descriptionPa),
    price: pick(lang, n.price ?? '', n.pricePa),
    link: linkView(n.link),
  };
}

/** The page's view-model in the visitor's language. */
export function eventsView(res: EventsResponse, lang: Lang): EventsView {
  const h = res.meta.headers;
  return {
    // The banner shows the supplied heading ('What's on in our community'); the title names the page.
    title: headersTitle(h, lang, 'events.title'),
    heading: bannerHeading(h, lang, 'events.title'),
    subheading: pick(lang, h.subheading ?? '', h.subheadingPa),
    backgroundImage: h.backgroundImage ?? '',
    featured: res.meta.featured ? eventCardView(res.meta.featured, lang) : null,
    note: res.meta.note ? noteView(res.meta.note, lang) : null,
    months: groupByMonth(res.data).map((g) => ({
      key: g.key,
      heading: formatDate(g.at, lang, 'monthYear'),
      events: g.events.map((e) => eventCardView(e, lang)),
    })),
  };
}

function eventsHead(v: EventsView, res: EventsResponse, lang: Lang, pageUrl: URL): Head {
  return {
    title: v.title,
    description: crop(v.subheading || t(lang, 'events.description'), 200),
    image: v.featured?.image ?? (v.backgroundImage || undefined),
    // The banner is the largest on phones, the featured event's picture at desktop widths.
    leadImages: [v.backgroundImage, v.featured?.image ?? ''].filter(Boolean),
    jsonLd: eventsJsonLd(res, lang, pageUrl.origin),
    breadcrumbs: trail(lang, { name: v.title, path: '/events' }),
  };
}

export const loadEvents: Loader<EventsView> = ({ api, lang, url }) =>
  orNotFound(async () => {
    const res = await read(api, '/api/events', {});
    const data = eventsView(res, lang);
    return { head: eventsHead(data, res, lang, url), data };
  });
