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

/** A path's segments, URI-decoded once; null for one that is not a valid escape (it matches nothing). */
type Parts = readonly (string | null)[];

function decodedParts(path: string): Parts {
  return path
    .split('/')
    .filter(Boolean)
    .map((raw) => {
      try {
        return decodeURIComponent(raw);
      } catch {
        return null;
      }
    });
}

function matchParts(segments: readonly Segment[], parts: Parts): Params | null {
  if (parts.length > segments.length) return null;
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as Segment;
    const value = parts[i];
    if (value === undefined) {
      if ('literal' in seg || !seg.optional) return null;
      params[seg.name] = undefined;
      continue;
    }
    if (value === null) return null;
    if ('literal' in seg) {
      if (seg.literal !== value) return null;
    } else {
      if (seg.test && !seg.test.test(value)) return null;
      params[seg.name] = value;
    }
  }
  return params;
}

/** The params of `path` for `pattern`, or null when it does not match. Segments are URI-decoded. */
export function matchPath(pattern: string, path: string): Params | null {
  return matchParts(segmentsOf(pattern), decodedParts(path));
}

/**
 * `matchPath` for one path against many patterns (a route table, first match wins): the path is
 * split and decoded once, not once per route (issue 29: the worker matched the table twice per
 * page, ~3 % of an uncached article's CPU).
 */
export function pathMatcher(path: string): (pattern: string) => Params | null {
  const parts = decodedParts(path);
  return (pattern) => matchParts(segmentsOf(pattern), parts);
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
