import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { pa } from '../../../shared/i18n/pa';
import {
  checkContact,
  checkEmailSubscription,
  checkPhoneSubscription,
  normalizeEmail,
  normalizePhone,
} from './validate';

describe('normalizePhone', () => {
  it.each([
    ['+1 (604) 555-0199', '16045550199'],
    ['604.555.0199', '16045550199'],
    ['0091 98765 43210', '919876543210'],
    ['+91 98765-43210', '919876543210'],
  ])('reads %s as %s', (raw, digits) => expect(normalizePhone(raw)).toBe(digits));

  it.each(['12', 'phone', '+0 123 456 789', '1234567890123456', '555-0199'])('rejects %s', (raw) =>
    expect(normalizePhone(raw)).toBeNull(),
  );
});

describe('normalizeEmail', () => {
  it('trims and lower-cases a real address and rejects others', () => {
    expect(normalizeEmail('  A.B@Example.CA ')).toBe('a.b@example.ca');
    expect(normalizeEmail('a@b')).toBeNull();
    expect(normalizeEmail('a b@c.de')).toBeNull();
    expect(normalizeEmail(`${'a'.repeat(250)}@b.cd`)).toBeNull();
  });

  it('refuses markup and quotes by valibot’s email rule', () => {
    expect(normalizeEmail('"><svg/onload=1>x@a.bc')).toBeNull();
    expect(normalizeEmail('a<b>@c.de')).toBeNull();
    expect(normalizeEmail('first.last+tag@sub.example.org')).toBe('first.last+tag@sub.example.org');
  });
});

describe('checkContact', () => {
  const valid = { firstName: 'A', lastName: 'B', email: 'a@b.cd', subject: 'S', message: 'M' };

  it('accepts the required fields alone: phone and type are optional', () => {
    const r = checkContact(valid, 'en');
    expect(r.ok && r.value).toEqual(valid);
  });

  it('treats whitespace as empty and reports limits in the visitor language', () => {
    const r = checkContact({ ...valid, firstName: '   ', subject: 'x'.repeat(201) }, 'en');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.firstName).toEqual(['This field is required.']);
      expect(r.errors.subject).toEqual(['Ensure this field has no more than 200 characters.']);
    }
    const pa = checkContact({ ...valid, subject: 'x'.repeat(201) }, 'pa');
    expect(!pa.ok && pa.errors.subject?.[0]).toContain('200');
  });

  it('ignores fields that are not part of the form', () => {
    const r = checkContact({ ...valid, admin: 'yes' }, 'en');
    expect(r.ok && 'admin' in r.value).toBe(false);
  });

  it('takes every message from the translation files, in the visitor language', () => {
    const bad = { email: 'nope', phone: '12', type: 'Not A Type', subject: 'x'.repeat(201) };
    const r = checkContact(bad, 'pa');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      firstName: [pa['form.required']],
      lastName: [pa['form.required']],
      email: [pa['form.email.invalid']],
      phone: [pa['form.phone.invalid']],
      type: [pa['form.type.invalid']],
      subject: ['ਇਸ ਖ਼ਾਨੇ ਵਿੱਚ 200 ਤੋਂ ਵੱਧ ਅੱਖਰ ਨਹੀਂ ਹੋ ਸਕਦੇ।'],
      message: [pa['form.required']],
    });
    // The Punjabi wording is the one the forms have always answered with.
    expect(pa['form.required']).toBe('ਇਹ ਖ਼ਾਨਾ ਭਰਨਾ ਲਾਜ਼ਮੀ ਹੈ।');
    const inEnglish = checkContact(bad, 'en');
    expect(!inEnglish.ok && inEnglish.errors.type).toEqual([en['form.type.invalid']]);
  });
});

describe('subscriptions', () => {
  it('answer a bad address or number in the visitor language', () => {
    expect(checkEmailSubscription({ email: 'a@b' }, 'en')).toEqual({
      ok: false,
      errors: { email: ['Enter a valid email address.'] },
    });
    expect(checkPhoneSubscription({ phone: 'call me' }, 'pa')).toEqual({
      ok: false,
      errors: { phone: ['ਦੇਸ਼ ਦੇ ਕੋਡ ਸਮੇਤ ਸਹੀ ਫ਼ੋਨ ਨੰਬਰ ਲਿਖੋ।'] },
    });
    expect(checkPhoneSubscription({}, 'en')).toEqual({ ok: false, errors: { phone: ['This field is required.'] } });
  });
});
