import { describe, expect, it } from 'vitest';
import { eventCalendar, escapeText, foldLine, utcDateTime, type CalendarEvent } from './ics';

/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const octets = (line: string) => new TextEncoder().encode(line).length;

const event: CalendarEvent = {
  uid: 'event-300@radio.example',
  start: '2026-12-02T19:00:00.000Z',
  end: '2026-12-02T21:00:00.000Z',
  stamp: new Date('2026-11-23T12:00:00Z'),
  summary: 'a,b;c\\d\nnew line',
  location: 'Newton Commons, Surrey',
  description: 'ਕੀਰਤਨ, ਲੰਗਰ ਅਤੇ ਦੀਪਮਾਲਾ ਨਾਲ ਸਜੀ ਸ਼ਾਮ, ਜਿਸ ਤੋਂ ਬਾਅਦ ਨਿਗਰਾਨੀ ਹੇਠ ਪਰਿਵਾਰਾਂ ਲਈ ਆਤਿਸ਼ਬਾਜ਼ੀ ਹੋਵੇਗੀ।',
  url: 'https://radio.example/events',
};

/**
 * What a calendar app reads from the file: its components as nested (each BEGIN/END pair must
 * close), the calendar's own properties and each VEVENT's, by name, values as written (escaped).
 */
function readCalendar(ics: string) {
  const components: string[] = [];
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  const open: string[] = [];
  let target = calendar;
  for (const line of unfold(ics).split('\r\n').slice(0, -1)) {
    const [name = '', value = ''] = line.split(/:(.*)/s);
    if (name === 'BEGIN') {
      open.push(value);
      components.push(open.join('/'));
      if (value === 'VEVENT') {
        target = {};
        events.push(target);
      }
    } else if (name === 'END') {
      expect(open.pop()).toBe(value);
      target = calendar;
    } else target[name] = value;
  }
  expect(open).toEqual([]);
  return { components, calendar, events };
}

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a,b;c\\d\nnew line')).toBe('a\\,b\\;c\\\\d\\nnew line');
    expect(escapeText('one\r\ntwo\rthree')).toBe('one\\ntwo\\nthree');
    // Control characters are not allowed in TEXT; a tab is.
    expect(escapeText('bell\u0007 and\ttab')).toBe('bell and\ttab');
  });

  it('writes UTC date-times without separators or milliseconds', () => {
    expect(utcDateTime('2026-12-02T19:00:00.000Z')).toBe('20261202T190000Z');
    expect(utcDateTime(new Date(Date.UTC(2027, 0, 5, 3, 4, 5)))).toBe('20270105T030405Z');
  });

  it('folds long lines at 75 octets, counting Punjabi letters as the 3 octets they take', () => {
    const line = `SUMMARY:${'ਪੰਜਾਬੀ ਭਾਈਚਾਰਕ ਮੇਲਾ '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // 75 Gurmukhi code points would be 225 octets: a character count would not do.
    expect([...(parts[0] ?? '')].length).toBeLessThan(35);
    expect(unfold(folded)).toBe(line);
    // No cut inside a character: every part is valid UTF-8 on its own.
    for (const part of parts)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
  });

  it('leaves a line of exactly 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('builds one VEVENT with CRLF line endings, UTC times and escaped, folded text', () => {
    const ics = eventCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(readCalendar(ics)).toEqual({
      components: ['VCALENDAR', 'VCALENDAR/VEVENT'],
      calendar: {
        VERSION: '2.0',
        PRODID: '-//Radio 91.5 FM//Events//EN',
        CALSCALE: 'GREGORIAN',
        METHOD: 'PUBLISH',
      },
      events: [
        {
          UID: 'event-300@radio.example',
          DTSTAMP: '20261123T120000Z',
          DTSTART: '20261202T190000Z',
          DTEND: '20261202T210000Z',
          SUMMARY: 'a\\,b\\;c\\\\d\\nnew line',
          LOCATION: 'Newton Commons\\, Surrey',
          DESCRIPTION: 'ਕੀਰਤਨ\\, ਲੰਗਰ ਅਤੇ ਦੀਪਮਾਲਾ ਨਾਲ ਸਜੀ ਸ਼ਾਮ\\, ਜਿਸ ਤੋਂ ਬਾਅਦ ਨਿਗਰਾਨੀ ਹੇਠ ਪਰਿਵਾਰਾਂ ਲਈ ਆਤਿਸ਼ਬਾਜ਼ੀ ਹੋਵੇਗੀ।',
          URL: 'https://radio.example/events',
        },
      ],
    });
  });

  it('leaves out the location and description an event does not have', () => {
    const ics = eventCalendar({ ...event, location: '', description: '' });
    expect(Object.keys(readCalendar(ics).events[0] ?? {})).toEqual([
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'URL',
    ]);
  });
});
