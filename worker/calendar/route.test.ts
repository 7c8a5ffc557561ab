import { describe, expect, it } from 'vitest';
import type { EventItem } from '../../shared/types/api';
import { calendarEvent, DEFAULT_EVENT_MS } from './route';

const event: EventItem = {
  id: 302,
  title: 'Bandi Chhor Divas Community Gathering',
  titlePa: 'ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਭਾਈਚਾਰਕ ਇਕੱਠ',
  intro: '<p>Kirtan, langar &amp; candles.</p>',
  introPa: '<p>ਕੀਰਤਨ ਅਤੇ ਲੰਗਰ</p>',
  // 17:30 in Vancouver (UTC-7 from November 2026).
  dateTime: '2026-12-02T00:30:00.000Z',
  location: 'Newton Commons Community Hall, Surrey',
  price: 0,
  link: 'www.example.org/gathering',
  image: '/media/images/events/x.svg',
};
const stamp = new Date('2026-11-23T00:00:00Z');

describe('an event as a calendar entry', () => {
  it('keeps the exact instant, lasts the default two hours and has a stable UID', () => {
    const c = calendarEvent(event, 'en', 'https://radio.example', stamp);
    expect(c.start).toBe('2026-12-02T00:30:00.000Z');
    expect(Date.parse(c.end) - Date.parse(c.start)).toBe(DEFAULT_EVENT_MS);
    expect(c.uid).toBe('event-302@radio.example');
    expect(calendarEvent(event, 'pa', 'https://radio.example', new Date()).uid).toBe(c.uid);
  });

  it('uses the visitor language, plain text and absolute links (the events page in that language)', () => {
    const en = calendarEvent(event, 'en', 'https://radio.example', stamp);
    expect(en.summary).toBe('Bandi Chhor Divas Community Gathering');
    expect(en.description).toBe('Kirtan, langar & candles.');
    expect(en.url).toBe('http://www.example.org/gathering');
    const pa = calendarEvent({ ...event, link: undefined }, 'pa', 'https://radio.example', stamp);
    expect(pa.summary).toBe('ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਭਾਈਚਾਰਕ ਇਕੱਠ');
    expect(pa.description).toBe('ਕੀਰਤਨ ਅਤੇ ਲੰਗਰ');
    expect(pa.url).toBe('https://radio.example/pa/events');
    // An English-only event stays English on Punjabi pages (the spec's language rule).
    expect(calendarEvent({ ...event, titlePa: undefined }, 'pa', 'https://radio.example', stamp).summary).toBe(
      event.title,
    );
  });
});
