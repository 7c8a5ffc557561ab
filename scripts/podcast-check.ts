/**
 * Checks every podcast feed of a running site against Apple Podcasts' rules (tests/lib/apple-podcast.ts:
 * the cover's bytes, owner, explicit, enclosure types and lengths against the served files), and
 * times a cached podcast feed against a cached news feed, one request after another.
 *   npx tsx scripts/podcast-check.ts [--base http://127.0.0.1:8921] [--times 50]
 * Without --base it seeds its own state and starts the worker (production mode) on --port (8795).
 */
import { applePodcastProblems, type Fetch } from '../tests/lib/apple-podcast';
import { option } from './lib/local';
import { checkSite } from './lib/server';

const STATE = '.wrangler/podcast-check-state';
const argv = process.argv.slice(2);
const times = Number(option(argv, 'times') ?? 50);

/** The feeds' links are on SITE_URL's origin: each is asked of the site under test, at `base`. */
const fetchFrom =
  (base: string): Fetch =>
  async (url) => {
    const { pathname, search } = new URL(url);
    const res = await fetch(`${base}${pathname}${search}`);
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  };

/** Milliseconds of `n` requests one after another (after one to warm the caches): median and 90th percentile. */
async function timing(url: string, n: number): Promise<string> {
  await (await fetch(url)).arrayBuffer();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await (await fetch(url)).arrayBuffer();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms (${n} requests)`;
}

async function check(base: string): Promise<number> {
  const get = fetchFrom(base);
  const shows = ((await (await fetch(`${base}/api/shows`)).json()) as { data: { slug: string }[] }).data;
  let failing = 0;
  for (const { slug } of shows)
    for (const lang of ['en', 'pa']) {
      const url = `${base}/feeds/${lang}/podcast/${slug}.xml`;
      const problems = await applePodcastProblems(await (await fetch(url)).text(), get);
      if (problems.length) failing++;
      const shown = [...new Set(problems.map((p) => p.replace(/^item \d+: /, 'item: ')))];
      console.log(`${lang}/${slug}: ${problems.length ? `${problems.length} problem(s): ${shown.join('; ')}` : 'ok'}`);
    }
  console.log(`\n${shows.length * 2 - failing} of ${shows.length * 2} podcast feeds pass Apple's rules`);
  const podcast = `${base}/feeds/en/podcast/${shows[0]?.slug}.xml`;
  console.log(`news feed    ${await timing(`${base}/feeds/en/news.xml`, times)}`);
  console.log(`podcast feed ${await timing(podcast, times)}`);
  return failing;
}

await checkSite(argv, STATE, 8795, check);
