/**
 * What a deployed SITE_URL must be: the https origin of a domain the station owns. Every canonical
 * link, og:url, feed and sitemap is built from it (worker/render/head.ts), and search engines and
 * share previews keep what they read, so a wrong one is worse than a refused deploy.
 */
import { isLocalHost } from '../../worker/middleware/site-url-guard';

/**
 * Names reserved for documentation and testing (RFC 2606, RFC 6761): nobody's site. The TLDs
 * `.test`, `.example`, `.invalid`, `.localhost`, and the example second-level domains; `.local`
 * is multicast DNS, never public.
 */
const RESERVED_TLDS = ['test', 'example', 'invalid', 'localhost', 'local'];
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];

const isIpAddress = (host: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

/** Why `value` cannot be a deployed site's SITE_URL, or null when it can. */
export function siteUrlProblem(value: string | undefined): string | null {
  if (!value) return 'SITE_URL is empty: set it to the public https origin, e.g. https://radio.your-station.ca';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL ${JSON.stringify(value)} is not a URL`;
  }
  const host = url.hostname.toLowerCase();
  if (isLocalHost(host)) return `SITE_URL ${value} is a local address: visitors cannot reach it`;
  if (url.protocol !== 'https:') return `SITE_URL ${value} is not https: the site is served over https only`;
  if (url.username || url.password) return `SITE_URL ${value} carries a user name or password`;
  if (url.port) return `SITE_URL ${value} names a port: a custom domain is served on 443 alone`;
  if (url.pathname !== '/' || url.search || url.hash || value.includes('?') || value.includes('#')) {
    return `SITE_URL ${value} is more than an origin: no path, query or fragment`;
  }
  if (isIpAddress(host)) return `SITE_URL ${value} is an IP address: use the station's domain name`;
  const tld = host.split('.').at(-1) ?? '';
  if (!host.includes('.')) return `SITE_URL ${value} is not a public domain name`;
  if (RESERVED_TLDS.includes(tld) || EXAMPLE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) {
    return `SITE_URL ${value} is an example domain (RFC 2606): use the station's own`;
  }
  return null;
}

/** The origin as wrangler.toml should hold it: without the trailing slash URL adds. */
export const siteOrigin = (value: string): string => new URL(value).origin;

/** True when the site is served from the account's workers.dev subdomain (no route to add). */
export const onWorkersDev = (value: string): boolean => new URL(value).hostname.endsWith('.workers.dev');
