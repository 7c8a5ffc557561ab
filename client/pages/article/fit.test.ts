import { describe, expect, it } from 'vitest';
import { columnsOf, fitCount, shareLinks } from './fit';

describe('fitCount', () => {
  it('counts the entries whose running total stays within the space', () => {
    expect(fitCount([100, 100, 100, 100], 350)).toBe(3);
    expect(fitCount([100, 100, 100], 300)).toBe(3); // exactly full still fits
    expect(fitCount([120, 80, 200, 50], 250)).toBe(2);
  });
  it('stops at the first entry that does not fit (order is kept, no gaps)', () => {
    expect(fitCount([100, 400, 50], 200)).toBe(1);
  });
  it('shows at least one entry, even with no room', () => {
    expect(fitCount([100, 100], 40)).toBe(1);
    expect(fitCount([100, 100], 0)).toBe(1);
    expect(fitCount([100, 100], -300)).toBe(1);
  });
  it('counts whole rows when the entries sit in columns (a row is as tall as its tallest entry)', () => {
    expect(fitCount([100, 120, 100, 100, 90, 90], 230, 2)).toBe(4);
    expect(fitCount([100, 120, 100, 100, 90], 1000, 2)).toBe(5);
    expect(fitCount([100, 120, 100], 50, 2)).toBe(1);
  });
  it('never exceeds the number of entries', () => {
    expect(fitCount([10, 10], 10_000)).toBe(2);
    expect(fitCount([], 500)).toBe(0);
  });
});

describe('shareLinks', () => {
  const url = 'https://radio.example/news/post/a-b?x=1&y=2';
  it('builds the Facebook sharer link with the encoded url', () => {
    expect(shareLinks(url, 'T').facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fradio.example%2Fnews%2Fpost%2Fa-b%3Fx%3D1%26y%3D2',
    );
  });
  it('builds the tweet intent with url and text, Gurmukhi included', () => {
    const { twitter } = shareLinks('https://radio.example/p', 'ਖ਼ਬਰ & news');
    expect(twitter).toBe(
      `https://twitter.com/intent/tweet?url=https%3A%2F%2Fradio.example%2Fp&text=${encodeURIComponent('ਖ਼ਬਰ & news')}`,
    );
    const parsed = new URL(twitter);
    expect(parsed.searchParams.get('text')).toBe('ਖ਼ਬਰ & news');
    expect(parsed.searchParams.get('url')).toBe('https://radio.example/p');
  });
});

describe('columnsOf', () => {
  it('counts the tracks of a grid', () => {
    expect(columnsOf({ display: 'grid', gridTemplateColumns: '340px 340px' })).toBe(2);
    expect(columnsOf({ display: 'grid', gridTemplateColumns: '700px' })).toBe(1);
  });
  it('is one for anything but a grid', () => {
    expect(columnsOf({ display: 'block', gridTemplateColumns: 'none' })).toBe(1);
    expect(columnsOf({ display: 'flex', gridTemplateColumns: '1fr 1fr' })).toBe(1);
  });
});
