/**
 * `npm run cards [-- --remote] [--state DIR] [--port N]`: draws the wanted share cards on this
 * machine. On the Workers Free plan every invocation, the cron's too, may use 10 ms of CPU and a
 * card takes 40–160 ms, so the deployed renderer cannot draw there: an operator on that plan runs
 * this with --remote (after `wrangler login`) from their machine or a scheduled CI job. It runs
 * the renderer (worker/share/local-renderer.ts) in local workerd, with the worker's KV namespace
 * bound remotely, a batch at a time until no wanted card is left. Without --remote it works on
 * the local state (`npm run dev`'s, or --state). With --remote, the namespace is the deployed
 * one: wrangler.toml rendered with deploy.json's ids (`npm run setup:cloudflare` writes it).
 * Then it draws the podcast covers of the shows of the site's /api/shows (SITE_URL, or --site)
 * that have no built cover, the CMS's shows in proxied mode (cards/remote-covers.ts), into the
 * same namespace: the same run, since it needs the same renderer and KV binding.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import type { Lang } from '../shared/types/content';
import { coverFile } from '../worker/feeds/podcast-cover';
import { renderConfig, type WorkerConfig } from './cards/config';
import { drawRemoteCovers } from './cards/remote-covers';
import { coverDrawing, coverJpeg, pictureJpeg, stampOf } from './media/covers';
import { DEPLOY_CONFIG, deployConfigText } from './setup-cloudflare/deploy-config';
import { DEV_STATE, option } from './lib/local';
import { startWorker } from './lib/server';

const argv = process.argv.slice(2);
const remote = argv.includes('--remote');
const state = option(argv, 'state') ?? DEV_STATE;
const port = Number(option(argv, 'port') ?? 8796);
/** At most this many batches a run (25 cards each): a run always ends. */
const MAX_BATCHES = 40;

const dir = '.wrangler/tmp';
mkdirSync(dir, { recursive: true });
const config = `${dir}/cards-renderer.json`;
/** The config whose KV id is used: the deployed one with --remote, when deploy.json exists. */
function workerConfig(): string {
  if (!remote) return 'wrangler.toml';
  const { config, text } = deployConfigText();
  if (config === DEPLOY_CONFIG) writeFileSync(DEPLOY_CONFIG, text);
  return config;
}
const worker: WorkerConfig = unstable_readConfig({ config: workerConfig() });
writeFileSync(config, JSON.stringify(renderConfig(worker, '../../', remote), null, 2));

const renderer = await startWorker(port, state, '/', {}, { config });
let total = 0;
let covers = 0;
try {
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const res = await fetch(renderer.base, { method: 'POST' });
    if (!res.ok) throw new Error(`cards: the renderer answered ${res.status}: ${await res.text()}`);
    const { drawn } = (await res.json()) as { drawn: number };
    total += drawn;
    if (drawn === 0) break;
  }
  const site = option(argv, 'site') ?? String(worker.vars.SITE_URL ?? '');
  const publicDir = worker.assets?.directory ?? 'public';
  const draw = await coverDrawing(publicDir);
  const built = (lang: Lang, slug: string) => existsSync(join(publicDir, coverFile(lang, slug)));
  const common = { site, renderer: renderer.base, built, encode: coverJpeg, stamp: stampOf, reencode: pictureJpeg };
  covers = await drawRemoteCovers({ ...common, draw });
} finally {
  renderer.stop();
}
console.log(
  `cards: drew ${total} card(s) and logo(s) and ${covers} podcast cover(s) into the ${remote ? 'remote' : `local (${state})`} KV namespace`,
);
