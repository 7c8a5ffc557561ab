/**
 * POST /api/contact-form, /api/subscribe-mailchimp and /api/subscribe-whatsapp (spec doc 2 §7)
 * for the embedded service. Each validates on the server, stores in D1 before replying, and
 * answers { success: true } or 400 { success: false, validateErrors }. A repeated subscription
 * is a success that stores nothing new.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import type { FormReply } from '../../../shared/types/api';
import type { Lang } from '../../../shared/types/content';
import { t } from '../../../shared/i18n/translate';
import { formLang } from './form-lang';
import { forwardSoon, queueEmailSubscription } from '../../mail/outbox';
import { checkContact, checkEmailSubscription, checkPhoneSubscription, type Checked, type Submitted } from './validate';

/** Mounted under /api by the contract, which also limits the body size (in both modes). */
export const formsApi = new Hono<AppEnv>().basePath('/api');

/** Messages follow the page the form was sent from (form-lang.ts: its header, Referer, then the cookie). */
export const langOf = (c: Context<AppEnv>): Lang => formLang(c.req.raw.headers, c.req.url, c.env.SITE_URL);

/** The submitted text fields, or a 415 reply when the body is not a form. */
async function formFields(c: Context<AppEnv>, lang: Lang): Promise<Submitted | Response> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    return c.json<FormReply>({ success: false, error: { detail: t(lang, 'form.notAForm') } }, 415);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return c.json<FormReply>({ success: false, error: { detail: t(lang, 'form.unreadable') } }, 400);
  }
  // Files and repeated fields are not part of any form here: only single text values count.
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
}

/**
 * Validates, stores, replies: the shared shape of all three forms, in both modes. `store` may
 * answer instead of the success reply (proxied mode: the CMS refused the fields at once).
 */
export async function handle<T>(
  c: Context<AppEnv>,
  check: (s: Submitted, l: Lang) => Checked<T>,
  store: (v: T, lang: Lang) => Promise<unknown>,
) {
  const lang = langOf(c);
  const fields = await formFields(c, lang);
  if (fields instanceof Response) return fields;
  const checked = check(fields, lang);
  if (!checked.ok) return c.json<FormReply>({ success: false, validateErrors: checked.errors }, 400);
  try {
    const answered = await store(checked.value, lang);
    if (answered instanceof Response) return answered;
  } catch (err) {
    console.error('form store failed', c.req.path, err);
    return c.json<FormReply>({ success: false, error: { detail: t(lang, 'form.saveFailed') } }, 503);
  }
  return c.json<FormReply>({ success: true });
}

const now = () => new Date().toISOString();

/** The reported page goes with the message it is about (the table has no column of its own). */
export const withAbout = (message: string, about: string | undefined, lang: Lang) =>
  about ? `${message}\n\n${t(lang, 'contact.about', { path: about })}` : message;

formsApi.post('/contact-form', (c) =>
  handle(c, checkContact, async (v, lang) => {
    await c.env.DB.prepare(`INSERT INTO contact_messages (type, first_name, last_name, email, phone, subject, message, lang, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .bind(
        v.type ?? null,
        v.firstName,
        v.lastName,
        v.email,
        v.phone ?? null,
        v.subject,
        withAbout(v.message, v.about, lang),
        lang,
        now(),
      )
      .run();
  }),
);

const subscribe = (channel: 'email' | 'whatsapp') => async (address: string, lang: Lang, db: D1Database) => {
  await db
    .prepare(`INSERT INTO subscriptions (channel, address, lang, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (channel, address) DO NOTHING`)
    .bind(channel, address, lang, now())
    .run();
};

// Stored and queued for the mail-list provider in one batch; forwarded now when it is configured.
formsApi.post('/subscribe-mailchimp', (c) =>
  handle(c, checkEmailSubscription, async (v, lang) => {
    await queueEmailSubscription(c.env.DB, v.email, lang, now());
    forwardSoon(c.env, (work) => c.executionCtx.waitUntil(work), v.email);
  }),
);

formsApi.post('/subscribe-whatsapp', (c) =>
  handle(c, checkPhoneSubscription, (v, lang) => subscribe('whatsapp')(v.phone, lang, c.env.DB)),
);
