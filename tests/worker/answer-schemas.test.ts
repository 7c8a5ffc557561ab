/**
 * The demo content through every contract route the site calls: each answer passes the schema
 * the cache checks (what a CMS may send) and the contract schema its TypeScript type comes from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { API_PATTERNS } from '../../shared/schemas/api-routes';
import { answerIssues, answerRouteFor } from '../../worker/api/answer-schemas';
import { type DemoSamples, demoSamples } from './demo-paths';
import { getJson } from './helpers';

let samples: DemoSamples;
let paths: string[] = [];
beforeAll(async () => {
  samples = await demoSamples();
  paths = API_PATTERNS.flatMap((p) => samples[p]);
});

/** The contract schema's complaints about `json`, as "path: message" lines. */
function contractIssues(path: string, json: unknown): string[] {
  const route = answerRouteFor(path);
  if (!route) return [`no route for ${path}`];
  const result = v.safeParse(route.contract, json);
  return (result.issues ?? []).map((i) => `${v.getDotPath(i)}: ${i.message}`);
}

describe('every demo answer passes its schemas', () => {
  it('samples every route of the table but the weather (204 without a key), each with paths of its own', () => {
    const missed = API_PATTERNS.filter((p) => samples[p].length === 0);
    expect(missed).toEqual(['/api/weather']);
    for (const pattern of API_PATTERNS)
      for (const path of samples[pattern]) expect(answerRouteFor(path)?.pattern, path).toBe(pattern);
  });

  it('answers 200 with JSON that passes the received and the contract schema', async () => {
    const failures: string[] = [];
    for (const path of paths) {
      const { res, body } = await getJson(path);
      if (res.status !== 200) failures.push(`${path}: status ${res.status}`);
      failures.push(...answerIssues(path, body).map((i) => `${path} received ${i}`));
      failures.push(...contractIssues(path, body).map((i) => `${path} contract ${i}`));
    }
    expect(failures).toEqual([]);
    expect(paths.length).toBeGreaterThan(35);
  });
});
