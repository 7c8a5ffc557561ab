import { describe, expect, it } from 'vitest';
import { readFlash } from './flash';

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
