import { beforeEach, describe, expect, it } from 'vitest';
import type { EventsResponse } from '../../shared/types/api';
import { call, clearCache, getJson } from './helpers';

beforeEach(() => clearCache());

/** RFC 5545 unfolding. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('GET /events/{id}.ics', () => {
  it('answers an upcoming event as an iCalendar file in the visitor language', async () => {
    const { body: events } = await getJson<EventsResponse>('/api/events');
    // An event with its Punjabi fields (the demo keeps one English-only on purpose).
    const event = events.data.find((e) => e.titlePa);
    if (!event?.titlePa) throw new Error('the demo has upcoming events in both languages');
    const res = await call(`/events/${event.id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${event.id}.ics"`);
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfold(text).split('\r\n');
    const start = new Date(event.dateTime).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(lines).toContain(`DTSTART:${start}`);
    expect(lines).toContain(`UID:event-${event.id}@localhost`);
    expect(lines).toContain(`SUMMARY:${event.title.replace(/([,;\\])/g, '\\$1')}`);
    expect(lines.some((l) => /^DTEND:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('DESCRIPTION:'))).toBe(true);

    const pa = unfold(await (await call(`/pa/events/${event.id}.ics`)).text());
    expect(pa).toContain(`SUMMARY:${event.titlePa}`);
    // The old entry point and a Punjabi cookie both lead to the /pa address.
    const asked = await call(`/events/${event.id}.ics?lang=pa`);
    expect(asked.headers.get('location')).toBe(`/pa/events/${event.id}.ics`);
    const byCookie = await call(`/events/${event.id}.ics`, { headers: { cookie: 'lang=pa' } });
    expect(byCookie.headers.get('location')).toBe(`/pa/events/${event.id}.ics`);
  });

  it.each([
    '/events/999999.ics',
    '/events/0.ics',
    '/events/abc.ics',
    '/events/30x.ics',
    '/events/-300.ics',
    '/events/1e3.ics',
    `/events/${'9'.repeat(40)}.ics`,
    '/events/%00.ics',
  ])('answers 404 for %s', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
  });
});
