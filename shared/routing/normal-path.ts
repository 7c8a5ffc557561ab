/**
 * A path's escapes in their normal form (RFC 3986 §6.2.2), so that one address has one spelling:
 * `/news/%62c` is `/news/bc`, `/search/%e0%a8` is `/search/%E0%A8`. Browsers send the normal form
 * of the site's own links; any other spelling would be a page of its own to the page cache, and
 * there are two to the power of a path's length of them (issue 23).
 */

/** The characters a path never needs to escape (RFC 3986 "unreserved"). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** The path with escaped unreserved characters written as themselves, every other escape in upper case. */
export function normalPath(pathname: string): string {
  // Most addresses have no escape at all (a regular expression pass over each was ~1 % of an uncached page).
  if (!pathname.includes('%')) return pathname;
  return pathname.replace(/%[0-9A-Fa-f]{2}/g, (escaped) => {
    const char = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
    return UNRESERVED.test(char) ? char : escaped.toUpperCase();
  });
}
