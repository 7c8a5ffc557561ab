/**
 * Small helpers shared by the D1 query modules: JSON columns, optional text, paging.
 */
import type { Pagination } from '../../shared/types/api';

/** Parses a JSON column; a malformed value reads as the fallback instead of failing the page. */
export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** NULL columns become absent fields, so responses carry no `"titlePa": null` noise. */
export const opt = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Drops keys whose value is undefined (JSON.stringify would too, but tests compare objects). */
export function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
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

/** The first row's `n` of a COUNT(*) AS n query. */
export const countOf = (r: D1Result<{ n: number }> | undefined): number => r?.results[0]?.n ?? 0;
