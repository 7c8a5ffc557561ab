import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../client/app/routes';
import { rng } from './random';
import { makeRequest } from './requests';
import { allTargets, contentPools } from './targets';

const ORIGIN = 'http://127.0.0.1:8793';
const targets = allTargets(ROUTES.map((r) => r.pattern));
const pools = contentPools(new Date('2026-11-25T12:00:00Z'));
const run = (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => makeRequest(rng(seed + i), i, targets, pools, ORIGIN));

describe('the fuzz targets', () => {
  it('cover every page route, the contract, media, the calendar and the form addresses', () => {
    const patterns = targets.map((t) => t.pattern);
    for (const r of ROUTES) expect(patterns).toContain(r.pattern);
    for (const p of [
      '/api/news/post/:slug',
      '/api/search',
      '/api/contact-form',
      '/api/_cache/purge',
      '/media/live/:stream{fm|hd2}',
      '/contact/:type?',
    ])
      expect(patterns).toContain(p);
  });

  it('fill parameters with real values from the demo content', () => {
    for (const pool of Object.values(pools)) expect(pool.length).toBeGreaterThan(0);
  });
});

describe('the fuzz requests', () => {
  it('are the same for the same seed', () => {
    expect(run(5, 50)).toEqual(run(5, 50));
  });

  it('carry their marker in every hostile payload, and paths node:http can send', () => {
    for (const req of run(9, 500)) {
      for (const p of req.probe.payloads) expect(p).toContain(req.probe.marker);
      expect(req.path).toMatch(/^\/[!-~]*$/);
      for (const v of Object.values(req.headers)) expect(v).toMatch(/^[ -~]*$/);
    }
  });
});
