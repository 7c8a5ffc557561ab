/**
 * The /api contract as the world sees it. Every GET goes through the KV cache to the content
 * source: the embedded D1 service, or the CMS at BACKEND_URL. Form POSTs are answered by the
 * embedded service or passed through to the CMS uncached. Anything else is a 405.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import type { FormReply } from '../../shared/types/api';
import { cachedRoute, cacheOptions } from '../cache/route';
import { remoteGet, remotePost } from '../content/remote';
import { sanitizeResponse } from '../content/sanitize';
import { embeddedApi } from './embedded';
import { formsApi, langOf } from './forms/forms';
import { t } from '../../shared/i18n/translate';
import { mediaApi } from './media';
import { purgeApi } from './purge';
import { searchApi } from './search';

const FORM_PATHS = ['/contact-form', '/subscribe-mailchimp', '/subscribe-whatsapp'];
/** Forms are small; anything larger is refused before it is read, in both modes. */
const FORM_MAX_BYTES = 64 * 1024;

export const contractApi = new Hono<AppEnv>();

contractApi.route('/_cache/purge', purgeApi);

for (const path of FORM_PATHS) {
  contractApi.post(
    path,
    bodyLimit({
      maxSize: FORM_MAX_BYTES,
      onError: (c) => c.json<FormReply>({ success: false, error: { detail: t(langOf(c), 'form.tooLarge') } }, 413),
    }),
    (c) =>
      c.env.BACKEND_URL
        ? remotePost(c.env.BACKEND_URL, c.req.raw, cacheOptions(c.env).timeoutMs, langOf(c))
        : formsApi.fetch(c.req.raw, c.env, c.executionCtx),
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
  cachedRoute(c, async (url) => {
    const backend = c.env.BACKEND_URL;
    const answer = backend
      ? await remoteGet(backend, url, c.req.raw)
      : await embeddedApi.fetch(new Request(url), c.env, c.executionCtx);
    // Rich HTML is made safe once, before the answer is cached, whichever source gave it.
    return sanitizeResponse(answer);
  }),
);

contractApi.all('*', (c) => c.json({ error: 'Method not allowed', status: 405 }, 405, { allow: 'GET, HEAD' }));
