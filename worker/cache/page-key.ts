/**
 * Which page requests the page cache may answer, and under which key. The key is the page's
 * address in its language (`/pa/news` and `/news` are two keys; issue 13's URL per language)
 * and nothing of its query, so junk and tracking parameters (`?fbclid=`, `?utm_source=`) neither
 * split the cache nor reach the render: the cache renders the canonical address, never the
 * visitor's. The one query a page reads, the contact form's `?about=`, can name any path of the
 * site: a contact page carrying one is rendered for its visitor and never stored, so no value
 * makes a key (issue 23). The partners' player, /embed/radio, keys on its two parameters.
 */
import { LANG_COOKIE } from '../../shared/constants';
import { SAVE_DATA_COOKIE } from '../../shared/saver/data-saver';
import { sameSitePath } from '../../shared/forms/path';
import { splitLanguage } from '../../shared/routing/lang-path';
import { EMBED_PATH, embedQuery, embedSearch } from '../embed/params';
import { clientBuild } from '../render/assets';
import { PAGE_KEYS } from './page-policy';

/** KV keys are at most 512 bytes; a longer address is rendered without the cache. */
const MAX_KEY_BYTES = 512;

/** Search results: the visitor's own text, and answers the contract itself never caches. */
const SEARCH_TEXT = /^\/search\/[^/]/;

/**
 * The contact form's `?about=` (the page a report is about), the only query a page reads
 * (shared/loaders/contact.ts).
 */
const CONTACT = /^\/contact(?:\/|$)/;

/**
 * The address the cache keys and renders: the path as asked (with its language prefix), without
 * its query; null when the page is not cached: search results, and a contact page naming a
 * reported page (a value its loader would read: one that it would not is dropped like any junk).
 */
export function pageCacheUrl(url: URL): URL | null {
  // The partners' player reads its query (stream, lang): kept in its one spelling, other junk
  // dropped; a bad value is a 400 rendered for its visitor.
  if (url.pathname === EMBED_PATH) {
    const query = embedQuery(url.searchParams);
    return query.ok ? new URL(EMBED_PATH + embedSearch(query), url.origin) : null;
  }
  const { path } = splitLanguage(url.pathname);
  if (SEARCH_TEXT.test(path) || path === EMBED_PATH) return null;
  if (CONTACT.test(path) && sameSitePath(url.searchParams.get('about'))) return null;
  const out = new URL(url.pathname, url.origin);
  return new TextEncoder().encode(pageKey(out)).length > MAX_KEY_BYTES ? null : out;
}

/**
 * The KV key of a page address as rendered by a client build: `page:1x9k2a/pa/news/bc`. A page
 * names its build's hashed script and stylesheet files, which a deploy removes, so each build
 * keeps its own pages (the old ones expire with PAGE_KEEP_SECONDS, or go with any purge). The
 * data saver's lighter page (issue 28) is another copy, `… save-data` (a space: never in a path).
 */
export const pageKey = (url: URL, build = clientBuild, saveData = false): string =>
  `${PAGE_KEYS}${build}${url.pathname}${url.search}${saveData ? ' save-data' : ''}`;

/**
 * Whether a request is anonymous: no credentials, and no cookie but the language choice (which
 * cannot change a page's bytes once the language middleware has run) and the data saver's (which
 * picks one of two kept copies, pageKey). Any other cookie (a form's
 * one-time outcome, a session) means the answer may be personal: rendered, never stored.
 */
export function anonymous(headers: Headers): boolean {
  if (headers.has('authorization')) return false;
  const cookie = headers.get('cookie');
  if (!cookie) return true;
  return cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .every((name) => name === '' || name === LANG_COOKIE || name === SAVE_DATA_COOKIE);
}
