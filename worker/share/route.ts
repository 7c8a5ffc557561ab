/**
 * GET /share/card/{lang}/{path}.png: the generated share card of a page. The path is matched
 * against the route table first (no route, a redirect or a search: no card, nothing read); a
 * page of the table is resolved with its own loader through the in-process contract (so the KV
 * cache and both content modes apply; `apiOf` gives reads that write nothing to KV, since any
 * path can be asked for) and its title gives the card's key (card-store.ts). A stored card is
 * answered as it is; one not drawn yet is the station's default card at once, with a short cache
 * life, and is marked as wanted: the renderer (renderer.ts, on the cron) draws it, and the next
 * fetch gets it. No request draws anything: a card costs more CPU than the Free plan's 10 ms.
 */
import { type Context, Hono } from 'hono';
import type { Api } from '../../shared/api/client';
import { findPage, matchRoute } from '../../shared/routing/resolve';
import type { SettingsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { ROUTES } from '../../client/app/routes';
import type { Env } from '../env';
import { pagePathOf } from './card-url';
import { shahmukhiTitle } from '../render/shahmukhi-page';
import { type CardLang, pageLangOf } from './card-reading';
import { cardHash, cardTitleOf, coverKey, LOGO_KEY, storedCard, wantCard, wantLogo } from './card-store';
import { defaultImage } from './default-images';
import { coverFile, stationCoverFile } from '../feeds/podcast-cover';

type ShareEnv = { Bindings: Env };

/**
 * A drawn image keeps an hour in caches; the default one a minute, so the real one replaces it
 * soon after the renderer ran (share bots and browsers fetch again).
 */
const pngHeaders = (cache: 'HIT' | 'DEFAULT') => ({
  'content-type': 'image/png',
  'cache-control': cache === 'HIT' ? 'public, max-age=3600' : 'public, max-age=60',
  'x-card-cache': cache,
});

/** The share routes, given the in-process contract client of the request (one whose reads keep nothing). */
export function shareRoutes(apiOf: (c: Pick<Context<ShareEnv>, 'req' | 'env' | 'executionCtx'>) => Api) {
  const routes = new Hono<ShareEnv>();
  routes.get('/card/:lang{pa-arab|en|pa}/:rest{[A-Za-z0-9_\\-/%.]+\\.png}', async (c) => {
    const lang = c.req.param('lang') as CardLang;
    const path = pagePathOf(c.req.param('rest').replace(/\.png$/, ''));
    const api = apiOf(c);
    // The search, the one loader that reads the settings, has no card (below): they are read only if asked for.
    const settings = () => api.get<SettingsResponse>('/api/settings').catch(() => null);
    const url = new URL(path, c.req.url);
    // Search pages take any text into their title: a card each would let anyone fill KV.
    const searched = matchRoute(ROUTES, url.pathname)?.route.id === 'search';
    const found = searched ? null : await findPage(ROUTES, api, url, pageLangOf(lang), settings);
    if (!found || !('page' in found)) return c.json({ error: 'No such page', status: 404 }, 404);
    // A Shahmukhi card only for a page with a Shahmukhi reading (card-reading.ts); others are never drawn.
    const title = lang === 'pa-arab' ? shahmukhiTitle(found.page) : cardTitleOf(found.page.head.title, lang);
    if (title === null) return c.body(await defaultImage(c.env.ASSETS, 'card'), 200, pngHeaders('DEFAULT'));
    const card = { lang, title };
    const hash = await cardHash(card.lang, card.title);
    const kept = await storedCard(c.env.CACHE, hash);
    if (kept) return c.body(kept, 200, pngHeaders('HIT'));
    c.executionCtx.waitUntil(
      wantCard(c.env.CACHE, card, hash).catch((err: unknown) => console.error('card not marked', err)),
    );
    return c.body(await defaultImage(c.env.ASSETS, 'card'), 200, pngHeaders('DEFAULT'));
  });
  routes.get('/logo.png', async (c) => {
    const kept = await c.env.CACHE.get(LOGO_KEY, 'arrayBuffer');
    if (kept) return c.body(kept, 200, pngHeaders('HIT'));
    c.executionCtx.waitUntil(wantLogo(c.env.CACHE).catch((err: unknown) => console.error('logo not marked', err)));
    return c.body(await defaultImage(c.env.ASSETS, 'logo'), 200, pngHeaders('DEFAULT'));
  });
  // A show's podcast cover (feeds' itunes:image): the one the build drew for it, else the one
  // `npm run cards` stored in KV for a CMS show, else the station's; no request draws a cover.
  routes.get('/cover/:lang{en|pa}/:file{[A-Za-z0-9-]+\\.jpg}', async (c) => {
    const lang = c.req.param('lang') as Lang;
    const slug = c.req.param('file').slice(0, -4);
    const jpeg = { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' };
    const asset = (path: string) => c.env.ASSETS.fetch(new Request(`https://assets.local${path}`));
    const built = await asset(coverFile(lang, slug));
    if (built.ok) return c.body(await built.arrayBuffer(), 200, jpeg);
    await built.body?.cancel();
    const key = coverKey(lang, slug);
    const kept = key ? await c.env.CACHE.get(key, 'arrayBuffer') : null;
    if (kept) return c.body(kept, 200, jpeg);
    const station = await asset(stationCoverFile(lang));
    if (station.ok) return c.body(await station.arrayBuffer(), 200, jpeg);
    await station.body?.cancel();
    return c.json({ error: 'No cover built', status: 404 }, 404);
  });
  routes.all('*', (c) => c.json({ error: 'Not found', status: 404 }, 404));
  return routes;
}
