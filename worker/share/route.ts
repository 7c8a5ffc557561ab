/**
 * GET /share/card/{lang}/{path}.png: the generated share card of a page. The path is matched
 * against the route table first (no route, a redirect or a search: no card, nothing read); a
 * page of the table is resolved with its own loader through the in-process contract (so the KV
 * cache and both content modes apply; `apiOf` gives reads that write nothing to KV, since any
 * path can be asked for) and its title drawn in the card's language. Cards are kept in KV under
 * a hash of language and title: when content changes (or is purged and changes), the new title
 * makes a new card, and the old one expires with the cache's keep time.
 */
import { type Context, Hono } from 'hono';
import type { Api } from '../../shared/api/client';
import { t } from '../../shared/i18n/translate';
import { findPage, matchRoute } from '../../shared/routing/resolve';
import type { SettingsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { ROUTES } from '../../client/app/routes';
import type { Env } from '../env';
import { pagePathOf } from './card-url';
import { LOGO_SIZE } from '../../shared/loaders/breadcrumb-ld';
import { renderCard, renderLogo } from './card';
import { cardFonts } from './fonts';

type ShareEnv = { Bindings: Env };

/** Bumped when the card's design changes, so old cards are not served. */
const DESIGN = 'v1';

async function cardKey(lang: Lang, title: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${lang}\n${title}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `share:card:${DESIGN}:${hex}`;
}

const pngHeaders = (cache: 'HIT' | 'MISS') => ({
  'content-type': 'image/png',
  'cache-control': 'public, max-age=3600',
  'x-card-cache': cache,
});

/** The share routes, given the in-process contract client of the request (one whose reads keep nothing). */
export function shareRoutes(apiOf: (c: Pick<Context<ShareEnv>, 'req' | 'env' | 'executionCtx'>) => Api) {
  const routes = new Hono<ShareEnv>();
  routes.get('/card/:lang{en|pa}/:rest{[A-Za-z0-9_\\-/%.]+\\.png}', async (c) => {
    const lang = c.req.param('lang') as Lang;
    const path = pagePathOf(c.req.param('rest').replace(/\.png$/, ''));
    const api = apiOf(c);
    // The search, the one loader that reads the settings, has no card (below): they are read only if asked for.
    const settings = () => api.get<SettingsResponse>('/api/settings').catch(() => null);
    const url = new URL(path, c.req.url);
    // Search pages take any text into their title: a card each would let anyone fill KV.
    const searched = matchRoute(ROUTES, url.pathname)?.route.id === 'search';
    const found = searched ? null : await findPage(ROUTES, api, url, lang, settings);
    if (!found || !('page' in found)) return c.json({ error: 'No such page', status: 404 }, 404);
    const title = found.page.head.title || t(lang, 'brand.name');
    const key = await cardKey(lang, title);
    const kept = await c.env.CACHE.get(key, 'arrayBuffer');
    if (kept) return c.body(kept, 200, pngHeaders('HIT'));
    const png = await renderCard(await cardFonts(c.env.ASSETS), title, t(lang, 'brand.name'));
    const keep = Math.max(60, Number(c.env.CACHE_KEEP_SECONDS) || 604800);
    c.executionCtx.waitUntil(c.env.CACHE.put(key, png, { expirationTtl: keep }));
    return c.body(png.slice().buffer, 200, pngHeaders('MISS'));
  });
  routes.get('/logo.png', async (c) => {
    const key = `share:logo:${DESIGN}:${LOGO_SIZE}`;
    const kept = await c.env.CACHE.get(key, 'arrayBuffer');
    if (kept) return c.body(kept, 200, pngHeaders('HIT'));
    const png = await renderLogo(await cardFonts(c.env.ASSETS), LOGO_SIZE, '91.5');
    c.executionCtx.waitUntil(c.env.CACHE.put(key, png, { expirationTtl: 7 * 86_400 }));
    return c.body(png.slice().buffer, 200, pngHeaders('MISS'));
  });
  routes.all('*', (c) => c.json({ error: 'Not found', status: 404 }, 404));
  return routes;
}
