import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { FormEcho } from '../../shared/forms/echo';
import { readFlash, setFlash } from './flash';

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('readFlash', () => {
  it('reads an echo back', () => {
    const echo = { form: 'email', ok: false, values: { email: 'nope' }, errors: { email: 'Bad.' }, detail: null };
    expect(readFlash(enc(echo))).toEqual(echo);
  });
  it('refuses anything else: it is visitor input', () => {
    expect(readFlash(undefined)).toBeNull();
    expect(readFlash('%E0%A4%A')).toBeNull();
    expect(readFlash(enc({ form: 'admin', ok: true, values: {}, errors: {} }))).toBeNull();
    expect(readFlash(enc({ form: 'email', ok: true, values: { email: 3 }, errors: {} }))).toBeNull();
  });
});

describe('setFlash', () => {
  /** The echo as the next page view reads it back from the cookie setFlash wrote. */
  async function roundTrip(echo: FormEcho): Promise<FormEcho | null> {
    const app = new Hono().post('/', (c) => {
      setFlash(c, echo);
      return c.body(null, 303);
    });
    const cookie = (await app.request('/', { method: 'POST' })).headers.get('set-cookie') ?? '';
    // Hono encodes a cookie's value once more; the next request's getCookie decodes it.
    return readFlash(decodeURIComponent(/form_result=([^;]*)/.exec(cookie)?.[1] ?? ''));
  }

  it('cuts a typed value to 300 characters, an emoji counting as one and never halved', async () => {
    const message = `${'a'.repeat(299)}${'😀'.repeat(5)}`;
    const echo: FormEcho = { form: 'email', ok: false, values: { email: message }, errors: {}, detail: null };
    const kept = (await roundTrip(echo))?.values.email ?? '';
    // Checked as a boolean first: a lone surrogate in a failure message breaks the test reporter.
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(kept), 'half an emoji kept').toBe(false);
    expect(kept).toBe(`${'a'.repeat(299)}😀`);
  });
});
