import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// 2026-11-22T03:30Z is 20:30 on 21 November in Vancouver (UTC-7).
const at = '2026-11-22T03:30:00Z';

describe('formatDate', () => {
  it('prints the spec formats in English, in Vancouver time', () => {
    expect(formatDate(at, 'en')).toBe('Nov 21, 2026');
    expect(formatDate(at, 'en', 'time')).toBe('8:30 PM');
    expect(formatDate(at, 'en', 'monthYear')).toBe('November 2026');
    expect(formatDate('2026-03-05T18:00:00Z', 'en')).toBe('Mar 05, 2026');
  });

  it('uses Gurmukhi month and day-period names in Punjabi', () => {
    expect(formatDate(at, 'pa')).toBe('21 ਨਵੰਬਰ 2026');
    expect(formatDate(at, 'pa', 'time')).toBe('8:30 ਬਾ.ਦੁ.');
    expect(formatDate(at, 'pa', 'monthShort')).toBe('ਨਵੰ');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('');
  });

  it('gives the same text from its memo, per language and style', () => {
    const first = formatDate(at, 'en');
    expect(formatDate(at, 'en')).toBe(first);
    expect(formatDate(at, 'pa')).toBe('21 ਨਵੰਬਰ 2026');
    expect(formatDate(at, 'en', 'monthYear')).toBe('November 2026');
    expect(formatDate(new Date(at), 'en')).toBe(first);
  });
});
