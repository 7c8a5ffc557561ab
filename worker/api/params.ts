/**
 * Parsing of path and query parameters shared by the API routes. Bad input is a 404 (an address
 * that does not exist), never an exception that would surface as a 500.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Lang } from '../../shared/types/content';

/** The `?page=` number: 1 when absent, null when it is not a positive whole number of digits. */
export function pageParam(value: string | undefined): number | null {
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The contract's locale segment: en_us for English, pa for Punjabi (spec §7); null if neither. */
export function localeSegment(value: string): Lang | null {
  return value === 'en_us' ? 'en' : value === 'pa' ? 'pa' : null;
}

/** A positive integer id from a path segment, or null. */
export function idParam(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/**
 * The answer of a route by numeric id: what `load` finds for the id segment as JSON, or a 404
 * saying `missing` (for a segment that is not an id, too).
 */
export async function foundById<T extends object>(
  c: Context<AppEnv>,
  segment: string,
  load: (db: D1Database, id: number) => Promise<T | null>,
  missing: string,
): Promise<Response> {
  const id = idParam(segment);
  const found = id === null ? null : await load(c.env.DB, id);
  return found ? c.json(found) : notFound(c, missing);
}

/** The JSON 404 every route answers for something that does not exist. */
export const notFound = (c: Context, what = 'Not found') => c.json({ error: what, status: 404 }, 404);

/** The JSON 405 for a method an address does not take, naming the ones it does (RFC 9110 §15.5.6). */
export const methodNotAllowed = (c: Context, allow: string) =>
  c.json({ error: 'Method not allowed', status: 405 }, 405, { allow });
