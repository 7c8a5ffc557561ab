import { describe, expect, it } from 'vitest';
import { checkContact, normalizeEmail, normalizePhone } from './validate';

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
    expect(!pa.ok && pa.errors.subject![0]).toContain('200');
  });

  it('ignores fields that are not part of the form', () => {
    const r = checkContact({ ...valid, admin: 'yes' }, 'en');
    expect(r.ok && 'admin' in r.value).toBe(false);
  });
});
