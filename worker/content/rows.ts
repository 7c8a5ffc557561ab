/**
 * The typed row layer every D1 query module reads through: rows checked against their schema in
 * tables.ts, JSON columns read with the content schemas, optional text, paging.
 */
import * as v from 'valibot';
import type { Pagination } from '../../shared/types/api';
import { countRow } from './tables';

/** A D1 result whatever row type the batch it came from declared. */
type Result = Pick<D1Result<unknown>, 'results'> | undefined;

/** A row checked against its schema; a row that does not fit is a bug between a migration and a query. */
export function rowOf<T extends v.GenericSchema>(schema: T, row: unknown): v.InferOutput<T> {
  const checked = v.safeParse(schema, row);
  if (checked.success) return checked.output;
  const [issue] = checked.issues;
  throw new Error(`D1 row does not fit its schema: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
}

/** The rows of a result (a missing result has none), each checked against `schema`. */
export const rowsOf = <T extends v.GenericSchema>(schema: T, result: Result): v.InferOutput<T>[] =>
  (result?.results ?? []).map((row) => rowOf(schema, row));

/** The first row of a statement, checked; null when there is none. */
export async function firstOf<T extends v.GenericSchema>(
  schema: T,
  statement: D1PreparedStatement,
): Promise<v.InferOutput<T> | null> {
  const row = await statement.first();
  return row === null ? null : rowOf(schema, row);
}

/** Every row of a statement, checked. */
export const allOf = async <T extends v.GenericSchema>(schema: T, statement: D1PreparedStatement) =>
  rowsOf(schema, await statement.all());

/**
 * A JSON column read with the content schema of what was imported into it. A malformed value, or
 * one of another shape, reads as the fallback instead of failing the page. The value is returned
 * as stored (checked, not copied), so answers keep the imported field order.
 */
export function jsonOf<T extends v.GenericSchema>(
  value: string | null | undefined,
  schema: T,
  fallback: v.InferInput<T>,
): v.InferInput<T> {
  if (typeof value !== 'string') return fallback;
  try {
    const parsed: unknown = JSON.parse(value);
    return v.is(schema, parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** NULL columns become absent fields, so responses carry no `"titlePa": null` noise. */
export const opt = (v: string | null | undefined): string | undefined => (v ? v : undefined);

/** An optional text column as valibot reads it. */
type Maybe = string | null | undefined;

/** The bilingual title and intro of a row, the Punjabi ones only when set (featured, events). */
export const titleIntro = (r: { title: string; title_pa?: Maybe; intro: string; intro_pa?: Maybe }) => ({
  title: r.title,
  titlePa: opt(r.title_pa),
  intro: r.intro,
  introPa: opt(r.intro_pa),
});

/** The text and picture of an episode or an originals item row: title, tagline, description, image, length. */
export const mediaText = (r: {
  title: string;
  title_pa?: Maybe;
  tagline?: Maybe;
  description: string;
  description_pa?: Maybe;
  image: string;
  duration: number;
}) => ({
  title: r.title,
  titlePa: opt(r.title_pa),
  tagline: opt(r.tagline),
  description: r.description,
  descriptionPa: opt(r.description_pa),
  image: r.image,
  duration: r.duration,
});

/** Drops keys whose value is undefined (JSON.stringify would too, but tests compare objects). */
export function compact<T extends object>(o: T): T {
  const copy = { ...o };
  for (const key of Object.keys(copy)) if (Reflect.get(copy, key) === undefined) Reflect.deleteProperty(copy, key);
  return copy;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** LIMIT/OFFSET for a 1-based page. */
export const pageWindow = (page: number, size: number): PageWindow => ({ limit: size, offset: (page - 1) * size });

/** The pagination block for `total` items; a page past the end keeps its number and gets no items. */
export function pagination(page: number, size: number, total: number): Pagination {
  return { current_page: page, total_pages: Math.max(1, Math.ceil(total / size)), per_page: size, total };
}

/** The `n` of a COUNT(*) AS n query's result. */
export const countOf = (r: Result): number => rowsOf(countRow, r)[0]?.n ?? 0;
