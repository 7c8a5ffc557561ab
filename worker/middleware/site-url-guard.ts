/**
 * SITE_URL left at its development value on the real platform: every canonical link, og:url,
 * feed and sitemap would name http://localhost:8787. The worker still answers (the addresses are
 * wrong, not dangerous), but the first request from another host logs one loud error per isolate,
 * which `wrangler tail` and the dashboard's logs show. `npm run deploy` refuses such a config
 * before it gets here (scripts/setup-cloudflare/deploy-check.ts).
 *
 * What the guard never does is take the origin from the request: canonical and share addresses
 * come from SITE_URL alone, because the Host header is the visitor's to write, and a page cached
 * with a crafted Host's links would be served to everyone (tests/worker/site-url-guard.test.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { requestUrl } from './request-url';

/** Loopback names and addresses: localhost, *.localhost (RFC 6761), 127.0.0.0/8, ::1. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/** True when SITE_URL cannot be a deployed site's origin: empty, not a URL, or a loopback host. */
export function isDevelopmentSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl) return true;
  try {
    return isLocalHost(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}

/** The error's text: what is wrong and the one command that fixes it. */
const siteUrlMessage = (siteUrl: string | undefined, host: string): string =>
  `SITE_URL is ${JSON.stringify(siteUrl ?? '')} but this request came to ${host}: every canonical link, ` +
  "og:url, feed and sitemap names the development origin. Set deploy.json's siteUrl to the public " +
  'https origin (npm run setup:cloudflare asks for it) and run npm run deploy.';

/**
 * One error per isolate (per instance of this middleware): after it has spoken, or once SITE_URL
 * is seen to be a real origin, each request costs a boolean test.
 */
export function siteUrlGuard(log = (message: string) => console.error(message)): MiddlewareHandler<{
  Bindings: { SITE_URL?: string };
}> {
  let done = false;
  // SITE_URL's verdict, worked out once per value: a development server asks on every request.
  let judged: { siteUrl: string | undefined; development: boolean } | null = null;
  // The last request host found to be a loopback name.
  let localHost: string | null = null;
  return async function siteUrlGuard(c, next) {
    if (!done) {
      if (!judged || judged.siteUrl !== c.env.SITE_URL)
        judged = { siteUrl: c.env.SITE_URL, development: isDevelopmentSiteUrl(c.env.SITE_URL) };
      if (!judged.development) done = true;
      else {
        const host = requestUrl(c.req.raw).hostname;
        // A development server is asked from one or two loopback names: each judged once.
        if (host !== localHost && !isLocalHost(host)) {
          done = true;
          log(siteUrlMessage(c.env.SITE_URL, host));
        } else localHost = host;
      }
    }
    await next();
  };
}
