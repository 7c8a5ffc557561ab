import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../client/app/routes';
import { rng } from './random';
import { sweepRequests } from './sweep';
import { allTargets, contentPools } from './targets';

const ORIGIN = 'http://127.0.0.1:8793';
const targets = allTargets(ROUTES.map((r) => r.pattern));
const pools = contentPools(new Date('2026-11-25T12:00:00Z'));
const sweep = sweepRequests(rng(11), targets, pools, ORIGIN);
const known = new Set([...pools.slugs, ...pools.ids]);
const paths = (re: RegExp) => sweep.map((req) => re.exec(req.path)).filter((m) => m !== null);

describe('the sweep', () => {
  it('asks every route once, and fits in the slice npm test runs (1000 requests)', () => {
    for (const t of targets) expect(sweep.map((req) => req.target)).toContain(`${t.method} ${t.pattern} (sweep)`);
    expect(sweep.length).toBeLessThan(1000);
  });

  it('names an unknown category, show, share card page and event in every feed, card and calendar address', () => {
    const feeds = paths(/^\/feeds\/(?:en|pa)\/(?:news|podcast)\/([^/]+)\.xml$/);
    expect(feeds).toHaveLength(2);
    for (const [, slug] of feeds) expect(known.has(slug ?? '')).toBe(false);
    const [card] = paths(/^\/share\/card\/(?:en|pa)\/(.+)\.png$/);
    expect(card?.[1]?.split('/').some((part) => part !== 'index' && !known.has(part))).toBe(true);
    const [ics] = paths(/^\/events\/(\d+)\.ics$/);
    expect(known.has(ics?.[1] ?? '')).toBe(false);
  });

  it('sends astral text to every text parameter, at both alignments: any cut by UTF-16 units halves a character', () => {
    const terms = sweep
      .filter((req) => /\/search/.test(req.target))
      .map((req) => decodeURIComponent(/(?:\/search\/|[?&]q=)([^/?&]*)/.exec(req.path)?.[1] ?? ''));
    // The search page's text, /api/search's q and the search form's q, each twice.
    expect(terms).toHaveLength(6);
    const halves = (text: string, cut: number) => /[\uD800-\uDBFF]$/.test(text.slice(0, cut));
    for (const cut of [27, 30, 31, 60])
      for (let i = 0; i < terms.length; i += 2)
        expect(halves(terms[i] ?? '', cut) || halves(terms[i + 1] ?? '', cut)).toBe(true);
  });
});
