/**
 * The data saver (issue 28): a visitor whose browser sends `Save-Data: on`, or who turned on
 * "Data saver" in the radio bar (a cookie, so the server renders what the browser will), gets
 * lighter pages. The cookie wins over the header both ways: "off" is how a visitor whose browser
 * always sends the header gets the full pages back. Pure, so the worker, the page cache and the
 * radio bar's menu read one rule.
 */

/** The cookie the radio bar's toggle writes: "on" or "off". */
export const SAVE_DATA_COOKIE = 'save-data';

/** The cookie's value in a Cookie header, or null without one (or with another value). */
function cookieChoice(cookie: string | null): boolean | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name !== SAVE_DATA_COOKIE) continue;
    if (value === 'on' || value === 'off') return value === 'on';
  }
  return null;
}

/**
 * Whether a request asks for the lighter pages: the cookie when set, else the Save-Data client
 * hint (its one defined value is "on", RFC-style token, any case).
 */
export function wantsSaveData(headers: Headers): boolean {
  const chosen = cookieChoice(headers.get('cookie'));
  if (chosen !== null) return chosen;
  return headers.get('save-data')?.trim().toLowerCase() === 'on';
}

/** The cookie for the toggle's choice: a year, the whole site, readable by the server only as a preference. */
export const saveDataCookie = (on: boolean): string =>
  `${SAVE_DATA_COOKIE}=${on ? 'on' : 'off'}; path=/; max-age=31536000; samesite=lax`;
