/**
 * GET /events/{id}.ics: "Add to calendar" for one upcoming event. The event is read through the
 * contract (GET /api/events, so the same KV cache and the same source, embedded D1 or the
 * proxied CMS, as the /events page), in the language of its address (/pa/events/{id}.ics is Punjabi).
 */
import type { Context } from 'hono';
import { ApiError, type Api } from '../../shared/api/client';
import { eventPlace } from '../../shared/format/event-place';
import { pick } from '../../shared/format/pick';
import { localizedPath } from '../../shared/routing/lang-path';
import { plainText, withScheme } from '../../shared/format/text';
import type { EventItem, EventsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { idParam, notFound } from '../api/params';
import { type CalendarEvent, eventCalendar } from './ics';

/** The contract gives no end time: a calendar entry lasts this long (two hours) unless it says otherwise. */
export const DEFAULT_EVENT_MS = 2 * 3_600_000;

/** The calendar entry of an event, in `lang`; `origin` makes the links absolute and the UID's domain. */
export function calendarEvent(e: EventItem, lang: Lang, origin: string, stamp: Date): CalendarEvent {
  const start = new Date(e.dateTime);
  const link = e.link ? withScheme(e.link) : localizedPath('/events', lang);
  return {
    uid: `event-${e.id}@${new URL(origin).hostname}`,
    start: start.toISOString(),
    end: new Date(start.getTime() + DEFAULT_EVENT_MS).toISOString(),
    stamp,
    summary: pick(lang, e.title, e.titlePa),
    location: eventPlace(e, lang),
    description: plainText(pick(lang, e.intro, e.introPa)),
    url: new URL(link, origin).href,
  };
}

/** Finds the event among the upcoming ones (and the featured one) and answers its .ics file. */
export async function eventCalendarResponse(c: Context, api: Api, file: string, lang: Lang): Promise<Response> {
  const id = idParam(file.replace(/\.ics$/, ''));
  if (id === null) return notFound(c, 'No such event');
  let events: EventsResponse;
  try {
    events = await api.get<EventsResponse>('/api/events');
  } catch (err) {
    // The contract already served any last good copy; without one there is nothing to offer.
    if (!(err instanceof ApiError)) throw err;
    console.error('events.ics', id, err.message);
    return c.json({ error: 'Events are unavailable', status: 503 }, 503, { 'retry-after': '60' });
  }
  const event = events.data.find((e) => e.id === id) ?? (events.meta.featured?.id === id ? events.meta.featured : null);
  if (!event || !Number.isFinite(Date.parse(event.dateTime))) return notFound(c, 'No such event');
  const body = eventCalendar(calendarEvent(event, lang, new URL(c.req.url).origin, new Date()));
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="event-${id}.ics"`,
    // The file's language is its address's; Cookie because a Punjabi cookie turns the plain
    // address into a redirect to /pa (worker/middleware/language.ts).
    'cache-control': 'private, max-age=300',
    vary: 'Cookie',
  });
}
