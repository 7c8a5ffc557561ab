/**
 * The mail-list provider: Mailchimp's Marketing API. One call, "add or update list member"
 * (PUT /3.0/lists/{audience}/members/{md5 of the lower-cased address}), which is an upsert: sending
 * the same address twice leaves one member, so a retry after a lost answer is harmless. Only
 * `status_if_new` is sent, never `status`, so a reader who unsubscribed at Mailchimp is not
 * subscribed again by a retry or a second form.
 */
import type { Env } from '../env';

export interface MailchimpConfig {
  apiKey: string;
  /** The data centre, e.g. `us6`: the host is https://us6.api.mailchimp.com. */
  serverPrefix: string;
  audienceId: string;
}

/** The provider's verdict on one address: accepted (also when already a member), or why not. */
export type ForwardResult = { ok: true } | { ok: false; error: string };

/** One call never waits longer than this; the outbox tries again later. */
const TIMEOUT_MS = 10_000;

const PREFIX = /^[a-z]{2}\d{1,3}$/;

/**
 * The configuration, or null when forwarding is off (no key or no audience). The server prefix
 * comes from MAILCHIMP_SERVER_PREFIX, else from the key's own suffix (`…-us6`), as Mailchimp's
 * keys carry it.
 */
export function mailchimpConfig(
  env: Pick<Env, 'MAILCHIMP_API_KEY' | 'MAILCHIMP_SERVER_PREFIX' | 'MAILCHIMP_AUDIENCE_ID'>,
): MailchimpConfig | null {
  const apiKey = env.MAILCHIMP_API_KEY?.trim() ?? '';
  const audienceId = env.MAILCHIMP_AUDIENCE_ID?.trim() ?? '';
  const serverPrefix = (env.MAILCHIMP_SERVER_PREFIX?.trim() || apiKey.split('-').pop() || '').toLowerCase();
  // The prefix becomes a host name: anything but a data-centre name would send the key elsewhere.
  if (!apiKey || !audienceId || !PREFIX.test(serverPrefix)) return null;
  return { apiKey, serverPrefix, audienceId };
}

/** Mailchimp's member id: the MD5 hex of the lower-cased address (workerd's digest knows MD5). */
async function subscriberHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('MD5', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The member's URL at the provider. */
async function memberUrl(config: MailchimpConfig, email: string): Promise<string> {
  return `https://${config.serverPrefix}.api.mailchimp.com/3.0/lists/${encodeURIComponent(config.audienceId)}/members/${await subscriberHash(email)}`;
}

/**
 * Adds `email` to the audience (or leaves an existing member as it is). 2xx is success, and so is
 * a 400 "Member Exists" (what the add-only call answers for a known address). Anything else,
 * including no answer in time, is a failure to retry; the reason is kept for the operator.
 */
export async function upsertMember(config: MailchimpConfig, email: string): Promise<ForwardResult> {
  let res: Response;
  try {
    res = await fetch(await memberUrl(config, email), {
      method: 'PUT',
      headers: {
        // Basic auth with any user name and the key as password (Mailchimp's documented scheme).
        authorization: `Basic ${btoa(`radio:${config.apiKey}`)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email_address: email, status_if_new: 'subscribed' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { ok: false, error: `network: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (res.ok) {
    await res.body?.cancel();
    return { ok: true };
  }
  const problem = await res.json<{ title?: unknown; detail?: unknown }>().catch(() => null);
  const title = typeof problem?.title === 'string' ? problem.title : '';
  if (res.status === 400 && title.toLowerCase() === 'member exists') return { ok: true };
  const detail = typeof problem?.detail === 'string' ? problem.detail : '';
  return { ok: false, error: [String(res.status), title, detail].filter(Boolean).join(' ').slice(0, 500) };
}
