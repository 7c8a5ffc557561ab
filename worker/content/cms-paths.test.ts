import { describe, expect, it } from 'vitest';
import { API_ENTRIES } from '../../shared/schemas/api-routes';
import { cmsTarget } from './cms-paths';

const CMS = 'https://cms.example/';
const ORIG = 'https://originals.example';
const target = (path: string) => cmsTarget(new URL(path, 'https://site.example'), CMS, ORIG);
const cms = (path: string) => ({ kind: 'cms', url: `https://cms.example${path}` });

describe('cmsTarget: the site’s contract paths as the spec’s calls', () => {
  it.each([
    '/api/home',
    '/api/entertainments',
    '/api/news',
    '/api/entertainments/post/a-b',
    '/api/news/post/x',
    '/api/news/bc/en_us?page=2',
    '/api/entertainments/bollywood/pa?page=1',
    '/api/shows',
    '/api/shows/morning?page=3',
    '/api/shows/episode/11',
    '/api/shows/episode/next/11',
    '/api/host/harpreet',
    '/api/featured?page=2',
    '/api/featured/3000',
    '/api/featured/next/3000',
    '/api/events',
    '/api/pages/about',
    '/api/legal/privacy-policy',
    '/api/info/contact',
    '/api/pageNotFound',
  ])('keeps %s as it is', (path) => expect(target(path)).toEqual(cms(path)));

  it.each([
    ['/api/entertainments/all/en_us?page=2', '/api/entertainments?page=2'],
    ['/api/entertainments/all/pa', '/api/entertainments?page=1'],
    ['/api/entertainments/all?page=3', '/api/entertainments?page=3'],
    ['/api/news/all/pa?page=4', '/api/news?page=4'],
  ])('pages the all lists without tag and locale: %s asks %s', (path, call) => expect(target(path)).toEqual(cms(call)));

  it.each([
    ['/api/shows/morning', '/api/shows/morning?page=1'],
    ['/api/news/bc/pa', '/api/news/bc/pa?page=1'],
    ['/api/featured', '/api/featured?page=1'],
    ['/api/home?page=2', '/api/home'],
  ])('sends the page a paged call needs, and no page where the table has none: %s asks %s', (path, call) =>
    expect(target(path)).toEqual(cms(call)),
  );

  it('pages the hosts itself: the CMS sends them all', () => {
    expect(target('/api/host')).toEqual({ ...cms('/api/host'), hostsPage: 1 });
    expect(target('/api/host?page=2')).toEqual({ ...cms('/api/host'), hostsPage: 2 });
  });

  it('asks the originals host for the originals, without /api', () => {
    expect(target('/api/connectOriginals')).toEqual({ kind: 'cms', url: `${ORIG}/connectOriginals` });
    expect(target('/api/connectOriginals/docs?page=2')).toEqual({
      kind: 'cms',
      url: `${ORIG}/connectOriginals/docs?page=2`,
    });
    expect(cmsTarget(new URL('https://s/api/connectOriginals'), CMS)).toEqual(cms('/connectOriginals'));
  });

  it('keeps the settings the worker’s own', () => expect(target('/api/settings')).toEqual({ kind: 'worker' }));

  it.each([
    '/api/news/bc?page=2',
    '/api/news/bc/fr?page=2',
    '/api/shows/morning?page=zz',
    '/api/entertainments?page=0',
    '/api/anything',
    '/api/news/post/x/y',
    '/api/connectOriginals/a/b',
    '/api/_cache/purge',
  ])('refuses %s, which is not a call of the tables', (path) => expect(target(path)).toBeNull());
});

describe('cmsTarget: every route of the table has its verdict', () => {
  /** A path of the pattern: a locale where it takes one, an id, else a name. */
  const sample = (pattern: string) =>
    pattern.replace(/:(\w+)\??/g, (_, name: string) => (name === 'locale' ? 'pa' : name === 'id' ? '7' : 'x'));

  it.each(API_ENTRIES.map(({ pattern, route }) => [pattern, route.cms] as const))('%s', (pattern, cms) => {
    const verdict = target(`${sample(pattern)}?page=2`);
    if (cms === 'own') expect(verdict).toBeNull();
    else if (cms === 'worker') expect(verdict).toEqual({ kind: 'worker' });
    else expect(verdict?.kind).toBe('cms');
  });
});
