/**
 * The worker: app assembly only. Middleware order matters: security headers wrap everything,
 * the language is picked (and its redirects answered) before the page cache and the pages. /api is the content contract;
 * /events/{id}.ics an event's calendar file; every other GET that is not a static file is a
 * server-rendered page.
 */
import { type Context, Hono } from 'hono';
import type { Env } from './env';
import type { Lang } from '../shared/types/content';
import { contractApi } from './api/contract';
import { methodNotAllowed } from './api/params';
import { runScheduled } from './cron';
import { eventCalendarResponse } from './calendar/route';
import { mediaRoutes } from './media/routes';
import { contractJson, keptJson } from './cache/contract-memo';
import { bookmarkHeaders, requestBookmark } from './db/session';
import { noteApiMiss, noteApiRead, pageCache } from './cache/page-cache';
import { language, languagePath } from './middleware/language';
import { oneSpelling } from './middleware/one-spelling';
import { requestUrl } from './middleware/request-url';
import { safePath } from './middleware/safe-path';
import { searchQuery } from './middleware/search-query';
import { securityHeaders } from './middleware/security';
import { siteUrlGuard } from './middleware/site-url-guard';
import { embedPage } from './embed/route';
import { EMBED_PATH } from './embed/params';
import { errorPageHtml } from './render/error-page';
import { takeFlash } from './render/flash';
import { formPages, pageMethods } from './render/form-post';
import { renderPage } from './render/page';
import type { BudgetApi } from './render/deadline';
import { shareRoutes } from './share/route';
import { feedRoutes } from './feeds/routes';
import { contentUrls } from './feeds/sitemap-content';

type AppEnvWithVars = { Bindings: Env; Variables: { lang: Lang } };

// Routes match the path without its language prefix (/pa/news → /news): one table for both languages.
export const app = new Hono<AppEnvWithVars>({ getPath: languagePath });

// A development SITE_URL on a public host: one loud error per isolate (the links stay on SITE_URL).
app.use('*', siteUrlGuard());
app.use('*', securityHeaders());
app.use('*', safePath());
app.route('/api', contractApi);
app.route('/media', mediaRoutes);
// Share cards carry their language in the path: no language middleware (and no cookie) for them.
app.route(
  '/share',
  shareRoutes((c) => inProcessApi(c)),
);
// Feeds, sitemaps and robots.txt: documents for machines, in the language their path names.
app.route(
  '/',
  feedRoutes((c) => inProcessApi(c), contentUrls),
);
// The partners' player (issue 28): before the language middleware (its language is a parameter
// and it sets no cookie), through the page cache like a page.
app.get(
  EMBED_PATH,
  pageCache((request, c) => Promise.resolve(app.fetch(request, c.env, c.executionCtx))),
  (c) => embedPage(c, inProcessApi(c)),
);
app.use('*', language());
// One spelling per page address (/news/bc/007 → 301 /news/bc/7), before any cache or /api read.
app.use('*', oneSpelling());
// The search forms submitted before the page hydrates (or without JavaScript): /search?q= → /search/{q}.
app.get('/search', searchQuery());

/**
 * The contract alone, for calls made in-process: the same routes and KV cache, without the
 * headers middleware (a copy of every answer, which nobody reads in-process). The one in-process
 * path into the contract from outside it (ARCHITECTURE.md, "In-process calls", has all three).
 */
const contractOnly = new Hono<AppEnvWithVars>();
contractOnly.use('*', safePath());
contractOnly.route('/api', contractApi);

type InProcessContext = Pick<Context<{ Bindings: Env }>, 'req' | 'env' | 'executionCtx'>;

/** A request to the contract, answered in this isolate for the request behind `c`: no network hop. */
const callContract = (request: Request, c: InProcessContext): Promise<Response> =>
  Promise.resolve(contractOnly.fetch(request, c.env, c.executionCtx));

/**
 * The contract read in-process by pages, the .ics route, the feeds and the share cards: same
 * cache, no network hop. Each read is noted for the page cache (the /api paths a page is built
 * from); fresh answers are kept in the isolate a few seconds, parsed (contract-memo.ts). The
 * visitor's D1 bookmark (the page after a form's post) goes with each read (db/session.ts).
 */
const inProcessApi = (c: InProcessContext): BudgetApi => ({
  kept(path: string): unknown {
    const value = keptJson(c.env, new URL(path, requestUrl(c.req.raw)).href);
    if (value !== undefined) noteApiRead(c.req.raw, path);
    return value;
  },
  async get<T>(path: string): Promise<T> {
    noteApiRead(c.req.raw, path);
    const url = new URL(path, requestUrl(c.req.raw));
    const headers = { accept: 'application/json', ...bookmarkHeaders(requestBookmark(c.req.raw.headers)) };
    const read = async () => {
      const res = await callContract(new Request(url, { headers }), c);
      // A not-found page lasts no longer than the contract's 404 it is built from.
      if (res.status === 404) noteApiMiss(c.req.raw, Number(res.headers.get('age')) || 0);
      return res;
    };
    return (await contractJson(c.env, url.href, path, read)) as T;
  },
});

// "Add to calendar": one event as an iCalendar file, in the visitor's language.
app.get('/events/:file{[^/]+\\.ics}', (c) =>
  eventCalendarResponse(c, inProcessApi(c), c.req.param('file'), c.var.lang),
);

// The forms without JavaScript: page addresses that post to the same /api endpoints in-process.
formPages(app, callContract, inProcessApi);

// An address that names a file in public/ (built bundle, fonts, images) never reaches the worker:
// the assets binding answers it first. wrangler.toml's run_worker_first lists the four patterns
// the worker answers even so: /api/*, /media/audio/* (Range requests, which the local assets
// server ignores), /media/live/* (the streams) and /robots.txt (written from SITE_URL). Anonymous
// reads come from the page cache, which renders the canonical address through the whole app.
app.get(
  '*',
  pageCache((request, c) => Promise.resolve(app.fetch(request, c.env, c.executionCtx))),
  (c) => renderPage(c, inProcessApi(c), { echo: takeFlash(c) }),
);

app.all('*', (c) => methodNotAllowed(c, pageMethods(c.req.path)));

function unhandled(err: Error, c: Context<AppEnvWithVars>) {
  console.error('unhandled', c.req.method, c.req.path, err);
  if (c.req.path.startsWith('/api/')) return c.json({ error: 'Internal error', status: 500 }, 500);
  return c.html(errorPageHtml(), 500);
}
app.onError(unhandled);
contractOnly.onError(unhandled);

// The Durable Object classes of the RATE_COUNTER, PURGE_GENERATION and NOW_PLAYING bindings: the platform finds
// them among the main module's exports.
export { RateCounter } from './limits/rate-counter';
export { PurgeGeneration } from './cache/purge-generation';
export { NowPlayingHub } from './media/now-playing-hub';

/** The fetch handler is the Hono app; the cron trigger (wrangler.toml) runs worker/cron.ts. */
export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(env, controller.cron));
  },
} satisfies ExportedHandler<Env>;
