/**
 * The outcome of a form posted without JavaScript, carried across its 303 redirect to the next
 * page view in a one-minute cookie, and read (and deleted) when that page renders: the result
 * shows once, and a reload neither shows it again nor posts again. HttpOnly: only the worker
 * reads it; the page state carries it to the browser for hydration. The post's D1 bookmark goes
 * with it in a cookie of its own (`carryBookmark`), so the page after the post reads D1 from after
 * the write (db/session.ts), and is dropped with it.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type FormEcho, isFormName } from '../../shared/forms/echo';
import { cutCodePoints } from '../../shared/format/code-points';
import { BOOKMARK_COOKIE } from '../db/session';

const FLASH_COOKIE = 'form_result';

/**
 * A cookie holds about 4 KB: typed values are cut to what a real address or number needs, in
 * characters (code points), so the echo never shows half an emoji.
 */
const KEEP = 300;

/** For the next page view only: one minute, the worker's alone. */
const nextView = (c: Context) =>
  ({
    path: '/',
    maxAge: 60,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  }) as const;

/** Leaves the outcome of a form posted without JavaScript for the next page view (one minute). */
export function setFlash(c: Context, echo: FormEcho): void {
  const values = Object.fromEntries(Object.entries(echo.values).map(([k, v]) => [k, cutCodePoints(v, KEEP)]));
  setCookie(c, FLASH_COOKIE, encodeURIComponent(JSON.stringify({ ...echo, values })), nextView(c));
}

/** Leaves the post's D1 bookmark for the next page view, whose reads then start after the write. */
export function carryBookmark(c: Context, bookmark: string | null): void {
  if (bookmark) setCookie(c, BOOKMARK_COOKIE, bookmark, nextView(c));
}

const isStrings = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** The echo the previous POST left, checked field by field (a cookie is visitor input), or null. */
export function readFlash(raw: string | undefined): FormEcho | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(decodeURIComponent(raw)) as Partial<FormEcho>;
    if (!isFormName(v.form) || typeof v.ok !== 'boolean' || !isStrings(v.values) || !isStrings(v.errors)) return null;
    const detail = typeof v.detail === 'string' ? v.detail : null;
    return { form: v.form, ok: v.ok, values: v.values, errors: v.errors, detail };
  } catch {
    return null;
  }
}

/** Takes the flash for this page view, deleting its cookies (and the bookmark's) in the same answer. */
export function takeFlash(c: Context): FormEcho | null {
  // This view's reads have the bookmark already (worker/index.ts, inProcessApi); later ones need not wait for it.
  if (getCookie(c, BOOKMARK_COOKIE) !== undefined) deleteCookie(c, BOOKMARK_COOKIE, { path: '/' });
  const raw = getCookie(c, FLASH_COOKIE);
  if (raw === undefined) return null;
  deleteCookie(c, FLASH_COOKIE, { path: '/' });
  return readFlash(raw);
}
