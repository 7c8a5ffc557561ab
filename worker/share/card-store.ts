/**
 * Where share cards and the logo are kept, and the list of cards still to draw. Drawing a card
 * costs 40–160 ms of CPU, and the Workers Free plan allows 10 ms per invocation, so no visitor's
 * or bot's request draws one: a request (or a page render) only marks the card as wanted, and the
 * renderer (renderer.ts, run by the cron trigger) draws the wanted ones and stores them here.
 *
 * Cards live in KV under a hash of language and title (`share:card:{design}:{hex}`): an edited
 * title makes a new card, and the old one expires with CACHE_KEEP_SECONDS. A wanted card is a key
 * `share:want:{design}:{hex}` whose value is the language and title to draw (the renderer never
 * resolves a page itself); it expires after a day if no renderer runs, so the list cannot grow
 * without bound. Only a page that exists is ever marked (route.ts resolves it first).
 */
import { t } from '../../shared/i18n/translate';
import type { Lang } from '../../shared/types/content';
import { LOGO_SIZE } from '../../shared/loaders/breadcrumb-ld';
import type { Env } from '../env';
import { type CardLang, cardLangOf } from './card-reading';

/** Bumped when the card's design changes, so old cards are not served (and are drawn again). */
const DESIGN = 'v1';

export const CARD_PREFIX = `share:card:${DESIGN}:`;
export const WANT_PREFIX = `share:want:${DESIGN}:`;
export const LOGO_KEY = `share:logo:${DESIGN}:${LOGO_SIZE}`;
/** Outside WANT_PREFIX: the renderer lists cards only, and reads this one key besides. */
export const LOGO_WANT_KEY = `share:want-logo:${DESIGN}:${LOGO_SIZE}`;

/**
 * A CMS show's square podcast cover (JPEG), drawn by `npm run cards` on the operator's machine
 * (sharp is not in workerd): `share:cover:{design}:{lang}:{slug}`, with the drawing's stamp as its
 * metadata so a run redraws only what changed. Keyed by slug, not hash: the feed names the slug.
 */
const COVER_PREFIX = `share:cover:${DESIGN}:`;
/** A show slug that may name a cover: the CMS's slugs are untrusted, and a key is at most 512 bytes. */
const COVER_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,94}[a-z0-9])?$/;

/** The KV key of a show's cover; null for a slug no show can have. */
export function coverKey(lang: Lang, slug: string): string | null {
  return (lang === 'en' || lang === 'pa') && COVER_SLUG.test(slug) ? `${COVER_PREFIX}${lang}:${slug}` : null;
}

/** Seconds a wanted mark lasts when no renderer takes it (KV's expirationTtl is at least 60). */
const WANT_SECONDS = 86_400;

/** What the renderer needs to draw one card. */
export interface WantedCard {
  lang: CardLang;
  title: string;
}

/** The title a page's card shows: its own, else the station's name (as its og:image alt). */
export function cardTitleOf(title: string | undefined, lang: Lang): string {
  return title || t(lang, 'brand.name');
}

/** The hex SHA-256 of a card's language and title: both keys of a card end with it. */
export async function cardHash(lang: CardLang, title: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${lang}\n${title}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Seconds a stored card or logo is kept: the cache's keep time (at least KV's 60). */
export const keepSeconds = (env: Pick<Env, 'CACHE_KEEP_SECONDS'>): number =>
  Math.max(60, Number(env.CACHE_KEEP_SECONDS) || 604800);

/** Parses a wanted mark's value; null for anything else (then the mark is dropped). */
export function parseWanted(value: string | null): WantedCard | null {
  try {
    const v = JSON.parse(value ?? '') as Partial<WantedCard>;
    const lang = cardLangOf(v.lang);
    return lang && typeof v.title === 'string' ? { lang, title: v.title } : null;
  } catch {
    return null;
  }
}

/**
 * The wanted marks this isolate has seen written, or whose card it saw stored: a popular page's
 * renders and a missing card's repeated requests then cost no KV read or write each. Cleared
 * when large (memory stays small; the worst case is one more read).
 */
const known = new Set<string>();
const remember = (wantKey: string) => {
  if (known.size >= 2000) known.clear();
  known.add(wantKey);
};

/** The stored card, or null when it has not been drawn yet. */
export async function storedCard(kv: KVNamespace, hash: string): Promise<ArrayBuffer | null> {
  const png = await kv.get(CARD_PREFIX + hash, 'arrayBuffer');
  if (png) remember(WANT_PREFIX + hash);
  return png;
}

/**
 * Writes a wanted mark unless this isolate knows it, or KV has it already (one read, at most one
 * write: KV allows one write a second per key, and 1,000 a day on the Free plan). Only I/O.
 */
async function mark(kv: KVNamespace, wantKey: string, value: string, stored?: () => Promise<unknown>): Promise<void> {
  if (known.has(wantKey)) return;
  const [marked, drawn] = await Promise.all([kv.get(wantKey), stored?.() ?? null]);
  remember(wantKey);
  if (marked === null && !drawn) await kv.put(wantKey, value, { expirationTtl: WANT_SECONDS });
}

/**
 * Marks a card as wanted. With its `hash`, the caller has just found it not stored (route.ts);
 * without, whether it is stored is read too (a page render).
 */
export async function wantCard(kv: KVNamespace, card: WantedCard, hash?: string): Promise<void> {
  const h = hash ?? (await cardHash(card.lang, card.title));
  // Whether it is stored, without reading its ~100 KB: the stream is cancelled unread.
  const stored = hash
    ? undefined
    : async () => {
        const body = await kv.get(CARD_PREFIX + h, 'stream');
        await body?.cancel();
        return body !== null;
      };
  await mark(kv, WANT_PREFIX + h, JSON.stringify(card), stored);
}

/** Marks the logo as wanted (its route found it not stored). */
export const wantLogo = (kv: KVNamespace): Promise<void> => mark(kv, LOGO_WANT_KEY, '1');

/** Forgets what this isolate remembered (tests, whose KV is emptied between cases). */
export function forgetKnownCards(): void {
  known.clear();
}
