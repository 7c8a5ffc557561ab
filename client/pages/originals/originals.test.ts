import { describe, expect, it } from 'vitest';
import { appendVideos } from './channel-data';
import { clearsScrollItem, itemAnchor, scrollTarget } from './scroll-item';

const v = (videoId: string) => ({
  videoId,
  title: videoId,
  description: '',
  image: '/i.svg',
  date: '',
  dateTime: '',
  duration: 100,
});

describe('appendVideos', () => {
  it('appends the next page after the list', () => {
    expect(appendVideos([v('a'), v('b')], [v('c')]).map((x) => x.videoId)).toEqual(['a', 'b', 'c']);
  });
  it('leaves out videos already listed', () => {
    expect(appendVideos([v('a'), v('b')], [v('b'), v('c')]).map((x) => x.videoId)).toEqual(['a', 'b', 'c']);
  });
});

describe('scrollTarget', () => {
  it('reads the item from ?item=', () => {
    expect(scrollTarget('?item=502')).toBe('502');
    expect(scrollTarget('?page=2&item=7')).toBe('7');
    expect(scrollTarget('?page=2')).toBeNull();
  });
  it('ignores anything that is not an id', () => {
    expect(scrollTarget('?item=abc')).toBeNull();
    expect(scrollTarget('?item=')).toBeNull();
  });
  it('falls back to the saved item, the query first', () => {
    expect(scrollTarget('', '7')).toBe('7');
    expect(scrollTarget('?item=502', '7')).toBe('502');
    expect(scrollTarget('', 'x')).toBeNull();
  });
  it('names the item element', () => expect(itemAnchor(502)).toBe('originals-item-502'));
  it('is cleared by clicks on /originals only, in either language', () => {
    expect(clearsScrollItem('/originals')).toBe(true);
    expect(clearsScrollItem('/pa/originals')).toBe(true);
    expect(clearsScrollItem('/originals/')).toBe(true);
    expect(clearsScrollItem('/originals/docs')).toBe(false);
    expect(clearsScrollItem('/news')).toBe(false);
  });
});
