/**
 * Performance figures, production build, loopback only, bounded (stops by itself):
 * - latency of the contract: the embedded D1 path (every request a cache MISS, made unique by a
 *   keyed `page` parameter the route ignores) against a KV HIT, for /api/home and a news post;
 * - full server render time of pages (home, a news article) with their data cached;
 * - gzip size of the JavaScript a page loads before any interaction;
 * - latency of /api/search, uncached (each query made unique by trailing punctuation, which the
 *   search ignores), for an English, a Gurmukhi and a Latin-letter Punjabi query.
 *   npm run bench [-- --requests 300 --concurrency 4 --port 8797]
 */
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Manifest, pageFiles } from './budget/sizes';
import { E2E_STATE, option, run } from './lib/local';
import { startWorker } from './lib/server';

const argv = process.argv.slice(2);
const REQUESTS = Number(option(argv, 'requests') ?? 300);
const CONCURRENCY = Number(option(argv, 'concurrency') ?? 4);
const PORT = Number(option(argv, 'port') ?? 8797);
const STATE = `${E2E_STATE}-bench-${PORT}`;

interface Result {
  name: string;
  median: number;
  p95: number;
  rps: number;
  cache: string;
}

async function load(name: string, base: string, path: (i: number) => string): Promise<Result> {
  const times: number[] = [];
  const cache = new Set<string>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t = performance.now();
        const res = await fetch(base + path(i));
        await res.arrayBuffer();
        times.push(performance.now() - t);
        cache.add(res.headers.get('x-cache') ?? '-');
        if (!res.ok) throw new Error(`${name}: ${res.status} for ${path(i)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  // biome-ignore lint/style/noNonNullAssertion: the index is clamped into a non-empty list
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, median: at(0.5), p95: at(0.95), rps: REQUESTS / seconds, cache: [...cache].join('/') };
}

rmSync(STATE, { recursive: true, force: true });
run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);
const worker = await startWorker(PORT, STATE);
try {
  const { data } = (await (await fetch(`${worker.base}/api/news/bc`)).json()) as { data: { slug: string }[] };
  const first = data[0];
  if (!first) throw new Error('bench: the seeded database has no BC news post');
  const post = `/api/news/post/${first.slug}`;
  // Warm the isolate and the KV copies the HIT runs read.
  for (const p of ['/api/home', post, '/', post.replace('/api', ''), '/news'])
    for (let i = 0; i < 20; i++) await (await fetch(worker.base + p)).arrayBuffer();
  const results = [
    await load('/api/home from D1 (MISS)', worker.base, (i) => `/api/home?page=${i + 1}`),
    await load('/api/home from KV (HIT)', worker.base, () => '/api/home'),
    await load('news post from D1 (MISS)', worker.base, (i) => `${post}?page=${i + 1}`),
    await load('news post from KV (HIT)', worker.base, () => post),
    await load('home page render (data cached)', worker.base, () => '/'),
    await load('news article render (data cached)', worker.base, () => post.replace('/api', '')),
    await load('news grid render (data cached)', worker.base, () => '/news'),
  ];
  for (const [name, q] of [
    ['English', 'farmers'],
    ['Gurmukhi', 'ਕਿਸਾਨ'],
    ['Latin-letter Punjabi', 'kisaan'],
  ] as const) {
    results.push(
      await load(
        `/api/search ${name} "${q}" (MISS)`,
        worker.base,
        (i) => `/api/search?q=${encodeURIComponent(q + uniquePunctuation(i))}`,
      ),
    );
  }
  console.log(
    `\n${REQUESTS} requests each, concurrency ${CONCURRENCY}, wrangler dev (NODE_ENV=production) on loopback\n`,
  );
  console.log('| path | median ms | p95 ms | req/s | x-cache |\n|---|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.cache} |`);
  for (const [name, screen] of [
    ['home page', 'client/pages/home/HomePage.tsx'],
    ['news article', 'client/pages/article/ArticlePage.tsx'],
  ] as const) {
    console.log(
      `JavaScript the ${name} loads before any interaction (entry + its screen chunk), gzip: ${(initialJsGzip(screen) / 1024).toFixed(1)} KiB`,
    );
  }
} finally {
  worker.stop();
}

/** Punctuation spelling `i` in base 5: a distinct cache key the search reads as the same words. */
function uniquePunctuation(i: number): string {
  return ` ${[...(i + 1).toString(5)].map((d) => '.,;:!'[Number(d)]).join('')}`;
}

/**
 * Gzip bytes of the entry chunk and the page's screen chunk with everything they import
 * statically (the head preloads exactly these; other dynamic imports load on demand).
 */
function initialJsGzip(screen: string): number {
  const manifest = JSON.parse(readFileSync('public/build/manifest.json', 'utf8')) as Manifest;
  return pageFiles(manifest, 'client/entry.tsx', screen).js.reduce(
    (sum, file) => sum + gzipSync(readFileSync(`public/build/${file}`), { level: 9 }).length,
    0,
  );
}
