/**
 * The language cookie's removal (spec doc 1 §4: "Setting it stores a cookie named lang at path /
 * and removes the cookie when the value is empty"): `?lang=` with no value drops the cookie and
 * answers with the same address, never an error.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helpers';

describe('?lang= with an empty value', () => {
  it('removes the cookie (Max-Age=0, path /) and sends the visitor to the same address without lang', async () => {
    const res = await call('/news?lang=', { headers: { cookie: 'lang=pa' }, redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/news');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lang=;/);
    expect(cookie).toMatch(/Max-Age=0/);
    expect(cookie).toMatch(/Path=\//);
    // Per visitor: no shared cache may keep an answer that changes a cookie.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the address its language and the rest of the query', async () => {
    const res = await call('/pa/contact?about=%2Fnews&lang=', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/pa/contact?about=%2Fnews');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=;.*Max-Age=0/);
  });

  it('treats a blank value as empty, and the page it leads to answers 200 in its own language', async () => {
    const res = await call('/shows?lang=%20', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const page = await call(res.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en-CA">');
  });

  it('still stores a chosen language', async () => {
    const res = await call('/news?lang=pa', { redirect: 'manual' });
    expect(res.headers.get('set-cookie')).toMatch(/^lang=pa;.*Max-Age=31536000/);
  });
});
