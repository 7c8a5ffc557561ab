/**
 * The three forms without JavaScript (issue 10). Each is a real <form method="post"> whose action
 * is a page address; the worker hands the fields to the same /api form endpoint the script uses
 * (in-process, so validation, storage, the Origin check, the rate limit and the honeypot are the
 * contract's, in either content mode) and then answers like a web page:
 * - POST /contact/{type?}: errors → the contact page again, with the field errors beside the
 *   typed values, in the API's status (400, 403, 429…); success → 303 to /contact/{type} showing
 *   'Your message was successfully sent!' once.
 * - POST /subscribe/email and /subscribe/phone: 303 back to the page the form was on (a
 *   same-site `return` path, else the Referer's path, else /) showing the outcome once.
 * "Once" is a short-lived cookie (flash.ts): a reload does not show it again or post again.
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Api } from '../../shared/api/client';
import { HONEYPOT_FIELD, PAGE_LANG_HEADER } from '../../shared/constants';
import type { FormEcho, FormName } from '../../shared/forms/echo';
import { sameSitePath } from '../../shared/forms/path';
import { readReply } from '../../shared/forms/reply';
import { t } from '../../shared/i18n/translate';
import { FORM_MAX_BYTES, originAllowed } from '../api/forms/protect';
import { methodNotAllowed } from '../api/params';
import { BOOKMARK_HEADER, parseBookmark } from '../db/session';
import { carryBookmark, setFlash } from './flash';
import { type PageEnv, renderPage } from './page';

/** What each form posts to, and the fields it shows (others' messages become its general error). */
const FORMS: Record<FormName, { api: string; fields: readonly string[] }> = {
  contact: { api: '/api/contact-form', fields: ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] },
  email: { api: '/api/subscribe-mailchimp', fields: ['email'] },
  phone: { api: '/api/subscribe-whatsapp', fields: ['phone'] },
};

/** The headers the contract's checks read, passed on from the visitor's request. */
const PASSED_ON = ['origin', 'sec-fetch-site', 'cf-connecting-ip', 'user-agent'];

type InProcess = (request: Request, c: Context<PageEnv>) => Promise<Response>;

/** The posted text fields (urlencoded or multipart); an unreadable body is an empty form. */
async function postedFields(c: Context<PageEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Sends the fields to the form's /api endpoint in-process and reads its answer. */
async function submit(c: Context<PageEnv>, fetch: InProcess, form: FormName, fields: Record<string, string>) {
  const body = new FormData();
  // Only non-empty fields, as the script sends them; the honeypot only when something filled it.
  for (const [name, value] of Object.entries(fields)) if (value.trim() !== '') body.set(name, value);
  // The page's language is its address's (/pa/contact), whatever the visitor's cookie says.
  const headers = new Headers({ accept: 'application/json', [PAGE_LANG_HEADER]: c.get('lang') });
  for (const name of PASSED_ON) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const res = await fetch(new Request(new URL(FORMS[form].api, c.req.url), { method: 'POST', body, headers }), c);
  const reply = await res.json().catch(() => null);
  const result = readReply(reply, FORMS[form].fields);
  // The D1 bookmark after the post's write, for the page after the 303 (db/session.ts).
  return { status: res.status, result, bookmark: parseBookmark(res.headers.get(BOOKMARK_HEADER)) };
}

/** The echo of a submission: on failure, what was typed (the visible fields only) and why. */
function echoOf(form: FormName, fields: Record<string, string>, result: ReturnType<typeof readReply>): FormEcho {
  if (result.kind === 'success') return { form, ok: true, values: {}, errors: {}, detail: null };
  const values = Object.fromEntries(FORMS[form].fields.map((f) => [f, fields[f] ?? '']));
  return {
    form,
    ok: false,
    values,
    errors: result.kind === 'invalid' ? result.errors : {},
    detail: result.kind === 'failed' ? result.detail : null,
  };
}

/** A same-site path to go back to: the form's `return` field, else the Referer's path, else /. */
function returnPath(c: Context<PageEnv>, fields: Record<string, string>): string {
  const named = sameSitePath(fields.return);
  if (named) return named;
  const referer = c.req.header('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(c.req.url).origin) return sameSitePath(url.pathname + url.search) ?? '/';
    } catch {
      // An unreadable Referer: fall through to the home page.
    }
  }
  return '/';
}

const limit = bodyLimit({ maxSize: FORM_MAX_BYTES, onError: (c) => c.text('Payload Too Large', 413) });

/** A post from another site gets no page and no redirect, just the refusal (the API would refuse it too). */
const sameSite = async (c: Context<PageEnv>, next: () => Promise<void>) => {
  if (!originAllowed(c.req.raw.headers, c.req.url, c.env.SITE_URL))
    return c.text(t(c.get('lang'), 'form.crossSite'), 403);
  await next();
};

/** The methods a page address takes: the contact page is read and posted to, the subscribe addresses only posted to. */
export function pageMethods(path: string): string {
  if (/^\/subscribe\/(?:email|phone)\/?$/.test(path)) return 'POST';
  if (/^\/contact(?:\/[^/]+)?\/?$/.test(path)) return 'GET, HEAD, POST';
  return 'GET, HEAD';
}

/** Registers the page-address form posts on the site's app. */
export function formPages(app: Hono<PageEnv>, fetch: InProcess, pageApi: (c: Context<PageEnv>) => Api): void {
  app.post('/contact/:type?', sameSite, limit, async (c) => {
    const fields = await postedFields(c);
    const type = c.req.param('type');
    const { status, result, bookmark } = await submit(c, fetch, 'contact', {
      ...fields,
      ...(type ? { type } : {}),
      [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '',
    });
    const echo = echoOf('contact', fields, result);
    if (result.kind === 'success') {
      setFlash(c, echo);
      carryBookmark(c, bookmark);
      return c.redirect(new URL(c.req.url).pathname, 303);
    }
    // The same page again, the way the script would show it; never a 2xx for a refused form.
    return renderPage(c, pageApi(c), { echo, status: status >= 400 ? status : 400 });
  });

  app.post('/subscribe/:form{email|phone}', sameSite, limit, async (c) => {
    const form = c.req.param('form') as 'email' | 'phone';
    const fields = await postedFields(c);
    const { result, bookmark } = await submit(c, fetch, form, {
      [form]: fields[form] ?? '',
      [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '',
    });
    setFlash(c, echoOf(form, fields, result));
    carryBookmark(c, bookmark);
    return c.redirect(returnPath(c, fields), 303);
  });

  // Only posted to: reading one is a 405, not the not-found page (the site's app answers other methods).
  app.get('/subscribe/:form{email|phone}', (c) => methodNotAllowed(c, 'POST'));
}
