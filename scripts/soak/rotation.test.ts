import { describe, expect, it } from 'vitest';
import { kindCounts, rotation, type SoakUrl, searchTerms, searchUrls, wrkScript } from './rotation';

const url = (path: string, kind: SoakUrl['kind'] = 'page'): SoakUrl => ({ path, kind });

describe('rotation', () => {
  it('takes each kind in turn, without repeats, up to the size', () => {
    const found = [url('/a'), url('/b'), url('/a'), url('/api/x', 'api'), url('/c'), url('/feeds/en/news.xml', 'feed')];
    expect(rotation(found, 4).map((u) => u.path)).toEqual(['/a', '/api/x', '/feeds/en/news.xml', '/b']);
    expect(rotation(found, 10).map((u) => u.path)).toEqual(['/a', '/api/x', '/feeds/en/news.xml', '/b', '/c']);
  });

  it('counts the kinds it holds', () => {
    expect(kindCounts([url('/a'), url('/b'), url('/api/x', 'api')])).toBe('page 2, api 1');
  });
});

describe('searchTerms', () => {
  it('keeps distinct words of four letters or more from titles, in both scripts', () => {
    expect(searchTerms(['Kabaddi cup in Surrey | Radio', 'ਕਬੱਡੀ ਕੱਪ | ਰੇਡੀਓ', 'kabaddi 2026'])).toEqual([
      'kabaddi',
      'surrey',
      'radio',
      'ਕਬੱਡੀ',
      'ਰੇਡੀਓ',
    ]);
  });

  it('makes each term a search page in both languages', () => {
    expect(searchUrls(['ਕਬੱਡੀ']).map((u) => u.path)).toEqual([
      '/search/%E0%A8%95%E0%A8%AC%E0%A9%B1%E0%A8%A1%E0%A9%80',
      '/pa/search/%E0%A8%95%E0%A8%AC%E0%A9%B1%E0%A8%A1%E0%A9%80',
    ]);
  });
});

describe('wrkScript', () => {
  it('lists the paths quoted and sends them in turn from a per-thread start', () => {
    const lua = wrkScript(['/a', '/b"c']);
    expect(lua).toContain('local paths = {\n  "/a",\n  "/b\\"c"\n}');
    expect(lua).toContain('thread:set("start", threads)');
    expect(lua).toContain('return wrk.format("GET", paths[n])');
  });
});
