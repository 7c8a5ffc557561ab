import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../client/app/routes';
import { rng } from './random';
import { makeRequest, segmentsOf } from './requests';
import { allTargets, contentPools } from './targets';

const ORIGIN = 'http://127.0.0.1:8793';
const targets = allTargets(ROUTES.map((r) => r.pattern));
const pools = contentPools(new Date('2026-11-25T12:00:00Z'));
const run = (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => makeRequest(rng(seed + i), i, targets, pools, ORIGIN));

describe('the fuzz targets', () => {
  it('cover every page route, the contract, media, feeds, share cards, the calendar, the search form and the form addresses', () => {
    const patterns = targets.map((t) => t.pattern);
    for (const r of ROUTES) expect(patterns).toContain(r.pattern);
    for (const p of [
      '/api/news/post/:slug',
      '/api/search',
      '/api/contact-form',
      '/api/_cache/purge',
      '/media/live/:stream{fm|hd2}',
      '/contact/:type?',
      '/feeds/:lang{en|pa}/news/:file{[a-z0-9-]+\\.xml}',
      '/feeds/:lang{en|pa}/podcast/:file{[A-Za-z0-9-]+\\.xml}',
      '/share/card/:lang{en|pa}/:rest{[A-Za-z0-9_\\-/%.]+\\.png}',
      '/events/:file{[^/]+\\.ics}',
    ])
      expect(patterns).toContain(p);
    // The search form's own address, always with its term.
    expect(targets).toContainEqual({ method: 'GET', pattern: '/search', query: ['q'] });
  });

  it("keep a slash inside a parameter's pattern in its segment", () => {
    expect(segmentsOf('/events/:file{[^/]+\\.ics}')).toEqual(['events', ':file{[^/]+\\.ics}']);
    expect(segmentsOf('/share/card/:lang{en|pa}/:rest{[a-z/]+\\.png}')).toEqual([
      'share',
      'card',
      ':lang{en|pa}',
      ':rest{[a-z/]+\\.png}',
    ]);
    expect(segmentsOf('/news/:tag?/:page(\\d+)?')).toEqual(['news', ':tag?', ':page(\\d+)?']);
    expect(segmentsOf('/')).toEqual(['']);
  });

  it('fill parameters with real values from the demo content', () => {
    for (const pool of Object.values(pools)) expect(pool.length).toBeGreaterThan(0);
  });
});

describe('the fuzz requests', () => {
  it('are the same for the same seed', () => {
    expect(run(5, 50)).toEqual(run(5, 50));
  });

  it('fill the calendar and share card patterns rather than send them as written', () => {
    const filled = run(3, 3000).filter((req) => /\/events\/:file|\/share\/card\/:lang/.test(req.target));
    expect(filled.length).toBeGreaterThan(0);
    for (const req of filled) expect(req.path).not.toContain(':file{');
    expect(filled.some((req) => /^\/events\/\d+\.ics$/.test(req.path))).toBe(true);
    expect(filled.some((req) => /^\/share\/card\/(en|pa)\/[\w/-]+\.png$/.test(req.path))).toBe(true);
  });

  it('carry their marker in every hostile payload, and paths node:http can send', () => {
    for (const req of run(9, 500)) {
      for (const p of req.probe.payloads) expect(p).toContain(req.probe.marker);
      expect(req.path).toMatch(/^\/[!-~]*$/);
      for (const v of Object.values(req.headers)) expect(v).toMatch(/^[ -~]*$/);
    }
  });
});
