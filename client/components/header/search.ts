/**
 * The search field's rules (spec §2 "Site shell", §5, §9), kept pure so the bar field, the
 * drawer field, the search page, the worker's redirect of a form sent without JavaScript
 * (worker/middleware/search-query.ts) and the tests share one reading of them.
 */
import { cutCodePoints } from '../../../shared/format/code-points';

/** Spec §5/§9: the search input holds at most 27 characters. */
export const SEARCH_MAX_LENGTH = 27;

/**
 * What the search field holds of typed or pasted `text`: its first 27 characters, counted in
 * code points. The input's own `maxlength` counts UTF-16 units, so it would hold only 13 emoji,
 * and would tell the browser one length and the worker another.
 */
export const searchText = (text: string): string => cutCodePoints(text, SEARCH_MAX_LENGTH);

/**
 * Where submitting `text` goes: '/search/{text}' for a non-blank term, or null when the term is
 * blank or whitespace only (spec §5: such a term is not submitted, the field just closes).
 * The term is cut to the field's length (searchText), trimmed and encoded so spaces, '/', '?',
 * Gurmukhi and emoji survive as one path segment.
 */
export function searchTarget(text: string): string | null {
  const term = searchText(text).trim();
  if (!term) return null;
  return `/search/${encodeURIComponent(term)}`;
}

/** Where the search goes for `text`: its results (searchTarget), or the empty search page for a blank term. */
export const searchPath = (text: string): string => searchTarget(text) ?? '/search';

/** The search form's classes: its variant, whether the field is open, and the caller's own. */
export function searchFieldClass(variant: 'bar' | 'drawer', open: boolean, className?: string): string {
  return ['header-search', `header-search--${variant}`, open ? 'is-open' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}
