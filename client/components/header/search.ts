/**
 * The search field's rules (spec §2 "Site shell", §5, §9), kept pure so the bar field, the
 * drawer field and the tests share one reading of them.
 */

/** Spec §5/§9: the search input holds at most 27 characters. */
export const SEARCH_MAX_LENGTH = 27;

/**
 * Where submitting `text` goes: '/search/{text}' for a non-blank term, or null when the term is
 * blank or whitespace only (spec §5: such a term is not submitted, the field just closes).
 * The term is trimmed and encoded so spaces, '/', '?' and Gurmukhi survive as one path segment.
 */
export function searchTarget(text: string): string | null {
  const term = text.trim();
  if (!term) return null;
  return `/search/${encodeURIComponent(term)}`;
}
