/**
 * Readers for the loosely typed parts of a section-built page: a section's `items` and `data` are
 * whatever the CMS sends for that handle (spec doc 2 §3 lists the names, not the shapes), so each
 * field is read with its type checked and a missing or wrong one reads as absent, never a crash.
 */
import type { Lang } from '../types/content';
import { pick } from '../format/pick';

export type Fields = Record<string, unknown>;

/** `v` as an object of fields, or an empty one. */
export const fieldsOf = (v: unknown): Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : {};

/** The objects of a list (anything else in it is skipped). */
export const recordsOf = (v: unknown): Fields[] =>
  Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null && !Array.isArray(x)).map(fieldsOf) : [];

/** A string field, or undefined. */
export const textOf = (o: Fields, key: string): string | undefined => {
  const v = o[key];
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
};

/** A field and its Punjabi twin (`key` + 'Pa') in the visitor's language. */
export const localised = (o: Fields, key: string, lang: Lang): string =>
  pick(lang, textOf(o, key), textOf(o, `${key}Pa`));
