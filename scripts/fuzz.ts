/**
 * `npm run fuzz`: a seeded generator of hostile requests against the real worker (wrangler dev,
 * production mode, embedded content, its own port and freshly seeded state). It prints the count
 * of 5xx answers, of hostile markup reflected as markup in an HTML or JSON answer, of redirects
 * and of canonical links to another origin, and of requests never answered, with examples, and
 * exits 1 on any of them.
 *   npm run fuzz [-- --count 10000 --seed 42 --concurrency 4 --port 8793 --examples 5 --base http://127.0.0.1:8787]
 * Env: FUZZ_SEED, FUZZ_COUNT. Without a seed, one is drawn and printed, so any run can be repeated.
 * --base runs against a worker already running (no bootstrap, no start).
 * Form posts may be refused as too many (429): that is the rate limit working, not a finding.
 */
import { rmSync } from 'node:fs';
import { type Finding, findingsOf } from './fuzz/findings';
import { rng, seedOf } from './fuzz/random';
import { Tally } from './fuzz/report';
import { makeRequest } from './fuzz/requests';
import { send } from './fuzz/send';
import { sweepRequests } from './fuzz/sweep';
import { allTargets, contentPools, pagePatterns } from './fuzz/targets';
import { E2E_STATE, option, run } from './lib/local';
import { type RunningWorker, startWorker } from './lib/server';

const argv = process.argv.slice(2);
const COUNT = Number(option(argv, 'count') ?? process.env.FUZZ_COUNT ?? 10_000);
const SEED = seedOf(option(argv, 'seed') ?? process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000));
const CONCURRENCY = Number(option(argv, 'concurrency') ?? 4);
const PORT = Number(option(argv, 'port') ?? 8793);
const GIVEN_BASE = option(argv, 'base');
const EXAMPLES = Number(option(argv, 'examples') ?? 5);
const STATE = `${E2E_STATE}-fuzz`;

let worker: RunningWorker | null = null;
if (!GIVEN_BASE) {
  rmSync(STATE, { recursive: true, force: true });
  run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);
  // A purge token of its own (never used: the fuzz only guesses), and a form limit high enough
  // that posts reach validation rather than the rate limit most of the time.
  worker = await startWorker(PORT, STATE, '/robots.txt', {
    PURGE_TOKEN: `fuzz-${SEED}-0123456789abcdef0123456789abcdef`,
    FORM_RATE_LIMIT: '100000',
    // Canonical links must name the site, whatever Host or path a request brings.
    SITE_URL: `http://127.0.0.1:${PORT}`,
  });
}
const base = new URL(GIVEN_BASE ?? worker?.base ?? '');
const origin = base.origin;

try {
  console.log(`fuzz: ${COUNT} requests, seed ${SEED}, concurrency ${CONCURRENCY}, against ${origin}`);
  console.log(`      repeat with: npm run fuzz -- --count ${COUNT} --seed ${SEED}`);
  const r = rng(SEED);
  const targets = allTargets(await pagePatterns());
  const pools = contentPools();
  // Made up front, in order, so the requests depend on the seed alone, not on answer timing.
  // The sweep first (each route asked about the unknown, text routes with astral text), then random ones.
  const sweep = sweepRequests(r, targets, pools, origin).slice(0, COUNT);
  const requests = [
    ...sweep,
    ...Array.from({ length: COUNT - sweep.length }, (_, i) => makeRequest(r, sweep.length + i, targets, pools, origin)),
  ];
  const tally = new Tally(EXAMPLES);
  const started = performance.now();
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const req = requests[next++];
        if (!req) break;
        const t = performance.now();
        const answer = await send(base, req);
        const found: Finding[] = 'error' in answer ? [] : findingsOf(answer, req.probe, origin, req.headers.host);
        tally.add(req, answer, found, performance.now() - t);
        if (++done % 1000 === 0) console.log(`  ${done}/${COUNT}`);
      }
    }),
  );
  console.log(`routes aimed at: ${targets.length}; the sweep's requests: ${sweep.length}`);
  tally.print(COUNT, (performance.now() - started) / 1000);
  process.exitCode = tally.clean ? 0 : 1;
  if (!tally.clean) console.log(`\nfuzz: FAILED (seed ${SEED})`);
} finally {
  worker?.stop();
}
