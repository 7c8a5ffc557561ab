import { describe, expect, it } from 'vitest';
import { API_PATTERNS } from '../../shared/schemas/api-routes';
import type { ApiPattern } from '../../shared/types/api-route';
import {
  ANSWER_ROUTES,
  answerIssues,
  answerRouteFor,
  answerSchemaFor,
  answerTextIssues,
  validAnswer,
} from './answer-schemas';

/** Paths of every route of the table (a route left out is a type error), each of which must resolve to it. */
const SAMPLES: { [P in ApiPattern]: string[] } = {
  '/api/home': ['/api/home'],
  '/api/settings': ['/api/settings'],
  '/api/news': ['/api/news'],
  '/api/news/post/:slug': ['/api/news/post/a-story'],
  '/api/news/:tag/:locale?': ['/api/news/bc?page=2', '/api/news/latest/pa'],
  '/api/entertainments': ['/api/entertainments'],
  '/api/entertainments/post/:slug': ['/api/entertainments/post/a-review'],
  '/api/entertainments/:tag/:locale?': ['/api/entertainments/all/en_us?page=2'],
  '/api/shows': ['/api/shows'],
  '/api/shows/episode/next/:id': ['/api/shows/episode/next/7'],
  '/api/shows/episode/:id': ['/api/shows/episode/7'],
  '/api/shows/:slug': ['/api/shows/morning-show?page=1'],
  '/api/host': ['/api/host?page=1'],
  '/api/host/:slug': ['/api/host/jas'],
  '/api/featured': ['/api/featured?page=1'],
  '/api/featured/next/:id': ['/api/featured/next/3'],
  '/api/featured/:id': ['/api/featured/3'],
  '/api/events': ['/api/events'],
  '/api/connectOriginals': ['/api/connectOriginals'],
  '/api/connectOriginals/:slug': ['/api/connectOriginals/docs?page=1'],
  '/api/pages/:path': ['/api/pages/about'],
  '/api/legal/:path': ['/api/legal/privacy-policy'],
  '/api/info/contact': ['/api/info/contact'],
  '/api/pageNotFound': ['/api/pageNotFound'],
  '/api/search': ['/api/search?q=x&page=1'],
  '/api/airing': ['/api/airing'],
  '/api/videos/:channel': ['/api/videos/lifestyle?pageToken=o8'],
  '/api/weather': ['/api/weather'],
};

const patternOf = (path: string) => answerRouteFor(path)?.pattern;

describe('the answer table', () => {
  it('maps every sample path to its route, in the table order', () => {
    expect(ANSWER_ROUTES.map((r) => r.pattern)).toEqual(API_PATTERNS);
    for (const pattern of API_PATTERNS) {
      expect(SAMPLES[pattern].length, pattern).toBeGreaterThan(0);
      for (const path of SAMPLES[pattern]) expect(patternOf(path), path).toBe(pattern);
    }
  });

  it('has no schema for paths outside the contract, and lets them pass', () => {
    expect(answerSchemaFor('/api/nothing-here')).toBeNull();
    expect(answerSchemaFor('/api/news/bc?page=2')).toBe(answerRouteFor('/api/news/bc')?.received);
    expect(answerSchemaFor('/news/bc')).toBeNull();
    expect(validAnswer('/api/nothing-here', '<html>')).toBe(true);
  });
});

describe('bad answers fail', () => {
  const routes = Object.values(SAMPLES).flat();

  it('fails an HTML maintenance page, a truncated body and an empty one on every route', () => {
    for (const path of routes) {
      expect(answerTextIssues(path, '<!doctype html><h1>Down for maintenance</h1>'), path).not.toEqual([]);
      expect(answerTextIssues(path, '{"data": [{"slug": "a", "tit'), path).not.toEqual([]);
      expect(answerTextIssues(path, ''), path).not.toEqual([]);
    }
  });

  it('fails null, a list, an error body and an empty object on every route', () => {
    for (const path of routes) {
      for (const bad of [null, [], { error: 'Internal error', status: 500 }, {}, 'ok']) {
        expect(validAnswer(path, bad), `${path} ${JSON.stringify(bad)}`).toBe(false);
      }
    }
  });

  it('fails the wrong shape for the route: a list answer without its data, a post without its item', () => {
    expect(validAnswer('/api/news/bc', { data: { bc: [] } })).toBe(false);
    expect(validAnswer('/api/news', { data: [] })).toBe(false);
    expect(validAnswer('/api/news/post/x', { data: [] })).toBe(false);
    expect(validAnswer('/api/news/post/x', { item: { slug: 'x' } })).toBe(false);
    expect(validAnswer('/api/shows/x', { data: { slug: 'x', title: 'X' } })).toBe(false);
    expect(validAnswer('/api/pages/about', { description: 'x' })).toBe(false);
    expect(answerIssues('/api/news/bc', { data: [{ slug: '', title: 'x' }] })).toEqual([
      'data.0.slug: must not be blank',
    ]);
  });
});

describe('what a CMS may send passes (spec §3 quirks)', () => {
  it("reads 'tilte', languages as one string or as objects, nulls, and text durations", () => {
    const show = { slug: 'morning', tilte: 'Morning', languages: 'English, Punjabi', days: 'Saturday', email: null };
    expect(answerIssues('/api/shows', { data: [show] })).toEqual([]);
    const episode = {
      id: '12',
      show_id: 3,
      tilte: 'Episode 12',
      duration: '01:02:03',
      languages: [{ id: 1, title: 'Punjabi' }],
      show: { id: 3, tilte: 'Morning' },
      titlePa: null,
    };
    expect(answerIssues('/api/shows/episode/12', episode)).toEqual([]);
    expect(answerIssues('/api/shows/morning', { data: show, episodes: [episode], headers: null })).toEqual([]);
  });

  it("reads a post's alternate names and a body as one HTML string", () => {
    const item = { slug: 'x', postTitle: 'X', post: '<p>Body</p>', img: '/a.png', titlePa: null, extra: { any: 1 } };
    expect(answerIssues('/api/news/post/x', { item, relatedNews: [], latestNews: null })).toEqual([]);
    expect(answerIssues('/api/featured/3', { id: 3, postTitle: 'F', post: '<p>b</p>', img: '/f.png' })).toEqual([]);
  });

  it('lets grouped answers omit a group and list answers omit their sidebars', () => {
    expect(answerIssues('/api/news', { data: { bc: [{ slug: 'a', title: 'A' }] } })).toEqual([]);
    expect(answerIssues('/api/entertainments/all', { data: [] })).toEqual([]);
  });
});
