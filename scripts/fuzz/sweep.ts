/**
 * The first requests of every run, whatever its seed or length: each route asked once about
 * something that does not exist (every parameter an unknown value of its shape: a slug, an id,
 * a feed, calendar or share card file), and each route that takes visitor text asked with text
 * outside the Basic Multilingual Plane at both alignments. A short run (`npm test` sends 1000)
 * meets every route's lookup of the unknown and every length cut, which random draws over some
 * eighty routes reach only now and then (issue 23: unknown feed and podcast slugs and
 * `/search?q=` with 30 emoji were 500s the fuzz never found).
 */
import { astralRun } from './hostile';
import type { Rng } from './random';
import { FIELDS, type FuzzRequest, fillPath } from './requests';
import type { Pools, Target } from './targets';
import { unknownValue } from './values';

/** Parameters that take visitor text, in the path or the query. */
const TEXT = new Set(['text', 'q']);

const takesText = (t: Target) =>
  (t.query ?? []).some((q) => TEXT.has(q)) || [...t.pattern.matchAll(/:(\w+)/g)].some((m) => TEXT.has(m[1] ?? ''));

/** The sweep's requests, numbered from 0 (their markers are unused: they carry no markup). */
export function sweepRequests(r: Rng, targets: Target[], pools: Pools, origin: string): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const target of targets)
    for (const prefix of takesText(target) ? ([0, 1] as const) : ([null] as const)) {
      // Each segment encoded: a share card's path keeps its slashes.
      const value = (name: string, choices: string | undefined) =>
        (prefix !== null && TEXT.has(name) ? astralRun(r, prefix) : unknownValue(r, name, choices, pools))
          .split('/')
          .map(encodeURIComponent)
          .join('/');
      const query = (target.query ?? []).map((name) => `${name}=${value(name, undefined)}`).join('&');
      const path = fillPath(target.pattern, value) + (query ? `?${query}` : '');
      const form = target.method === 'POST' ? FIELDS.map((f) => [f, astralRun(r, 1)]) : null;
      out.push({
        method: target.method,
        path,
        headers: {
          host: new URL(origin).host,
          accept: 'text/html',
          ...(form ? { origin, 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new TextEncoder().encode(new URLSearchParams(form).toString()) } : {}),
        target: `${target.method} ${target.pattern} (sweep)`,
        probe: { marker: `fzsweep${out.length.toString(36)}q`, payloads: [] },
      });
    }
  return out;
}
