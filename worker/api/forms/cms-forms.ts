/**
 * The three form POSTs in proxied mode (BACKEND_URL set). Checked here first with the same rules
 * as the embedded service (a bad field is answered at once, nothing stored), then stored in the
 * CMS outbox and tried once (worker/mail/cms-outbox.ts). The visitor gets the spec's success
 * reply once the post is stored; the CMS's own field errors when it refuses the fields at once.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { FormReply } from '../../../shared/types/api';
import type { Lang } from '../../../shared/types/content';
import { cacheOptions } from '../../cache/route';
import { type CmsFormPath, submitToCms } from '../../mail/cms-outbox';
import { handle, withAbout } from './forms';
import { checkContact, checkEmailSubscription, checkPhoneSubscription } from './validate';

/** Drops the absent optional fields: the spec sends only the non-empty ones. */
const present = (fields: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => Boolean(e[1])));

/** Stores (in `db`, the post's D1 session) and tries one post; the CMS's refusal becomes the visitor's 400. */
const send =
  (c: Context<AppEnv>, path: CmsFormPath, db: D1Database) => async (fields: Record<string, string>, lang: Lang) => {
    const target = { DB: db, BACKEND_URL: c.env.BACKEND_URL };
    const d = await submitToCms(target, path, fields, lang, cacheOptions(c.env).timeoutMs);
    return d.kind === 'rejected' ? c.json<FormReply>(d.reply, 400) : undefined;
  };

/** The handler of a form path in proxied mode; the outbox row is written through `db` (a session at the primary). */
export function proxiedForm(c: Context<AppEnv>, path: CmsFormPath, db: D1Database) {
  switch (path) {
    case '/api/contact-form':
      // The spec's fields; the reported page (`about`) goes with the message, as in embedded mode.
      return handle(c, checkContact, (v, lang) =>
        send(
          c,
          path,
          db,
        )(
          present({
            firstName: v.firstName,
            lastName: v.lastName,
            email: v.email,
            phone: v.phone && `+${v.phone}`,
            subject: v.subject,
            message: withAbout(v.message, v.about, lang),
            type: v.type,
          }),
          lang,
        ),
      );
    case '/api/subscribe-mailchimp':
      return handle(c, checkEmailSubscription, (v, lang) => send(c, path, db)({ email: v.email }, lang));
    case '/api/subscribe-whatsapp':
      return handle(c, checkPhoneSubscription, (v, lang) => send(c, path, db)({ phone: `+${v.phone}` }, lang));
  }
}
