/**
 * The outcome of a form posted without JavaScript, carried across its 303 redirect to the next
 * page view in a one-minute cookie, and read (and deleted) when that page renders: the result
 * shows once, and a reload neither shows it again nor posts again. HttpOnly: only the worker
 * reads it; the page state carries it to the browser for hydration.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type FormEcho, isFormName } from '../../shared/forms/echo';
import { cutCodePoints } from '../../shared/format/text';

const FLASH_COOKIE = 'form_result';

/**
 * A cookie holds about 4 KB: typed values are cut to what a real address or number needs, in
 * characters (code points), so the echo never shows half an emoji.
 */
const KEEP = 300;

/** Leaves the outcome of a form posted without JavaScript for the next page view (one minute). */
export function setFlash(c: Context, echo: FormEcho): void {
  const values = Object.fromEntries(Object.entries(echo.values).map(([k, v]) => [k, cutCodePoints(v, KEEP)]));
  setCookie(c, FLASH_COOKIE, encodeURIComponent(JSON.stringify({ ...echo, values })), {
    path: '/',
    maxAge: 60,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
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

/** Takes the flash for this page view, deleting the cookie in the same answer. */
export function takeFlash(c: Context): FormEcho | null {
  const raw = getCookie(c, FLASH_COOKIE);
  if (raw === undefined) return null;
  deleteCookie(c, FLASH_COOKIE, { path: '/' });
  return readFlash(raw);
}
