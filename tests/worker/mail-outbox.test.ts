/**
 * The mail-list outbox (worker/mail/): every email subscription is queued in the same batch as
 * its row, forwarded to the provider (mocked here: outbound fetch) and kept until the provider has
 * it; the cron handler retries with backoff. Nothing lost, nothing sent twice.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';
import { BACKOFF_BASE_MS } from '../../worker/mail/backoff';
import { claimDue, forwardDue } from '../../worker/mail/outbox';
import { postForm, testEnv } from './helpers';

const CONFIGURED: Partial<Env> = {
  MAILCHIMP_API_KEY: 'abc123-us6',
  MAILCHIMP_AUDIENCE_ID: 'list42',
  MAILCHIMP_SERVER_PREFIX: '',
};
const env = (overrides: Partial<Env> = CONFIGURED): Env => ({ ...testEnv, ...overrides });

interface Row {
  email: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}
const outbox = async () => (await testEnv.DB.prepare('SELECT * FROM mail_outbox ORDER BY id').all<Row>()).results;

/** The provider, mocked: `up` decides its answer; every member PUT it receives is recorded. */
function provider() {
  const state = { up: false, received: [] as { url: string; body: { email_address: string } }[] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!state.up) return Response.json({ title: 'Service Unavailable', status: 503 }, { status: 503 });
    state.received.push({ url, body: JSON.parse(String(init?.body)) });
    return Response.json({ id: 'x', status: 'subscribed' });
  });
  return state;
}

const subscribe = (email: string, overrides: Partial<Env> = CONFIGURED) =>
  postForm('/api/subscribe-mailchimp', { email }, {}, overrides);

beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM mail_outbox').run();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the mail-list outbox', () => {
  it('queues every stored subscription once, and keeps it queued while the provider is not configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await subscribe('queued@example.com', { MAILCHIMP_API_KEY: '', MAILCHIMP_AUDIENCE_ID: '' })).status).toBe(
      200,
    );
    // A repeated subscription is a success that queues nothing new.
    expect((await subscribe('Queued@Example.com', { MAILCHIMP_API_KEY: '', MAILCHIMP_AUDIENCE_ID: '' })).status).toBe(
      200,
    );
    const summary = await forwardDue(env({ MAILCHIMP_API_KEY: 'abc-us6', MAILCHIMP_AUDIENCE_ID: '' }));
    expect(summary).toEqual({ configured: false, sent: 0, failed: 0 });
    expect(await outbox()).toMatchObject([{ email: 'queued@example.com', status: 'queued', attempts: 0 }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('forwards at once when configured: one idempotent PUT to the member named by the MD5 of the address', async () => {
    const mock = provider();
    mock.up = true;
    await subscribe('reader@example.com');
    expect(mock.received).toEqual([
      {
        url: 'https://us6.api.mailchimp.com/3.0/lists/list42/members/baa0f4114eafbdd39ce828d01b849ae6',
        body: { email_address: 'reader@example.com', status_if_new: 'subscribed' },
      },
    ]);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('authorization')).toBe(`Basic ${btoa('radio:abc123-us6')}`);
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
  });

  it('loses nothing and sends nothing twice when the provider is down, then up', async () => {
    const mock = provider();
    const start = Date.now();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await subscribe(email)).status).toBe(200);
    }
    // Each was tried once at once, failed, and waits out its backoff.
    let rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
      ['queued', 1],
    ]);
    expect(rows[0]!.last_error).toContain('503');
    expect(rows.every((r) => r.next_attempt_at >= start + BACKOFF_BASE_MS)).toBe(true);

    // Still down a backoff later: a second failure doubles the wait.
    let at = start + BACKOFF_BASE_MS + 1000;
    expect(await forwardDue(env(), { now: () => at })).toEqual({ configured: true, sent: 0, failed: 3 });
    rows = await outbox();
    expect(rows.every((r) => r.attempts === 2 && r.next_attempt_at === at + 2 * BACKOFF_BASE_MS)).toBe(true);

    // Up again, but nothing is due before the backoff ends.
    mock.up = true;
    expect(await forwardDue(env(), { now: () => at + 1000 })).toMatchObject({ sent: 0, failed: 0 });
    at += 3 * BACKOFF_BASE_MS;
    expect(await forwardDue(env(), { now: () => at })).toEqual({ configured: true, sent: 3, failed: 0 });
    // Later runs find nothing to send.
    expect(await forwardDue(env(), { now: () => at + 10 * BACKOFF_BASE_MS })).toMatchObject({ sent: 0 });
    expect(mock.received.map((r) => r.body.email_address).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect((await outbox()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('counts "Member Exists" as success', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ title: 'Member Exists', status: 400, detail: 'already a list member' }, { status: 400 }),
    );
    await subscribe('known@example.com');
    expect(await outbox()).toMatchObject([{ email: 'known@example.com', status: 'sent' }]);
  });

  it('keeps other refusals queued with the reason, for the operator', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ title: 'API Key Invalid', status: 401, detail: 'Your API key may be invalid' }, { status: 401 }),
    );
    await subscribe('refused@example.com');
    expect(await outbox()).toMatchObject([
      { status: 'queued', attempts: 1, last_error: '401 API Key Invalid Your API key may be invalid' },
    ]);
  });

  it('lets only one run hold a row, until its lease runs out', async () => {
    await subscribe('lease@example.com', { MAILCHIMP_API_KEY: '' });
    const now = Date.now();
    const [first, second] = await Promise.all([claimDue(testEnv.DB, now), claimDue(testEnv.DB, now)]);
    expect([...first!, ...second!].map((r) => r.email)).toEqual(['lease@example.com']);
    expect(await claimDue(testEnv.DB, now + 60_000)).toEqual([]);
    // The holder died without settling: after five minutes the row is free again.
    expect(await claimDue(testEnv.DB, now + 5 * 60_000 + 1)).toMatchObject([
      { email: 'lease@example.com', attempts: 2 },
    ]);
  });

  it('the cron handler forwards what is due', async () => {
    await subscribe('cron@example.com', { MAILCHIMP_API_KEY: '' });
    const mock = provider();
    mock.up = true;
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env(), ctx);
    await waitOnExecutionContext(ctx);
    expect(mock.received.map((r) => r.body.email_address)).toEqual(['cron@example.com']);
    expect(await outbox()).toMatchObject([{ status: 'sent' }]);
  });

  it('the cron handler leaves everything queued while the provider is not configured', async () => {
    await subscribe('later@example.com', { MAILCHIMP_API_KEY: '' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController(), env({}), ctx);
    await waitOnExecutionContext(ctx);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await outbox()).toMatchObject([{ status: 'queued', attempts: 0 }]);
  });
});
