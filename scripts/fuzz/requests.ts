/**
 * One fuzz request from the seeded generator: a route filled with real or hostile values, a path
 * and query mutated, a method (the route's, or a wrong one), headers (Host, Origin, the language
 * cookie, a forged form-result cookie, Accept, Range) and, for posts, a form body as multipart,
 * urlencoded or JSON. Everything hostile carries the request's marker (hostile.ts).
 */
import { hostileValue, markupPayloads } from './hostile';
import type { Probe } from './findings';
import type { Rng } from './random';
import type { Pools, Target } from './targets';
import { realValue, unknownValue } from './values';

export interface FuzzRequest {
  method: string;
  /** Raw request target, sent as is (node:http keeps `..`, `//` and bad escapes). */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The route the request was made from, for the report. */
  target: string;
  probe: Probe;
}

/** What node:http may send in a request line: printable ASCII, the rest percent-encoded. */
const rawish = (v: string) => v.replace(/[^!-~]/gu, (c) => encodeURIComponent(c));

/** A value encoded for a path segment or query: properly, or raw so bad escapes and `..` get through. */
const encode = (r: Rng, v: string) => (r.chance(0.5) ? encodeURIComponent(v) : rawish(v));

/**
 * A pattern's segments, without their slashes; a slash inside a parameter's regex
 * (`:file{[^/]+\\.ics}`, a share card's `:rest{…/…}`) belongs to its segment.
 */
export const segmentsOf = (pattern: string): string[] =>
  (pattern.match(/\/(?:\{[^}]*\}|\([^)]*\)|[^/{(])*/g) ?? []).map((s) => s.slice(1));

/** A parameter's value: real (half the time), of its shape but naming nothing, or hostile. */
function paramValue(r: Rng, name: string, choices: string | undefined, pools: Pools, hostile: (r: Rng) => string) {
  const roll = r.next();
  if (roll < 0.5) return realValue(r, name, choices, pools);
  if (roll < 0.7) return unknownValue(r, name, choices, pools);
  return hostile(r);
}

/** Fills one parameter of a pattern (its name, its regex, whether optional); null leaves it out. */
export type Fill = (name: string, choices: string | undefined, optional: boolean) => string | null;

/** The pattern's path with each parameter given by `fill` (already encoded), or left out. */
export function fillPath(pattern: string, fill: Fill): string {
  const out: string[] = [];
  for (const segment of segmentsOf(pattern)) {
    const param = /^:(\w+)(\{.*\}|\(.*\))?(\?)?$/.exec(segment);
    if (!param) {
      out.push(segment);
      continue;
    }
    const [, name = '', choices, optional] = param;
    const value = fill(name, choices, optional === '?');
    if (value !== null) out.push(value);
  }
  return `/${out.join('/')}`;
}

const PATH_MUTATIONS: ((p: string, r: Rng, h: (r: Rng) => string) => string)[] = [
  (p) => `/${p}`,
  (p) => `//evil.example${p}`,
  (p) => `${p}/`,
  (p) => p.replace(/\/([^/]*)$/, '/./$1'),
  (p) => `${p}/..`,
  (p) => `${p};x=1`,
  (p) => p.toUpperCase(),
  (p) => p.replaceAll('/', '//'),
  (p) => p.replaceAll('/', '%2f').replace(/^%2f/, '/'),
  (p, r) => `${p}/${r.pick(['%00', '%', '%zz', '..%2f', '%c0%ae%c0%ae', '\\', '%5c'])}`,
  () => '//%25',
  () => '//a%20b',
  () => '//a:99999',
  (p, r, h) => `${p}/${encode(r, h(r))}`,
];

const QUERY_KEYS = [
  'page',
  'pageToken',
  'lang',
  'q',
  'about',
  'return',
  'type',
  'prefix',
  'utm_source',
  'a[b]',
  '__proto__',
];

/** The query: the route's own parameters (target.query) filled, then up to four random ones. */
function query(r: Rng, target: Target, pools: Pools, hostile: (r: Rng) => string): string {
  const parts = (target.query ?? []).map(
    (name) => `${name}=${encode(r, paramValue(r, name, undefined, pools, hostile))}`,
  );
  if (parts.length && r.chance(0.5)) return `?${parts.join('&')}`;
  for (let n = r.int(4) + 1; n > 0; n--) {
    const key = r.chance(0.9) ? r.pick(QUERY_KEYS) : hostile(r);
    const value = r.chance(0.5) ? realValue(r, key, undefined, pools) : hostile(r);
    parts.push(`${encode(r, key)}=${encode(r, value)}`);
  }
  return `?${parts.join('&')}`;
}

export const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
  'type',
  'about',
  'return',
  'prefix',
];
const GOOD: Record<string, string> = {
  firstName: 'Harpreet',
  lastName: 'Gill',
  email: 'harpreet@example.com',
  phone: '+1 604 555 0199',
  subject: 'A question',
  message: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ, a message.',
  type: 'news-report',
  about: '/news',
  return: '/news',
  prefix: '/api/news',
};

const bytes = (text: string) => new TextEncoder().encode(text);

/** A form body in one of the encodings a client might send, sometimes oversize or not a form at all. */
function formBody(r: Rng, hostile: (r: Rng) => string): { body: Uint8Array; type: string } {
  const fields: [string, string][] = FIELDS.filter(() => r.chance(0.8)).map((f) => [
    f,
    r.chance(0.5) ? (GOOD[f] ?? '') : hostile(r),
  ]);
  if (r.chance(0.05)) fields.push(['homepage', 'http://spam.example']);
  if (r.chance(0.03)) fields.push(['message', 'x'.repeat(70 * 1024)]);
  const kind = r.next();
  if (kind < 0.4) {
    const boundary = `----fuzz${r.int(1e9)}`;
    const parts = fields.map(
      ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    return {
      body: bytes(`${parts.join('')}--${boundary}--\r\n`),
      type: `multipart/form-data; boundary=${boundary}`,
    };
  }
  if (kind < 0.8)
    return { body: bytes(new URLSearchParams(fields).toString()), type: 'application/x-www-form-urlencoded' };
  if (kind < 0.95) return { body: bytes(JSON.stringify(Object.fromEntries(fields))), type: 'application/json' };
  return { body: bytes(hostile(r)), type: r.pick(['text/plain', 'multipart/form-data', 'application/json']) };
}

/** Headers: mostly what a browser on the site sends, sometimes forged. */
function headersFor(r: Rng, origin: string, hostile: (r: Rng) => string, marker: string): Record<string, string> {
  const host = new URL(origin).host;
  const h: Record<string, string> = {
    host: r.chance(0.85)
      ? host
      : r.pick(['evil.example', 'evil.example:99999', `${host}.evil.example`, 'localhost', 'a_b']),
    accept: r.pick(['text/html', 'application/json', '*/*', 'text/html;q=0.1, */*', hostile(r)]),
  };
  if (r.chance(0.7)) h.origin = r.chance(0.8) ? origin : r.pick(['https://evil.example', 'null', hostile(r)]);
  if (r.chance(0.2)) h['sec-fetch-site'] = r.pick(['same-origin', 'cross-site', 'none']);
  if (r.chance(0.3)) h['accept-language'] = r.pick(['pa', 'pa-IN,pa;q=0.9', 'en', '*', hostile(r)]);
  const cookies: string[] = [];
  if (r.chance(0.3)) cookies.push(`lang=${encode(r, r.chance(0.5) ? r.pick(['en', 'pa', 'PA', '']) : hostile(r))}`);
  if (r.chance(0.1)) {
    const text = () => (r.chance(0.7) ? r.pick(markupPayloads(marker)) : hostile(r));
    const echo = {
      form: r.pick(['contact', 'email', 'phone', 'x']),
      ok: r.chance(0.3),
      values: { firstName: text(), email: text() },
      errors: { email: text() },
      detail: text(),
    };
    cookies.push(`form_result=${encodeURIComponent(JSON.stringify(echo))}`);
  }
  if (cookies.length) h.cookie = cookies.join('; ');
  if (r.chance(0.15))
    h.range = r.pick([
      'bytes=0-10',
      'bytes=-5',
      'bytes=999999999-',
      'bytes=5-1',
      'bytes=0-1,4-9',
      'items=0-1',
      hostile(r),
    ]);
  if (r.chance(0.1))
    h.referer = r.pick([`${origin}/news?x=${encodeURIComponent(marker)}`, 'https://evil.example/', hostile(r)]);
  if (r.chance(0.05)) h.authorization = r.pick(['Bearer x', 'bearer ', `Bearer ${hostile(r)}`, 'Basic Zm9vOmJhcg==']);
  // node:http refuses header values outside printable ASCII and Latin-1; send the rest percent-encoded.
  for (const [k, v] of Object.entries(h)) h[k] = v.replace(/[^ -~]/gu, (c) => encodeURIComponent(c));
  return h;
}

const WRONG_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'GET'];

/** The i-th request of a run. */
export function makeRequest(r: Rng, i: number, targets: Target[], pools: Pools, origin: string): FuzzRequest {
  const marker = `fz${i.toString(36)}q`;
  const used: string[] = [];
  const hostile = (rr: Rng) => {
    const v = hostileValue(rr, marker);
    if (v.includes(marker)) used.push(v);
    return v;
  };
  const target = r.pick(targets);
  // An optional parameter is left out a third of the time.
  let path = fillPath(target.pattern, (name, choices, optional) =>
    optional && r.chance(0.3) ? null : encode(r, paramValue(r, name, choices, pools, hostile)),
  );
  if (r.chance(0.2)) path = r.pick(PATH_MUTATIONS)(path, r, hostile);
  if (target.query || r.chance(0.5)) path += query(r, target, pools, hostile);
  const method = r.chance(0.85)
    ? target.method === 'GET' && r.chance(0.1)
      ? 'HEAD'
      : target.method
    : r.pick(WRONG_METHODS);
  const headers = headersFor(r, origin, hostile, marker);
  let body: Uint8Array | undefined;
  if (method === 'POST' || (method !== 'GET' && method !== 'HEAD' && r.chance(0.3))) {
    const form = formBody(r, hostile);
    body = form.body;
    headers['content-type'] = form.type;
  }
  return {
    method,
    path,
    headers,
    body,
    target: `${target.method} ${target.pattern}`,
    probe: { marker, payloads: used },
  };
}
