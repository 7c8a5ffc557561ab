/**
 * A small path matcher for the route table. Patterns are segments: literal, `:name`,
 * `:name?` (optional) and `:name(regex)` (constrained, e.g. `:page(\d+)` for digits only).
 * Optional segments may only be trailing, as in the spec's routes.
 */

export type Params = Record<string, string | undefined>;

/**
 * The constraint of a number segment (a page number, an id): `:page${NUMBER}`. Such a segment
 * has one spelling per number, so `plainNumbers` can tell `007` from `7`.
 */
export const NUMBER = '(\\d+)';

/** A literal segment, or a named parameter (optional, constrained by a regex, a number). */
type Segment = { literal: string } | { name: string; optional: boolean; test?: RegExp; number: boolean };

const SEGMENT = /^:(\w+)(?:\((.+)\))?(\?)?$/;

function parse(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const m = SEGMENT.exec(part);
      if (!m?.[1]) return { literal: part };
      const test = m[2] ? { test: new RegExp(`^(?:${m[2]})$`) } : {};
      return { name: m[1], optional: Boolean(m[3]), number: `(${m[2]})` === NUMBER, ...test };
    });
}

const cache = new Map<string, Segment[]>();

function segmentsOf(pattern: string): Segment[] {
  const segments = cache.get(pattern) ?? parse(pattern);
  cache.set(pattern, segments);
  return segments;
}

/** The params of `path` for `pattern`, or null when it does not match. Segments are URI-decoded. */
export function matchPath(pattern: string, path: string): Params | null {
  const segments = segmentsOf(pattern);
  const parts = path.split('/').filter(Boolean);
  if (parts.length > segments.length) return null;
  const params: Params = {};
  for (const [i, seg] of segments.entries()) {
    const raw = parts[i];
    if (raw === undefined) {
      if ('literal' in seg || !seg.optional) return null;
      params[seg.name] = undefined;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if ('literal' in seg) {
      if (seg.literal !== value) return null;
    } else {
      if (seg.test && !seg.test.test(value)) return null;
      params[seg.name] = value;
    }
  }
  return params;
}

/**
 * The path of a match written with its numbers plain (`/news/bc/007` → `/news/bc/7`), or null
 * when they already are. Every spelling of a number is the same page, and each one would be a
 * cache key of its own: the worker redirects to this one before any cache work
 * (worker/middleware/one-spelling.ts), and the browser's router follows the same redirect.
 * Only segments the pattern makes numbers (`NUMBER`) are touched; `path` must match `pattern`.
 */
export function plainNumbers(pattern: string, path: string): string | null {
  const segments = segmentsOf(pattern);
  let changed = false;
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((raw, i) => {
      const seg = segments[i];
      if (!seg || 'literal' in seg || !seg.number) return raw;
      // The matcher decoded the segment before testing it: `%30%37` is a padded 7 too.
      const plain = decodeURIComponent(raw).replace(/^0+(?=\d)/, '');
      if (plain === raw) return raw;
      changed = true;
      return plain;
    });
  return changed ? `/${parts.join('/')}` : null;
}

/**
 * A segment the route's pattern makes required. Loaders read their params through this, so a
 * pattern edited without its loader fails loudly here instead of fetching `/api/…/undefined`.
 */
export function requiredParam(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`route pattern has no required :${name}`);
  return value;
}
