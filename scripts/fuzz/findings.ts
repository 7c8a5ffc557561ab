/**
 * What the fuzz looks for in each answer, as pure checks (tested beside): a 5xx; the request's
 * hostile marker reflected as live markup in an HTML or JSON answer; a redirect, a canonical link
 * or og:url to another origin than the site's (the fuzz runs the worker with SITE_URL = its origin).
 */

/** One answer as the fuzz saw it. */
export interface Answer {
  status: number;
  contentType: string;
  location: string | null;
  body: string;
}

/** The hostile values a request carried, each containing its unique marker. */
export interface Probe {
  marker: string;
  payloads: string[];
}

/**
 * `off-site-canonical`: a page whose canonical link or og:url names another origin than the site's
 * (issue 11, problem 4: `GET //evil.com/` did), which search engines and share cards would follow.
 * `host-refused`: a 5xx for a Host header no URL can hold (`evil.example:99999`). Locally the
 * assets router of `wrangler dev` fails on it before the worker runs (static files too); Cloudflare's
 * edge refuses such a request itself. Reported, not a failure of the site.
 */
export type Finding = 'server-error' | 'reflected-markup' | 'off-site-redirect' | 'off-site-canonical' | 'host-refused';

/** Whether a Host header can be the host of a URL. */
export function hostIsValid(host: string | undefined): boolean {
  if (host === undefined) return true;
  try {
    return new URL(`http://${host}/`).host !== '';
  } catch {
    return false;
  }
}

/** A start tag and its attributes, values quoted or not (enough of HTML's tokenizer for this check). */
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/** The entities a browser would decode before reading a URL's scheme. */
const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;|[\t\n\r]/gi, '');

/**
 * True when the marker shows up as markup: a payload carrying `<` or a quote appears verbatim
 * (React escapes both in text and attributes, the page state escapes `<`, JSON escapes quotes),
 * or a real tag carries the marker in an event handler, in a `javascript:` URL, or as the text of
 * a script-like element (the JSON page state excepted: its `<` are \u003c, so it is data).
 */
export function reflectsMarkup(body: string, probe: Probe): boolean {
  const { marker } = probe;
  if (!body.includes(marker)) return false;
  for (const p of probe.payloads) if (/[<"']/.test(p) && p.includes(marker) && body.includes(p)) return true;
  for (const tag of body.matchAll(TAG)) {
    const name = (tag[1] ?? '').toLowerCase();
    const attrs = tag[2] ?? '';
    for (const a of attrs.matchAll(ATTR)) {
      const attr = (a[1] ?? '').toLowerCase();
      const value = decode((a[2] ?? '').replace(/^["']|["']$/g, ''));
      if (!value.includes(marker)) continue;
      if (attr.startsWith('on')) return true;
      if (URL_ATTRS.has(attr) && /^\s*(javascript|vbscript|data):/i.test(value)) return true;
      if (attr === 'srcdoc' && value.includes('<')) return true;
    }
    if (name === 'script' && !/application\/(ld\+)?json/i.test(attrs)) {
      const text = body.slice((tag.index ?? 0) + tag[0].length).split('</script')[0] ?? '';
      if (text.includes(marker)) return true;
    }
  }
  return false;
}

/** True when a 3xx sends the visitor to another origin than the one asked. */
export function redirectsOffSite(answer: Answer, origin: string): boolean {
  if (answer.status < 300 || answer.status > 399 || !answer.location) return false;
  try {
    return new URL(answer.location, `${origin}/`).origin !== origin;
  } catch {
    // A Location no browser can follow goes nowhere.
    return false;
  }
}

/** True when an HTML page's canonical link or og:url points at another origin than `site`. */
export function canonicalOffSite(body: string, site: string): boolean {
  const urls = [
    ...body.matchAll(/<link rel="canonical" href="([^"]*)"/g),
    ...body.matchAll(/<meta property="og:url" content="([^"]*)"/g),
  ].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  return urls.some((u) => {
    try {
      return new URL(u).origin !== site;
    } catch {
      return true;
    }
  });
}

/** Every finding of one answer to a request that carried `probe` and `host`, from a site at `origin`. */
export function findingsOf(answer: Answer, probe: Probe, origin: string, host?: string): Finding[] {
  const found: Finding[] = [];
  if (answer.status >= 500) found.push(hostIsValid(host) ? 'server-error' : 'host-refused');
  if (/html|json/i.test(answer.contentType) && reflectsMarkup(answer.body, probe)) found.push('reflected-markup');
  if (redirectsOffSite(answer, origin)) found.push('off-site-redirect');
  if (/html/i.test(answer.contentType) && canonicalOffSite(answer.body, origin)) found.push('off-site-canonical');
  return found;
}
