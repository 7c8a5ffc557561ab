/**
 * The faults suite's JSON 404 phase (issue 23): the CMS answers a JSON 404 for every call for one
 * round of visits, then is healthy again. It runs on a worker of its own with the page cache on
 * (the bug lived there: the page cache kept re-rendering the not-found page from a 404 that was no
 * longer current), every copy stale, and short miss and page times, so the watch after recovery
 * stays short: the known pages in both languages are visited until `CACHE_MISS_SECONDS` +
 * `PAGE_CACHE_SECONDS` + 10 s have passed, and a page still not found past the first two is a
 * shortfall.
 */
import type { FakeCms } from './fake-cms';
import { JSON_404 } from './fake-cms';
import type { Phase } from './table';
import { visit } from './visit';
import { startWorker } from '../lib/server';

/** The phase worker's page and miss times: short, so the watch after recovery is short too. */
const GLITCH_VARS = { CACHE_TTL_SECONDS: '0', PAGE_CACHE_SECONDS: '5', CACHE_MISS_SECONDS: '20' };

const seconds = (v: string) => Number(v);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs the phase on a worker at `port` over `state` (its other vars `vars`) against `cms`: two
 * healthy rounds (the second the reference), the glitch round with `probe` never visited, then
 * the watch. `purge` empties the cache first (the state holds the other phases' copies).
 */
export async function glitch404Phases(
  port: number,
  state: string,
  vars: Record<string, string>,
  cms: FakeCms,
  pages: { known: string[]; probe: string },
  purge: (base: string) => Promise<unknown>,
): Promise<Phase[]> {
  const worker = await startWorker(port, state, '/robots.txt', { ...vars, ...GLITCH_VARS });
  try {
    await purge(worker.base);
    const round = async (titles?: Map<string, string>) => {
      const visits = [];
      for (const path of pages.known) visits.push(await visit(worker.base, path, titles?.get(path)));
      return visits;
    };
    await round();
    const titles = new Map((await round()).map((v) => [v.path, v.title]));
    // Every page stale, so each visit of the glitch round re-renders and asks the CMS.
    await sleep((seconds(GLITCH_VARS.PAGE_CACHE_SECONDS) + 1) * 1000);
    await cms.setMode(JSON_404);
    const during: Phase = { name: JSON_404, known: await round(titles), probe: await visit(worker.base, pages.probe) };
    await cms.setMode('healthy');
    const recovered = performance.now();
    const limit = seconds(GLITCH_VARS.CACHE_MISS_SECONDS) + seconds(GLITCH_VARS.PAGE_CACHE_SECONDS);
    const watched: Phase = {
      name: `${JSON_404} → recovered (${limit + 10} s)`,
      known: [],
      watch: { secondsAfter: [], notFoundLimitSeconds: limit },
    };
    while ((performance.now() - recovered) / 1000 < limit + 10) {
      for (const v of await round(titles)) {
        watched.known.push(v);
        watched.watch?.secondsAfter.push(Math.round((performance.now() - recovered) / 1000));
      }
      await sleep(1000);
    }
    return [during, watched];
  } finally {
    worker.stop();
  }
}
