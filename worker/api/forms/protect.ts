/**
 * Protection of the form POSTs that does not get in a person's way (issue 10):
 * - Origin: a browser posting from another site is refused (403), which stops cross-site form
 *   posts; without an Origin header the request must not say it is cross-site (Sec-Fetch-Site
 *   absent, as from curl or an old browser, or same-origin).
 * - Rate: at most FORM_RATE_LIMIT submissions a minute per form and visitor address (default
 *   10), counted exactly by a RateCounter Durable Object per form and address
 *   (worker/limits/), concurrent posts included; over it, 429 in the visitor's language with
 *   Retry-After. A counter that cannot be reached lets the form through (logged) rather than
 *   refuse a person.
 * - Honeypot: a hidden field people never see. A submission that fills it gets the same success
 *   reply a person would, and nothing is stored: a bot told "refused" tries again differently,
 *   a bot told "thanks" moves on.
 * - Size: 64 KiB, refused with 413 before the body is read.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FORM_RATE_LIMIT, HONEYPOT_FIELD } from '../../../shared/constants';
import { t } from '../../../shared/i18n/translate';
import type { FormReply } from '../../../shared/types/api';
import type { AppEnv } from '../../env';
import { countAttempt } from '../../limits/rate-limit';
import { langOf } from './forms';

/** Forms are small; anything larger is refused before it is read. */
export const FORM_MAX_BYTES = 64 * 1024;

/** The origins a form may come from: this request's own, and the public site's. */
export function originAllowed(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin) {
    const own = [new URL(requestUrl).origin];
    if (siteUrl) own.push(new URL(siteUrl).origin);
    return own.includes(origin);
  }
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin';
}

/** The submission limit a minute: the FORM_RATE_LIMIT var when it is a positive number. */
export function rateLimitOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : FORM_RATE_LIMIT;
}

const refuse = (
  c: Context<AppEnv>,
  key: 'form.crossSite' | 'form.rateLimited' | 'form.tooLarge',
  status: 403 | 413 | 429,
) => c.json<FormReply>({ success: false, error: { detail: t(langOf(c), key) } }, status);

/** Origin check, then the rate limit, then the size limit, then the honeypot: one middleware. */
export function protectForm(form: string): MiddlewareHandler<AppEnv> {
  const size = bodyLimit({ maxSize: FORM_MAX_BYTES, onError: (c) => refuse(c, 'form.tooLarge', 413) });
  return async (c, next) => {
    if (!originAllowed(c.req.raw.headers, c.req.url, c.env.SITE_URL)) return refuse(c, 'form.crossSite', 403);
    const address = c.req.header('cf-connecting-ip') ?? 'unknown';
    const tally = await countAttempt(c.env.RATE_COUNTER, form, address, rateLimitOf(c.env.FORM_RATE_LIMIT));
    if (tally.over) {
      c.header('retry-after', String(tally.retryAfter));
      return refuse(c, 'form.rateLimited', 429);
    }
    return size(c, async () => {
      const body = await c.req.raw
        .clone()
        .formData()
        .catch(() => null);
      const trap = body?.get(HONEYPOT_FIELD);
      if (typeof trap === 'string' && trap !== '') {
        console.info('form honeypot filled; answered success, stored nothing', c.req.path);
        c.res = c.json<FormReply>({ success: true });
        return;
      }
      await next();
    });
  };
}
