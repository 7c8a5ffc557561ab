/**
 * The /api contract as the world sees it. Every GET goes through the KV cache to the content
 * source: the embedded D1 service, or the CMS at BACKEND_URL. Form POSTs are answered by the
 * embedded service, or stored in the CMS outbox and forwarded to the CMS (proxied mode).
 * Anything else is a 405.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { cachedRoute } from '../cache/route';
import { remoteGet } from '../content/remote';
import { warnLegacyFont } from '../content/legacy-font-log';
import { sanitizeResponse } from '../content/sanitize-answer';
import { embeddedApi } from './embedded';
import { proxiedForm } from './forms/cms-forms';
import { formsApi } from './forms/forms';
import { protectForm } from './forms/protect';
import { mediaApi } from './media';
import { purgeApi } from './purge';
import { searchApi } from './search';
import { readFrom, requestBookmark, writeThrough } from '../db/session';

/** Each form path and the name its rate limit counts under. */
const FORMS = { '/contact-form': 'contact', '/subscribe-mailchimp': 'email', '/subscribe-whatsapp': 'phone' } as const;
const FORM_PATHS = Object.keys(FORMS);

export const contractApi = new Hono<AppEnv>();

contractApi.route('/_cache/purge', purgeApi);

// Origin, rate, size and honeypot checks (forms/protect.ts) run in both modes, before either source.
// The post is stored through a D1 session that starts at the primary, and its answer carries the
// session's bookmark (x-d1-bookmark) for the read after it (db/session.ts).
for (const [path, form] of Object.entries(FORMS)) {
  contractApi.post(path, protectForm(form), (c) =>
    writeThrough(c.env.DB, async (DB) =>
      c.env.BACKEND_URL
        ? proxiedForm(c, `/api${path}` as `/api${keyof typeof FORMS}`, DB)
        : formsApi.fetch(c.req.raw, { ...c.env, DB }, c.executionCtx),
    ),
  );
}

contractApi.on(['GET', 'HEAD'], FORM_PATHS, (c) =>
  c.json({ error: 'Method not allowed', status: 405 }, 405, { allow: 'POST' }),
);

contractApi.route('/', searchApi);

// Media endpoints are the worker's own in both modes; the airing show reads /api/shows through the cache.
contractApi.route(
  '/',
  mediaApi((c, path) =>
    Promise.resolve(contractApi.fetch(new Request(new URL(path, c.req.url)), c.env, c.executionCtx)),
  ),
);

contractApi.get('*', (c) =>
  cachedRoute(c, async (url, signal) => {
    const backend = c.env.BACKEND_URL;
    // D1 from a session near the worker (a read replica when replication is on), after the
    // visitor's own last write when the request brings its bookmark (db/session.ts).
    const embedded = () =>
      readFrom(c.env.DB, requestBookmark(c.req.raw.headers), async (DB) =>
        embeddedApi.fetch(new Request(url), { ...c.env, DB }, c.executionCtx),
      );
    // Proxied: the spec's call for this path (content/cms-paths.ts); settings stay the worker's own.
    const answer = backend ? await remoteGet(c.env, url, c.req.raw, embedded, signal) : await embedded();
    // Rich HTML is made safe once, before the answer is cached, whichever source gave it: every
    // field the route's schemas mark rich (content/sanitize-answer.ts). A CMS's Punjabi typed for
    // an old font is logged (content/legacy-font-log.ts), never changed.
    return sanitizeResponse(answer, url.pathname, backend ? warnLegacyFont : undefined);
  }),
);

contractApi.all('*', (c) => c.json({ error: 'Method not allowed', status: 405 }, 405, { allow: 'GET, HEAD' }));
