import { describe, expect, it } from 'vitest';
import type { Lang } from '../types/content';
import { clockRange, clockText, clockTime } from './clock';

describe('clockTime', () => {
  it.each([
    ['06:00', '6:00 AM'],
    ['12:30', '12:30 PM'],
    ['00:05', '12:05 AM'],
  ])('turns the 24-hour schedule time %s into h:mm a: %s', (time, shown) => expect(clockTime(time, 'en')).toBe(shown));
  it('writes the Punjabi day period', () => expect(clockTime('23:59', 'pa')).toBe('11:59 ਬਾ.ਦੁ.'));
});

describe('clockRange', () => {
  it('joins a start and an end', () => expect(clockRange('06:00', '13:30', 'en')).toBe('6:00 AM – 1:30 PM'));
  it.each<[string, string, Lang]>([
    ['', '13:30', 'en'],
    ['06:00', 'noon', 'pa'],
  ])('gives nothing when either is missing or broken: %j – %j', (start, end, lang) =>
    expect(clockRange(start, end, lang)).toBe(''),
  );
});

describe('clockText', () => {
  it.each<[string, Lang, string]>([
    ['11:00 – 12:00', 'en', '11:00 AM – 12:00 PM'],
    ['11:30 & 17:30', 'en', '11:30 AM & 5:30 PM'],
    ['08:00 – 10:00', 'pa', '8:00 ਪੂ.ਦੁ. – 10:00 ਪੂ.ਦੁ.'],
    ['18:00 – 19:00', 'pa', '6:00 ਬਾ.ਦੁ. – 7:00 ਬਾ.ਦੁ.'],
    ['0:15', 'en', '12:15 AM'],
  ])('turns every 24-hour time in an editor’s text %j into h:mm a (%s): %j', (text, lang, shown) =>
    expect(clockText(text, lang)).toBe(shown),
  );
  it.each<[string, Lang]>([
    ['5:00 PM – 6:00 PM', 'en'],
    ['9:30am', 'en'],
    ['7:00 p.m.', 'en'],
    ['5:00 ਬਾ.ਦੁ.', 'pa'],
    ['Weekdays', 'en'],
    ['', 'pa'],
  ])('leaves times that already have a day period, and text without times, as written: %j (%s)', (text, lang) =>
    expect(clockText(text, lang)).toBe(text),
  );
  it('leaves its own output as it is', () => expect(clockText(clockText('13:05', 'pa'), 'pa')).toBe('1:05 ਬਾ.ਦੁ.'));
  it.each(['1:02:03', '25:00', '3.14:15'])('is not fooled by durations, ratios or impossible hours: %j', (text) =>
    expect(clockText(text, 'en')).toBe(text),
  );
});
