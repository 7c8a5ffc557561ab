/**
 * One event as an iCalendar file (RFC 5545), for "Add to calendar" (GET /events/{id}.ics).
 *
 * A small pure function rather than the `ics` npm package (3.12.0): that package folds lines
 * at 75 characters, not 75 octets, so a Punjabi line (3 octets a letter in UTF-8) comes out three
 * times too long, and it writes no TZID/VTIMEZONE either. Times are written in UTC ('Z'): the
 * contract's dateTime is an exact instant, and calendar apps disagree about Vancouver's rule
 * from November 2026 (see shared/format/vancouver-time.ts), so a TZID would be shown an hour
 * off by some of them while a UTC time is the same instant everywhere.
 */

export interface CalendarEvent {
  /** Stable per event, e.g. 'event-300@example.org': a calendar updates the entry it already has. */
  uid: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** When this file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location: string;
  /** Plain text (no HTML). */
  description: string;
  /** Absolute address of the event's page. */
  url: string;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const LINE_OCTETS = 75;

/** UTC date-time form 'YYYYMMDDTHHMMSSZ' of an instant. */
export function utcDateTime(at: string | Date): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon and comma get a backslash, a
 * line break becomes '\n'. Other control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: TEXT may not hold control characters (RFC 5545 §3.3.11); this removes them
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line into lines of at most 75 octets of UTF-8 (RFC 5545 §3.1): each
 * continuation starts with one space, which counts. Cuts fall between code points, never inside
 * a multi-octet character; unfolding (removing CRLF + space) gives the line back exactly.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch.codePointAt(0) ?? 0);
    if (size + n > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += ch;
    size += n;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** The whole VCALENDAR with one VEVENT, CRLF line endings, every line folded. */
export function eventCalendar(e: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Radio 91.5 FM//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${utcDateTime(e.stamp)}`,
    `DTSTART:${utcDateTime(e.start)}`,
    `DTEND:${utcDateTime(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    // URL is a URI value, not TEXT: no escaping, but folded like every line.
    `URL:${e.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
