/**
 * `npm run faults`: the site against a failing CMS. A fake CMS on loopback (scripts/faults/
 * fake-cms.ts) serves the real contract, captured from the worker in embedded mode; the worker
 * runs under `wrangler dev` in proxied production mode against it (its own port and state, every
 * copy stale at once so each visit also asks the CMS). Seven pages are visited while the CMS is
 * healthy, then twice during each fault and once right after each recovery, with one page
 * never visited before as a probe; then a slow CMS with nothing cached; then a CMS that writes
 * hostile HTML into every rich field (faults/hostile-cms.ts: the pages in both languages must be
 * served with none of it live); last, on a worker with the
 * page cache on, one round of JSON 404s for every call and a watch after recovery
 * (faults/glitch-404.ts). Prints the table and exits non-zero unless every visited page is served
 * in every phase (after the JSON 404 round: not found no longer than CACHE_MISS_SECONDS +
 * PAGE_CACHE_SECONDS), nothing is blank or 5xx, and every answer comes within the deadline plus
 * one second.
 *   FAULTS_PORT=8871 (worker; capture on +1, fake CMS on +2, the JSON 404 phase's worker on +3)
 *   FAULTS_BUDGET_MS=2000
 */
import { rmSync } from 'node:fs';
import { takeCachedAnswers, linkIn } from './faults/capture';
import { FAULTS, HOSTILE, startFakeCms } from './faults/fake-cms';
import { liveHostile } from './faults/hostile-cms';
import { glitch404Phases } from './faults/glitch-404';
import { faultTable, type Phase, shortfalls } from './faults/table';
import { visit } from './faults/visit';
import { run } from './lib/local';
import { startWorker } from './lib/server';

const STATE = '.wrangler/faults-state';
const port = Number(process.env.FAULTS_PORT ?? 8871);
const budgetMs = Number(process.env.FAULTS_BUDGET_MS ?? 2000);
const started = performance.now();
const say = (line: string) => console.log(`faults: ${line} (${Math.round((performance.now() - started) / 1000)} s)`);

rmSync(STATE, { recursive: true, force: true });
run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);

// 1. The pages, and the contract answers they need, from the embedded service.
say('capturing the contract from the embedded service');
const embedded = await startWorker(port + 1, STATE);
let known: string[];
/** One never-visited article per fault, so each probe finds nothing cached. */
let probes: string[];
try {
  const news = await (await fetch(`${embedded.base}/news`)).text();
  const shows = await (await fetch(`${embedded.base}/shows`)).text();
  known = ['/', '/news', linkIn(news, '/news/post/'), '/shows', linkIn(shows, '/shows/view/'), '/events', '/about'];
  probes = FAULTS.map((_, i) => linkIn(news, '/news/post/', i + 1));
  for (const path of [...known, ...probes]) await fetch(embedded.base + path).then((r) => r.text());
} finally {
  embedded.stop();
}
await new Promise((r) => setTimeout(r, 1000));
const answers = await takeCachedAnswers(STATE);
say(`captured ${answers.size} contract answers`);

// 2. The worker in proxied mode against the fake CMS. Slow answers come at 90 % of the budget:
// within it for one call, past it for two in a row or for slow headers plus a slow body.
const cms = await startFakeCms(port + 2, answers, Math.round(budgetMs * 0.9));
const purgeToken = `faults-${crypto.randomUUID()}-${crypto.randomUUID()}`;
const proxied = { BACKEND_URL: cms.url, UPSTREAM_TIMEOUT_MS: String(budgetMs), PURGE_TOKEN: purgeToken };
const worker = await startWorker(port, STATE, '/robots.txt', {
  ...proxied,
  CACHE_TTL_SECONDS: '0',
  // The page cache off: each visit renders, so the faults reach the contract's cache and the CMS
  // (the capture above also left pages rendered in embedded mode in this state's KV).
  PAGE_CACHE_SECONDS: '0',
});
const emptyCache = (base: string) =>
  fetch(`${base}/api/_cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${purgeToken}`, 'content-type': 'application/json' },
    body: '{}',
  }).then((r) => r.text());
const phases: Phase[] = [];
/** Hostile markup from the CMS found live in a page (the hostile HTML phase). */
const hostileLive: string[] = [];
try {
  const visitKnown = async (titles: Map<string, string>) => {
    const visits = [];
    for (const path of known) visits.push(await visit(worker.base, path, titles.get(path)));
    return visits;
  };
  // While healthy: a first visit fills the cache, a second one is the reference.
  phases.push({ name: 'healthy (cold cache)', known: await visitKnown(new Map()) });
  const reference = await visitKnown(new Map());
  phases.push({ name: 'healthy', known: reference });
  const titles = new Map(reference.map((v) => [v.path, v.title]));
  for (const [i, fault] of [...FAULTS, 'slow, nothing cached' as const].entries()) {
    const cold = fault === 'slow, nothing cached';
    const probe = probes[i % probes.length] ?? '/';
    if (cold) await emptyCache(worker.base);
    await cms.setMode(cold ? 'slow' : fault);
    say(`CMS: ${fault}`);
    // Two rounds: the second shows what the first round's refreshes left in the cache.
    const during = [...(await visitKnown(titles)), ...(await visitKnown(titles))];
    phases.push({ name: fault, known: during, probe: await visit(worker.base, probe), cold });
    await cms.setMode('healthy');
    phases.push({ name: `${fault} → recovered`, known: await visitKnown(titles) });
  }
  // A CMS that writes hostile HTML into every rich field: the pages, in both languages, are still
  // served and carry none of it live (the first round serves the stale copies while the hostile
  // answers are fetched and cleaned, the second serves those).
  await cms.setMode(HOSTILE);
  say(`CMS: ${HOSTILE}`);
  const both = [...known, ...known.map((path) => (path === '/' ? '/pa' : `/pa${path}`))];
  const during = [];
  for (const round of [1, 2]) {
    for (const path of both) {
      const html = await fetch(worker.base + path).then((r) => r.text());
      for (const what of liveHostile(html)) hostileLive.push(`${HOSTILE}, round ${round}: ${path} carried ${what}`);
    }
    during.push(...(await visitKnown(titles)));
  }
  phases.push({ name: HOSTILE, known: during });
  await cms.setMode('healthy');
} finally {
  worker.stop();
}
try {
  // Its own worker on the next port: the stopped one may still answer on its port for a moment.
  const both = [...known, ...known.map((path) => (path === '/' ? '/pa' : `/pa${path}`))];
  say('CMS: JSON 404 for one round, on a worker with the page cache on');
  phases.push(
    ...(await glitch404Phases(port + 3, STATE, proxied, cms, { known: both, probe: probes[0] ?? '/' }, emptyCache)),
  );
} finally {
  await cms.close();
}

const limitMs = budgetMs + 1000;
console.log(
  `\nThe site against a failing CMS (proxied mode, UPSTREAM_TIMEOUT_MS=${budgetMs}, every copy stale; ` +
    `served = the page as when healthy, of ${known.length} pages visited before, twice during a fault; new page = a news article never visited; ` +
    `JSON 404 rows: those pages in both languages, one round, on a worker with the page cache on)\n`,
);
console.log(faultTable(phases));
const missed = [...shortfalls(phases, limitMs), ...hostileLive];
console.log(`\nCMS requests by mode: ${JSON.stringify(cms.calls)}`);
if (missed.length) {
  console.error(`\nfaults: ${missed.length} shortfall(s):\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
say(
  `every page visited before served during every fault and after recovery (not found no longer than allowed after the JSON 404 round), none blank or 5xx, all within ${limitMs} ms`,
);
