/**
 * Server-side validation of the three forms (spec doc 2 §5: "validation is done by the server").
 * Pure: takes the submitted strings, returns either clean values or per-field messages in the
 * visitor's language, in the `validateErrors` shape the pages already show beside each field.
 * The messages are interface strings: shared/i18n/{en,pa}.ts, keys `form.*`.
 */
import { email, is, maxLength, pipe, string } from 'valibot';
import type { Lang } from '../../../shared/types/content';
import { isContactType } from '../../../shared/content-kinds';
import { t } from '../../../shared/i18n/translate';
import { sameSitePath } from '../../../shared/forms/path';

type FieldErrors = Record<string, string[]>;
export type Submitted = Record<string, string | undefined>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * valibot's email rule (a kept library's, not our own regex): word characters, dots, + and - before
 * the @, a dotted domain with a TLD of letters after it; so quotes, angle brackets, slashes and
 * spaces never get in (`"><svg/onload=1>x@a.bc` is refused).
 */
const EMAIL = pipe(string(), maxLength(254), email());

/** An email address trimmed and lower-cased, or null if it is not one. */
export function normalizeEmail(raw: string): string | null {
  const v = raw.trim().toLowerCase();
  return is(EMAIL, v) ? v : null;
}

/**
 * A phone number as international digits (no plus), or null. Separators are dropped; a leading
 * + or 00 marks the country code; a bare 10-digit North American number gets the 1 it implies.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return null;
  const international = /^(\+|00)/.test(compact);
  let digits = compact.replace(/^(\+|00)/, '');
  if (!international && /^[2-9]\d{9}$/.test(digits)) digits = `1${digits}`;
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? digits : null;
}

interface Rule {
  required?: boolean;
  max: number;
  check?: (v: string) => string | null;
  /** The message when `check` refuses the value. */
  invalid?: 'form.email.invalid' | 'form.phone.invalid' | 'form.type.invalid' | 'form.about.invalid';
}

/** The accepted values of a form: its required fields as strings, the others optional. */
type Valid<R extends Record<string, Rule>> = {
  [F in keyof R as R[F] extends { required: true } ? F : never]: string;
} & { [F in keyof R as R[F] extends { required: true } ? never : F]?: string };

/** Applies rules to submitted fields; fields without a rule are ignored (never stored). */
function checkFields<const R extends Record<string, Rule>>(input: Submitted, rules: R, lang: Lang): Checked<Valid<R>> {
  const errors: FieldErrors = {};
  const value: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = (input[field] ?? '').normalize('NFC').trim();
    if (raw === '') {
      if (rule.required) errors[field] = [t(lang, 'form.required')];
      continue;
    }
    if (raw.length > rule.max) {
      errors[field] = [t(lang, 'form.tooLong', { max: rule.max })];
      continue;
    }
    const clean = rule.check ? rule.check(raw) : raw;
    if (clean === null) errors[field] = [t(lang, rule.invalid ?? 'form.required')];
    else value[field] = clean;
  }
  // With no errors, every required field was non-empty and passed its check, so it is in `value`.
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as Valid<R> };
}

const CONTACT_RULES = {
  firstName: { required: true, max: 100 },
  lastName: { required: true, max: 100 },
  email: { required: true, max: 254, check: normalizeEmail, invalid: 'form.email.invalid' },
  phone: { max: 40, check: normalizePhone, invalid: 'form.phone.invalid' },
  subject: { required: true, max: 200 },
  message: { required: true, max: 5000 },
  type: {
    max: 50,
    check: (v: string) => (isContactType(v) ? v : null),
    invalid: 'form.type.invalid',
  },
  /** The page a 'REPORT AN ERROR' link came from: a path of this site only. */
  about: { max: 300, check: sameSitePath, invalid: 'form.about.invalid' },
} satisfies Record<string, Rule>;

/** The contact form: firstName, lastName, email, subject and message required; phone, type and about optional. */
export const checkContact = (input: Submitted, lang: Lang) => checkFields(input, CONTACT_RULES, lang);

/** The newsletter form: one email. */
export const checkEmailSubscription = (input: Submitted, lang: Lang) =>
  checkFields(
    input,
    { email: { required: true, max: 254, check: normalizeEmail, invalid: 'form.email.invalid' } },
    lang,
  );

/** The messaging-app list: one phone number. */
export const checkPhoneSubscription = (input: Submitted, lang: Lang) =>
  checkFields(
    input,
    { phone: { required: true, max: 40, check: normalizePhone, invalid: 'form.phone.invalid' } },
    lang,
  );
