/**
 * The sample addresses the page runs audit (tests/lib/sample-pages.ts): each is served by its own
 * route, with a page in both languages, so a seed change that drops one fails here, not as an
 * axe run that quietly audited the 404 page instead.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../client/app/routes';
import { matchRoute } from '../../shared/routing/resolve';
import { LAYOUTS, type LayoutName, SAMPLES, type Sample, samplePages } from '../lib/sample-pages';
import { call } from './helpers';

type RouteId = (typeof ROUTES)[number]['id'];

/** Every route's sample and the 404's: a route without one is a type error here. */
type SampleTable = Record<RouteId | 'not-found', Sample>;

const table: SampleTable = SAMPLES;
const plainPath = (sample: Sample) => (typeof sample === 'string' ? sample : sample.redirects);

describe('sample pages', () => {
  it.each(ROUTES.map((r) => r.id))('%s has a sample its own route matches', (id) => {
    expect(matchRoute(ROUTES, plainPath(table[id]))?.route.id).toBe(id);
  });

  it('has no sample of a route that is gone', () => {
    expect(Object.keys(table).sort()).toEqual([...ROUTES.map((r) => r.id), 'not-found'].sort());
  });

  it('marks exactly the routes that redirect as redirects', () => {
    const redirects = ROUTES.filter((r) => r.redirect).map((r) => r.id);
    expect(Object.keys(table).filter((id) => typeof table[id as keyof SampleTable] !== 'string')).toEqual(redirects);
  });

  it.each(Object.entries(LAYOUTS))('the layout %s is a page of a route', (_, path) => {
    expect(matchRoute(ROUTES, path)).not.toBeNull();
  });

  it.each(['en', 'pa'] as const)(
    'every sample page answers in %s (the 404 with 404)',
    { timeout: 60_000 },
    async (lang) => {
      const pages = samplePages(lang, Object.keys(LAYOUTS) as LayoutName[]);
      const answers: string[] = [];
      for (const { name, path } of pages) {
        const res = await call(path, { headers: { 'user-agent': 'Mozilla/5.0' } });
        await res.arrayBuffer();
        answers.push(`${name} ${path} ${res.status}`);
      }
      expect(answers).toEqual(pages.map(({ name, path }) => `${name} ${path} ${name === 'not-found' ? 404 : 200}`));
    },
  );

  it.each([SAMPLES['pages-apps'], SAMPLES.pages])('the redirect sample $redirects redirects', async ({ redirects }) => {
    const res = await call(redirects, { redirect: 'manual' });
    expect(res.status).toBe(301);
  });
});
