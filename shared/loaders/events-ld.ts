/**
 * JSON-LD for /events: one schema.org `Event` per event, in an `@graph`, so search engines can
 * list them with date, place and price. Built from the contract's events (exact instants and
 * numeric prices), not from the display strings.
 */
import type { EventItem, EventsResponse } from '../types/api';
import type { Lang } from '../types/content';
import { eventPlace } from '../format/event-place';
import { pick } from '../format/pick';
import { crop, plainText, withScheme } from '../format/text';
import { vancouverIso } from '../format/vancouver-time';
import { DEFAULT_IMAGE } from '../constants';

const SCHEMA = 'https://schema.org';

/** A site path with nothing for the URL parser to normalise: no escapes, dot segments, `//` or odd characters. */
const PLAIN_SITE_PATH = /^(?:\/(?!\/|\.\.?(?:[/#]|$))[\w.~-]*)+(?:#[\w-]*)?$/;

/**
 * `path` resolved against `origin` (a URL's origin: no path, no trailing slash), as `new URL(path,
 * origin).href` writes it. A plain site path (the events' pictures, `/events#event-300`) is joined
 * without parsing: the page's JSON-LD wrote three URLs per event, ~2.5 % of an uncached events page.
 */
export function absoluteUrl(path: string, origin: string): string {
  return PLAIN_SITE_PATH.test(path) ? origin + path : new URL(path, origin).href;
}

/** One schema.org Event; `origin` makes the site's paths absolute. */
function eventJsonLd(e: EventItem, lang: Lang, origin: string): Record<string, unknown> {
  const url = absoluteUrl(withScheme(e.link ?? '') || '/events', origin);
  // 'Hall name, City': the first part names the place, the whole is its address (in the page's language).
  const place = eventPlace(e, lang);
  const [placeName = place] = place.split(',');
  return {
    '@type': 'Event',
    '@id': absoluteUrl(`/events#event-${e.id}`, origin),
    name: pick(lang, e.title, e.titlePa),
    description: crop(plainText(pick(lang, e.intro, e.introPa)), 300),
    startDate: vancouverIso(e.dateTime),
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    eventStatus: `${SCHEMA}/EventScheduled`,
    location: { '@type': 'Place', name: placeName.trim(), address: place },
    image: absoluteUrl(e.image || DEFAULT_IMAGE, origin),
    url,
    offers: {
      '@type': 'Offer',
      price: e.price > 0 ? e.price : 0,
      priceCurrency: 'CAD',
      url,
    },
  };
}

/** The page's JSON-LD: every listed event (the featured one is among them, or added). */
export function eventsJsonLd(res: EventsResponse, lang: Lang, origin: string): Record<string, unknown> {
  const featured = res.meta.featured;
  const all = featured && !res.data.some((e) => e.id === featured.id) ? [featured, ...res.data] : res.data;
  return { '@context': SCHEMA, '@graph': all.map((e) => eventJsonLd(e, lang, origin)) };
}
