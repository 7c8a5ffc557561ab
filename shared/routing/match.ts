/**
 * A small path matcher for the route table. Patterns are segments: literal, `:name`,
 * `:name?` (optional) and `:name(regex)` (constrained, e.g. `:page(\d+)` for digits only).
 * Optional segments may only be trailing, as in the spec's routes.
 */

export type Params = Record<string, string | undefined>;

/** A literal segment, or a named parameter (optional, constrained by a regex). */
type Segment = { literal: string } | { name: string; optional: boolean; test?: RegExp };

const SEGMENT = /^:(\w+)(?:\((.+)\))?(\?)?$/;

function parse(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const m = SEGMENT.exec(part);
      if (!m?.[1]) return { literal: part };
      return { name: m[1], optional: Boolean(m[3]), ...(m[2] ? { test: new RegExp(`^(?:${m[2]})$`) } : {}) };
    });
}

const cache = new Map<string, Segment[]>();

/** The params of `path` for `pattern`, or null when it does not match. Segments are URI-decoded. */
export function matchPath(pattern: string, path: string): Params | null {
  const segments = cache.get(pattern) ?? parse(pattern);
  cache.set(pattern, segments);
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
 * A segment the route's pattern makes required. Loaders read their params through this, so a
 * pattern edited without its loader fails loudly here instead of fetching `/api/…/undefined`.
 */
export function requiredParam(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`route pattern has no required :${name}`);
  return value;
}
