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
  it.each<[string, string, string | undefined, string | null]>([
    ['reads the item from ?item=', '?item=502', undefined, '502'],
    ['reads the item from ?item= among other parameters', '?page=2&item=7', undefined, '7'],
    ['has no item without ?item=', '?page=2', undefined, null],
    ['ignores anything that is not an id', '?item=abc', undefined, null],
    ['ignores an empty ?item=', '?item=', undefined, null],
    ['falls back to the saved item', '', '7', '7'],
    ['takes the query before the saved item', '?item=502', '7', '502'],
    ['ignores a saved item that is not an id', '', 'x', null],
  ])('%s: %j, saved %j, gives %j', (_rule, query, saved, item) => expect(scrollTarget(query, saved)).toBe(item));
  it('names the item element', () => expect(itemAnchor(502)).toBe('originals-item-502'));
  // Only clicks on /originals, in either language, start the channel list from the top again.
  it.each(['/originals', '/pa/originals', '/originals/'])('a click on %s clears the saved item', (path) =>
    expect(clearsScrollItem(path)).toBe(true),
  );
  it.each(['/originals/docs', '/news'])('a click on %s keeps it', (path) => expect(clearsScrollItem(path)).toBe(false));
});
