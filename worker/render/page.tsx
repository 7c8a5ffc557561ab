/**
 * Renders a page: resolve the route with its loader (through the same /api contract and KV cache
 * the browser uses), write the complete <head>, then the React body (body.ts: one string, or a
 * stream when something suspends; bots that run no JavaScript get that stream only once complete).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isbot } from 'isbot';
import { type Api, ApiError } from '../../shared/api/client';
import { STATE_ELEMENT_ID } from '../../shared/constants';
import { localizedPath, splitLanguage } from '../../shared/routing/lang-path';
import { notFoundPage, resolvePage } from '../../shared/routing/resolve';
import { shahmukhiPlain } from '../../shared/routing/reading';
import { shahmukhiPath } from '../../shared/routing/reading-path';
import type { FormEcho } from '../../shared/forms/echo';
import type { AppState, BootChunks } from '../../shared/page-state';
import type { SettingsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { LOCALES } from '../../shared/i18n/translate';
import { App } from '../../client/app/App';
import { type Page, ROUTES } from '../../client/app/routes';
import { loadIslands } from '../../client/app/island';
import { loadScreen, screenOf } from '../../client/app/screen-chunks';
import { wantsSaveData } from '../../shared/saver/data-saver';
import type { Env } from '../env';
import { cacheOptions } from '../cache/route';
import { requestUrl } from '../middleware/request-url';
import { wantPageCard } from '../share/page-card';
import { bootChunks, clientAssets, screenAssets, shahmukhiSheet, stringsAsset } from './assets';
import { fontPreloadLink } from './font-preload';
import { type BudgetApi, pageBudget } from './deadline';
import { errorPageHtml } from './error-page';
import { headHtml } from './head';
import { browserStrings } from '../../shared/i18n/parts';
import { stringTable } from '../../shared/i18n/tables';
import { readingAlternate, shahmukhiSettings, shahmukhiPage } from './shahmukhi-page';
import { twitterSite } from '../seo/twitter-site';
import { escapeHtml, serializeState } from './state';
import { concat, renderBody } from './body';

export type PageEnv = { Bindings: Env; Variables: { lang: Lang } };

async function settingsOf(api: Api): Promise<SettingsResponse | null> {
  try {
    return await api.get<SettingsResponse>('/api/settings');
  } catch (err) {
    // The page still renders without menus rather than failing.
    console.error('settings unavailable, rendering the shell without them', err);
    return null;
  }
}

/**
 * The page's data: its loader's calls and the settings, all under one deadline (deadline.ts).
 * Null when the content service failed them and the cache had no copy to give instead.
 */
async function dataPhase(api: BudgetApi, url: URL, lang: Lang, budgetMs: number) {
  const budget = pageBudget(api, budgetMs);
  try {
    // One read of the settings, for the shell and for a loader that needs them (the search).
    const settings = settingsOf(budget.api);
    return await Promise.all([resolvePage(ROUTES, budget.api, url, lang, () => settings), settings]);
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 0 && err.status < 500)) throw err;
    console.error('page data unavailable, answering the error page', url.pathname, err.message);
    return null;
  } finally {
    budget.done();
  }
}

/**
 * The state as the browser needs it: the head is already written in the document (its JSON-LD,
 * breadcrumbs and description were serialised a second time, ~0.5 KB of an article's 12 KB), and
 * the browser reads only its title (a content page's share block); later pages bring their own
 * head with their data.
 */
function browserState(state: AppState<Page>, boot: BootChunks): AppState<Page> {
  return { ...state, page: { ...state.page, head: { title: state.page.head.title } }, boot };
}

/**
 * The page's script. Without the data saver, a small starter that links the page's modules and
 * imports the app after the first paint (public/paint-boot.js: the paint and the largest picture
 * never wait behind the app's 75 KiB). With it, the starter that loads the app on the first tap,
 * key or focus (public/saver-boot.js), so a page read without touching it costs no JavaScript
 * beyond that starter (issue 28: an article in 50 KB).
 */
const entryScript = (saveData: boolean, preloads: readonly string[]): string =>
  saveData
    ? `<script type="module" src="/saver-boot.js" data-entry="${clientAssets.script}"></script>`
    : `<script type="module" src="/paint-boot.js" data-entry="${clientAssets.script}" data-preloads="${escapeHtml(preloads.join(' '))}"></script>`;

/**
 * The URL the route table matches: the path without its language prefix (the language is
 * c.var.lang), on SITE_URL's origin, never the Host the request came with (loaders write absolute
 * addresses from it). `reading`: the plain path of a Shahmukhi reading (`/pa-arab/…`, issue 30),
 * the Punjabi page transliterated once loaded; null for any other address.
 */
function pageUrl(c: Context<PageEnv>): { url: URL; reading: string | null } {
  // A copy: the request's parsed URL is shared with the middlewares (request-url.ts).
  const url = new URL(requestUrl(c.req.raw));
  const reading = shahmukhiPlain(url.pathname);
  url.pathname = reading ?? splitLanguage(url.pathname).path;
  if (c.env.SITE_URL) {
    const site = siteOrigin(c.env.SITE_URL);
    url.protocol = site.protocol;
    url.host = site.host;
  }
  return { url, reading };
}

let lastSite: { from: string; protocol: string; host: string } | undefined;

/** SITE_URL's scheme and host, parsed once per value rather than on every page (issue 29's profile). */
function siteOrigin(siteUrl: string): { protocol: string; host: string } {
  if (lastSite?.from !== siteUrl) {
    const { protocol, host } = new URL(siteUrl);
    lastSite = { from: siteUrl, protocol, host };
  }
  return lastSite;
}

/**
 * What a /pa-arab address shows (issue 30): the Shahmukhi reading of a Punjabi article, or the
 * not-found page for any other page, which has none.
 */
async function readingOf(resolved: Page, api: Api, url: URL): Promise<{ page: Page; arab: boolean }> {
  const reading = shahmukhiPage(resolved);
  return reading ? { page: reading, arab: true } : { page: await notFoundPage(api, url, 'pa'), arab: false };
}

/** What the App renders from, on both sides: the page, its language and settings, and the visitor's options. */
function pageState(p: {
  lang: Lang;
  page: AppState<Page>['page'];
  settings: AppState<Page>['settings'];
  siteUrl: string;
  arab: boolean;
  saveData: boolean;
  echo: RenderOptions['echo'];
}): AppState<Page> {
  return {
    lang: p.lang,
    page: p.page,
    settings: p.arab ? shahmukhiSettings(p.settings) : p.settings,
    siteUrl: p.siteUrl,
    // The Shahmukhi strings travel in the page: only these pages need them, so no chunk of them.
    ...(p.arab ? { script: 'arab' as const, strings: browserStrings(stringTable('pa-arab')) } : {}),
    ...(p.echo ? { echo: p.echo } : {}),
    ...(p.saveData ? { saveData: true as const } : {}),
  };
}

/** A page answering a form posted without JavaScript: its outcome, and the status to answer with. */
export interface RenderOptions {
  echo?: FormEcho | null;
  status?: number;
}

export async function renderPage(c: Context<PageEnv>, api: BudgetApi, options: RenderOptions = {}): Promise<Response> {
  const lang = c.get('lang');
  const { url, reading } = pageUrl(c);
  const data = await dataPhase(api, url, lang, cacheOptions(c.env).timeoutMs);
  if (!data) return c.html(errorPageHtml(), 503, { 'retry-after': '30', 'cache-control': 'no-store' });
  const [resolved, settings] = data;
  if ('redirect' in resolved)
    return c.redirect(
      reading === null ? localizedPath(resolved.redirect, lang) : shahmukhiPath(resolved.redirect),
      301,
    );
  const { page, arab } =
    reading === null ? { page: resolved.page, arab: false } : await readingOf(resolved.page, api, url);
  // The screen, then every part hydrated from its own chunk (client/app/island.tsx): the shell's
  // and those the screen's modules registered as they loaded. So nothing suspends on the server.
  await loadScreen(page.routeId);
  await loadIslands();
  const siteUrl = c.env.SITE_URL || url.origin;
  // The data saver (issue 28): the cookie or the client hint; the page cache passes it on as the hint.
  const saveData = wantsSaveData(c.req.raw.headers);
  const state = pageState({ lang, page, settings, siteUrl, arab, saveData, echo: options.echo });

  const body = await renderBody(<App initial={state} />, c.req.path, isbot(c.req.header('user-agent') ?? ''));

  // Search results are no page of their own to index (any text makes one), but their links are.
  const robots = page.routeId === 'search' ? 'noindex, follow' : undefined;
  const noindex = page.routeId === 'style-guide' || page.status === 404 || robots !== undefined;
  // A page rendered (first, or again after a purge) has its card drawn before anyone shares it.
  // A reading marks its own card (`/share/card/pa-arab/…`), its head's title already transliterated.
  const cardLang = arab ? ('pa-arab' as const) : lang;
  c.executionCtx.waitUntil(wantPageCard(c.env.CACHE, { path: url.pathname, lang: cardLang, head: page.head, noindex }));
  const { source } = screenOf(page.routeId);
  const screen = screenAssets(source);
  const strings = arab ? [] : stringsAsset(lang, source);
  const head = headHtml({
    head: page.head,
    lang,
    path: url.pathname,
    siteUrl,
    styles: arab ? [...screen.styles, shahmukhiSheet()] : screen.styles,
    includedStyles: screen.includedStyles,
    // The starters link the page's modules after the first paint, or on the first interaction
    // with the data saver (entryScript): none in the head.
    paintFirst: !saveData,
    reading: arab ? 'page' : readingAlternate(page, lang) ? 'alternate' : undefined,
    noindex,
    robots,
    notFound: page.status === 404,
    station: { sameAs: settings?.socialLinks.map((l) => l.url) ?? [], address: c.env.STATION_ADDRESS ?? '' },
    twitterSite: twitterSite(settings?.socialLinks),
    page: { routeId: page.routeId, data: page.data },
  });
  const html = arab ? 'lang="pa-Arab" dir="rtl"' : `lang="${LOCALES[lang].htmlLang}"`;
  const prefix = `<!doctype html><html ${html}><head>${head}</head><body><div id="root">`;
  const suffix =
    `</div><script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(browserState(state, bootChunks(source, arab ? null : lang)))}</script>` +
    `${entryScript(saveData, [...clientAssets.preloads, ...strings, ...screen.preloads])}</body></html>`;

  // c.body (not a bare Response) so headers set earlier on the context, like the lang cookie, go out.
  const status = (page.status === 200 && options.status ? options.status : page.status) as ContentfulStatusCode;
  return c.body(typeof body === 'string' ? prefix + body + suffix : concat(prefix, body, suffix), status, {
    'content-type': 'text/html; charset=utf-8',
    // As rendered for this visitor (a form's outcome): never stored by shared caches; the page
    // cache (worker/cache/page-cache.ts) answers anonymous reads with its own public headers. The
    // language is the URL's; Cookie because a Punjabi cookie turns a plain address into a
    // redirect (language.ts).
    'cache-control': 'private, no-store',
    vary: 'Cookie, Save-Data',
    // The data saver preloads no font: Gurmukhi text still asks for it, English pages never do.
    ...(saveData ? {} : { link: fontPreloadLink(lang, arab) }),
  });
}
