/**
 * Issue 23, item 4: the form rate limit and the purge throttle read a KV counter and then wrote
 * it, so requests sent together all read the same count: 30 subscriptions at once were all
 * stored against a limit of 10, and 40 wrong purge tokens at once got no 429. Ten wrong guesses
 * also locked the right token out of that address. Every request here is sent at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../shared/i18n/translate';
import { call, countRows, postForm, testEnv } from './helpers';

afterEach(() => vi.restoreAllMocks());

const stored = (prefix: string) =>
  countRows("SELECT COUNT(*) AS n FROM subscriptions WHERE channel = 'email' AND address LIKE ?", `${prefix}%`);

const purge = (address: string, token: string) =>
  call('/api/_cache/purge', {
    method: 'POST',
    body: JSON.stringify({ prefix: '/api/news' }),
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': address, authorization: `Bearer ${token}` },
  });

/** How many answers had each status. */
function statuses(answers: Response[]): Record<number, number> {
  const n: Record<number, number> = {};
  for (const res of answers) n[res.status] = (n[res.status] ?? 0) + 1;
  return n;
}

describe('issue 23: limits that hold when requests arrive together', () => {
  it('30 subscriptions at once from one address with FORM_RATE_LIMIT 10: exactly 10 stored, 20 refused in Punjabi', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.230', cookie: 'lang=pa' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postForm('/api/subscribe-mailchimp', { email: `burst-${i}@example.org` }, headers, { FORM_RATE_LIMIT: '10' }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 10, 429: 20 });
    expect(await stored('burst-')).toBe(10);
    for (const res of answers.filter((r) => r.status === 429)) {
      expect(await res.json()).toEqual({ success: false, error: { detail: t('pa', 'form.rateLimited') } });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
  });

  it('40 wrong purge tokens at once: 10 answered 401, the rest 429; the right token from that address still purges', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const address = '198.51.100.231';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => purge(address, `wrong-guess-${i}`)));
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    for (const res of answers.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The operator is told once that someone is guessing.
    expect(warn.mock.calls.filter(([line]) => String(line).includes(address))).toHaveLength(1);
    const right = await purge(address, testEnv.PURGE_TOKEN!);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ success: true, prefix: '/api/news' });
  });

  it('the right token sent among 30 wrong ones at once is accepted', async () => {
    const address = '198.51.100.232';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) => purge(address, i === 20 ? testEnv.PURGE_TOKEN! : `wrong-guess-${i}`)),
    );
    expect(answers[20]!.status).toBe(200);
    expect(statuses(answers)).toEqual({ 200: 1, 401: 10, 429: 20 });
  });
});
