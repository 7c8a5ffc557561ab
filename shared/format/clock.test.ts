import { describe, expect, it } from 'vitest';
import { clockRange, clockText, clockTime } from './clock';

describe('clockTime', () => {
  it('turns 24-hour schedule times into h:mm a', () => {
    expect(clockTime('06:00', 'en')).toBe('6:00 AM');
    expect(clockTime('12:30', 'en')).toBe('12:30 PM');
    expect(clockTime('00:05', 'en')).toBe('12:05 AM');
    expect(clockTime('23:59', 'pa')).toBe('11:59 ਬਾ.ਦੁ.');
  });
});

describe('clockRange', () => {
  it('joins a start and an end, and gives nothing when either is missing or broken', () => {
    expect(clockRange('06:00', '13:30', 'en')).toBe('6:00 AM – 1:30 PM');
    expect(clockRange('', '13:30', 'en')).toBe('');
    expect(clockRange('06:00', 'noon', 'pa')).toBe('');
  });
});

describe('clockText', () => {
  it('turns every 24-hour time in an editor’s text into h:mm a, in both languages', () => {
    expect(clockText('11:00 – 12:00', 'en')).toBe('11:00 AM – 12:00 PM');
    expect(clockText('11:30 & 17:30', 'en')).toBe('11:30 AM & 5:30 PM');
    expect(clockText('08:00 – 10:00', 'pa')).toBe('8:00 ਪੂ.ਦੁ. – 10:00 ਪੂ.ਦੁ.');
    expect(clockText('18:00 – 19:00', 'pa')).toBe('6:00 ਬਾ.ਦੁ. – 7:00 ਬਾ.ਦੁ.');
    expect(clockText('0:15', 'en')).toBe('12:15 AM');
  });
  it('leaves times that already have a day period, and text without times, as written', () => {
    expect(clockText('5:00 PM – 6:00 PM', 'en')).toBe('5:00 PM – 6:00 PM');
    expect(clockText('9:30am', 'en')).toBe('9:30am');
    expect(clockText('7:00 p.m.', 'en')).toBe('7:00 p.m.');
    expect(clockText('5:00 ਬਾ.ਦੁ.', 'pa')).toBe('5:00 ਬਾ.ਦੁ.');
    expect(clockText(clockText('13:05', 'pa'), 'pa')).toBe('1:05 ਬਾ.ਦੁ.');
    expect(clockText('Weekdays', 'en')).toBe('Weekdays');
    expect(clockText('', 'pa')).toBe('');
  });
  it('is not fooled by durations, ratios or impossible hours', () => {
    expect(clockText('1:02:03', 'en')).toBe('1:02:03');
    expect(clockText('25:00', 'en')).toBe('25:00');
    expect(clockText('3.14:15', 'en')).toBe('3.14:15');
  });
});
