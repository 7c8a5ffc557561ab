import { describe, expect, it } from 'vitest';
import type { Fetcher } from '../../../shared/api/client';
import { createBrowserApi } from '../../app/browser-api';
import { SUBSCRIBE_PATH, sendSubscription } from './subscribe';

describe('sendSubscription', () => {
  /** The page's client over a fake network, with its failure log kept for the test. */
  const over = (fetcher: Fetcher) => {
    const logged: string[] = [];
    return { api: createBrowserApi({ fetcher, log: (_, error) => logged.push(error.message) }), logged };
  };

  it('POSTs the email as multipart form data and reads the reply', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const { api } = over(async (url, init) => {
      seen = { url, init };
      return Response.json({ success: true });
    });
    await expect(sendSubscription('a@b.ca', api)).resolves.toEqual({ kind: 'success' });
    expect(seen?.url).toBe(SUBSCRIBE_PATH);
    expect(seen?.init.method).toBe('POST');
    const body = seen?.init.body;
    expect(body instanceof FormData ? body.get('email') : body).toBe('a@b.ca');
  });

  it('reads a 400 reply with validateErrors, which is an answer and not logged', async () => {
    const { api, logged } = over(async () =>
      Response.json({ success: false, validateErrors: { email: ['Nope.'] } }, { status: 400 }),
    );
    await expect(sendSubscription('x', api)).resolves.toEqual({ kind: 'invalid', errors: { email: 'Nope.' } });
    expect(logged).toEqual([]);
  });

  it('turns network failures and non-JSON answers into the default failure, logged once', async () => {
    const offline = over(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendSubscription('a@b.ca', offline.api)).resolves.toEqual({ kind: 'failed', detail: null });
    expect(offline.logged).toEqual([`No response from server: POST ${SUBSCRIBE_PATH} (TypeError: Failed to fetch)`]);
    const html = over(async () => new Response('<h1>502</h1>', { status: 502 }));
    await expect(sendSubscription('a@b.ca', html.api)).resolves.toEqual({ kind: 'failed', detail: null });
    expect(html.logged).toEqual([`Bad response from server: POST ${SUBSCRIBE_PATH} answered 502`]);
  });
});
