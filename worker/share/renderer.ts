/**
 * The share-card renderer: off every request's path, run by the cron trigger (worker/cron.ts,
 * every five minutes). It draws the wanted cards (card-store.ts) a batch at a time with the same
 * drawing code as before (card.ts: byte-identical PNGs), stores them, and drops their marks; and
 * the station's logo, when its route found it missing. A run with nothing wanted reads two keys.
 *
 * Why the cron and not `ctx.waitUntil` or a Queue: work in waitUntil belongs to the request's own
 * invocation and counts against its CPU limit, and a Queue consumer is an invocation with the same
 * per-invocation CPU limit (and Queues are another product to set up). A scheduled invocation may
 * use 30 s of CPU on the Workers Paid plan by default (up to 5 min with `limits.cpu_ms`), so a
 * batch of cards fits many times over. On the Workers Free plan every invocation, the cron's too,
 * is held to 10 ms of CPU: there the renderer cannot draw a card at all (README "Share cards").
 * (developers.cloudflare.com/workers/platform/limits/ — "CPU time", and "Duration": waitUntil
 * keeps the same invocation alive up to 30 s after the response; read 2026-11-27.)
 */
import { LOGO_SIZE } from '../../shared/loaders/breadcrumb-ld';
import type { Env } from '../env';
import { renderCard, renderLogo } from './card';
import { CARD_PREFIX, keepSeconds, LOGO_KEY, LOGO_WANT_KEY, parseWanted, WANT_PREFIX } from './card-store';
import { brandOf } from './card-reading';
import { cardFonts } from './fonts';

/**
 * Cards drawn per run: at most ~160 ms each, about 4 s of CPU, well inside the Paid plan's 30 s
 * default; 25 every five minutes is 7,200 cards a day, far more than a station publishes.
 */
const CARDS_PER_RUN = 25;

type RendererEnv = Pick<Env, 'CACHE' | 'ASSETS' | 'CACHE_KEEP_SECONDS'>;

/**
 * Draws one wanted card and stores it, unless it is stored already (KV's list may still name a
 * mark deleted a moment ago); a mark that names no card is dropped.
 */
async function drawWanted(env: RendererEnv, key: string): Promise<boolean> {
  const cardKey = CARD_PREFIX + key.slice(WANT_PREFIX.length);
  const [wanted, stored] = await Promise.all([
    env.CACHE.get(key).then(parseWanted),
    env.CACHE.get(cardKey, 'arrayBuffer'),
  ]);
  const draw = wanted !== null && stored === null;
  if (draw) {
    const rtl = wanted.lang === 'pa-arab';
    const png = await renderCard(await cardFonts(env.ASSETS), wanted.title, brandOf(wanted.lang), rtl);
    await env.CACHE.put(cardKey, png, { expirationTtl: keepSeconds(env) });
  }
  await env.CACHE.delete(key);
  return draw;
}

/** Draws the logo when it is wanted and not stored (one KV read a run otherwise). */
async function drawLogo(env: RendererEnv): Promise<boolean> {
  if ((await env.CACHE.get(LOGO_WANT_KEY)) === null) return false;
  const draw = (await env.CACHE.get(LOGO_KEY, 'arrayBuffer')) === null;
  if (draw) {
    const png = await renderLogo(await cardFonts(env.ASSETS), LOGO_SIZE, '91.5');
    await env.CACHE.put(LOGO_KEY, png, { expirationTtl: 7 * 86_400 });
  }
  await env.CACHE.delete(LOGO_WANT_KEY);
  return draw;
}

/**
 * One run: the logo if wanted, then up to `limit` wanted cards, one after another (each holds a
 * 3 MB pixmap in wasm memory while drawn). A card that fails keeps its mark for the next run.
 * Resolves to how many cards (and logos) were drawn.
 */
export async function renderWantedCards(env: RendererEnv, limit = CARDS_PER_RUN): Promise<number> {
  let drawn = (await drawLogo(env)) ? 1 : 0;
  const { keys } = await env.CACHE.list({ prefix: WANT_PREFIX, limit });
  for (const { name } of keys) {
    try {
      if (await drawWanted(env, name)) drawn++;
    } catch (err) {
      console.error('share card not drawn', name, err);
    }
  }
  return drawn;
}
