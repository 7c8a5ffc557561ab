import { describe, expect, it } from 'vitest';
import { appendVideos } from './channel-data';
import { itemAnchor, scrollTarget } from './scroll-item';

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
  it('names the item element', () => expect(itemAnchor(502)).toBe('originals-item-502'));
});
