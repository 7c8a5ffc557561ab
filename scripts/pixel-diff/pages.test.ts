import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN, ROUTES } from '../../client/app/routes';
import { pageTypes } from '../budget/sizes';
import { ADDRESSES, fillSlots, pathSlug, routeAddresses, SLOTS, shotList } from './pages';

describe('routeAddresses', () => {
  it('has an address for every route of the route table and the not-found page', () => {
    const ids = [...pageTypes({ ROUTES, NOT_FOUND_SCREEN }).values()].flat();
    expect(ids).toContain('not-found');
    expect(() => routeAddresses(ids)).not.toThrow();
    expect(Object.keys(ADDRESSES).sort()).toEqual([...ids].sort());
  });

  it('names every route that has no address', () => {
    expect(() => routeAddresses(['home', 'new-a', 'new-b'])).toThrow('no address for route(s) new-a, new-b');
  });
});

describe('fillSlots', () => {
  it('puts the found address in place of each slot and keeps fixed paths', () => {
    const filled = fillSlots(
      [
        { route: 'host', path: '{host}' },
        { route: 'hosts', path: '/hosts' },
      ],
      { '{host}': '/hosts/view/x' },
    );
    expect(filled.map((p) => p.path)).toEqual(['/hosts/view/x', '/hosts']);
  });

  it('fails on a slot that was not found', () => {
    expect(() => fillSlots([{ route: 'host', path: '{host}' }], {})).toThrow('{host}');
  });

  it('finds each slot from a fixed listing or an earlier slot', () => {
    const names = Object.keys(SLOTS);
    Object.values(SLOTS).forEach(({ listing }, i) => {
      if (listing.startsWith('{')) expect(names.indexOf(listing)).toBeLessThan(i);
      else expect(listing).toMatch(/^\//);
    });
  });
});

describe('shotList', () => {
  it('takes each page at both widths in both languages, under distinct file names', () => {
    const shots = shotList([
      { route: 'home', path: '/' },
      { route: 'news', path: '/news/bc/2' },
    ]);
    expect(shots.map((s) => `${s.address} ${s.width} ${s.lang}`)).toEqual([
      '/ 375 en',
      '/pa 375 pa',
      '/ 1280 en',
      '/pa 1280 pa',
      '/news/bc/2 375 en',
      '/pa/news/bc/2 375 pa',
      '/news/bc/2 1280 en',
      '/pa/news/bc/2 1280 pa',
    ]);
    expect(new Set(shots.map((s) => s.file)).size).toBe(8);
    expect(shots[4]?.file).toBe('news--news-bc-2--375--en.png');
  });

  it('makes a path a file name', () => {
    expect(pathSlug('/')).toBe('root');
    expect(pathSlug('/news/post/a-b_c')).toBe('news-post-a-b-c');
  });
});
