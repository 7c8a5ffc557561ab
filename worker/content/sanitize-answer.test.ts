import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentBundle } from '../../shared/schemas/bundle';
import { htmlPositions, pathOfPattern, stringsOf } from '../../tests/fixtures/html-positions';
import { ANSWER_ROUTES, answerRouteFor } from '../api/answer-schemas';
import { sanitizeAnswer, sanitizeBundle, sanitizeResponse } from './sanitize-answer';

/** The issue 23 payload: a meta refresh sends every visitor away, the CSP does not govern it. */
const PAYLOAD =
  '<p>kept</p><meta http-equiv="refresh" content="2;url=https://evil.example/phish"><style>body{display:none}</style>' +
  '<img src=x onerror=alert(1)>';
const CLEAN = '<p>kept</p><img src="x" loading="lazy" />';

/** The payload was at a rich position of `value`: it is there cleaned, and nothing of it is left raw. */
function expectCleaned(value: unknown, label: string) {
  const out = stringsOf(value);
  expect(out, label).toContain(CLEAN);
  expect(
    out.filter((s) => /<meta|<style|onerror/.test(s)),
    label,
  ).toEqual([]);
}

describe('sanitizeAnswer and sanitizeBundle: by the schemas', () => {
  it('clean every rich field of every route’s contract and received schemas, and of the bundle', () => {
    for (const route of ANSWER_ROUTES) {
      const path = pathOfPattern(route.pattern);
      expect(answerRouteFor(path)).toBe(route);
      for (const [which, schema] of [
        ['contract', route.contract],
        ['received', route.received],
      ] as const) {
        for (const position of htmlPositions(schema)) {
          expectCleaned(sanitizeAnswer(path, position.build(PAYLOAD)), `${route.pattern} ${which} ${position.path}`);
        }
      }
    }
    for (const position of htmlPositions(contentBundle)) {
      expectCleaned(sanitizeBundle(position.build(PAYLOAD) as never), `bundle ${position.path}`);
    }
  });

  it('finds the rich fields the pages render (the schemas mark them)', () => {
    const paths = (schema: v.GenericSchema) => htmlPositions(schema).map((p) => p.path);
    const route = (p: string) => answerRouteFor(p)!;
    expect(paths(route('/api/events').contract)).toEqual(['meta.note.description', 'meta.note.descriptionPa']);
    expect(paths(route('/api/events').received)).toEqual(['meta.note.description', 'meta.note.descriptionPa']);
    expect(paths(route('/api/news/post/x').received)).toEqual(
      expect.arrayContaining(['item.body', 'item.body[].value', 'item.post', 'item.postPa[].value']),
    );
    expect(paths(route('/api/pages/x').contract)).toEqual(
      expect.arrayContaining(['description', 'note.description', 'team[].description', 'sections[].description']),
    );
  });

  it('cleans the events note under meta, leaves a page’s plain meta alone, and finds names only in open shapes', () => {
    const events = { data: [], meta: { headers: {}, featured: null, note: { heading: 'H', description: PAYLOAD } } };
    expect(sanitizeAnswer('/api/events', events).meta.note.description).toBe(CLEAN);
    const page = {
      head: { title: 'Tom & Jerry <b>' },
      description: PAYLOAD,
      meta: { title: 'A & B', description: 'Fish & chips <3', keywords: 'a & b' },
      // A section's items and data are the CMS's own shapes: their fields are found by the schemas' rich names.
      sections: [
        {
          handle: 'threeCards',
          items: [{ title: 'A & B', description: PAYLOAD }],
          data: { sidebar: { heading: 'H', description: PAYLOAD } },
        },
      ],
    };
    expect(sanitizeAnswer('/api/pages/about', structuredClone(page))).toEqual({
      ...page,
      description: CLEAN,
      sections: [
        {
          handle: 'threeCards',
          items: [{ title: 'A & B', description: CLEAN }],
          data: { sidebar: { heading: 'H', description: CLEAN } },
        },
      ],
    });
    const meta = { title: 'T', description: 'A & B <3' };
    expect(sanitizeBundle({ pages: [{ meta }] } as never).pages?.[0]?.meta).toEqual(meta);
    // A path with no route is an open shape.
    expect(sanitizeAnswer('/api/unknown', { x: { description: PAYLOAD } })).toEqual({ x: { description: CLEAN } });
  });
});

describe('sanitizeResponse', () => {
  const dirty = JSON.stringify({ meta: { note: { description: PAYLOAD } } });

  it('cleans every answer that parses as JSON, keeping its status', async () => {
    for (const init of [
      { status: 200 },
      { status: 203 },
      { status: 404 },
      { headers: { 'content-type': 'text/plain' } },
    ]) {
      const res = await sanitizeResponse(new Response(dirty, init), '/api/events');
      expect(res.status).toBe(init.status ?? 200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ meta: { note: { description: CLEAN } } });
    }
  });

  it('passes a body that is not JSON on as it came, for the cache to refuse', async () => {
    const page = '<html><body>Down for maintenance<script>x</script></body></html>';
    const res = await sanitizeResponse(
      new Response(page, { status: 200, headers: { 'content-type': 'text/html' } }),
      '/api/events',
    );
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(await res.text()).toBe(page);
    const empty = new Response(null, { status: 204 });
    expect(await sanitizeResponse(empty, '/api/events')).toBe(empty);
  });
});
