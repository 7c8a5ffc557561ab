/**
 * Issue 11, problem 8: static files had only nosniff and a referrer policy, manifest.json was
 * cached as immutable for a year, the `lang` cookie had no Secure over https, some wrong methods
 * answered 404, /contact/{anything} was a page, and an email like `"><svg/onload=1>…@a.bc` passed.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import headersFile from '../../public/_headers?raw';
import manifest from '../../public/build/manifest.json';
import { t } from '../../shared/i18n/translate';
import { app } from '../../worker/index';
import { COMMON_HEADERS, HSTS, STATIC_CSP } from '../../worker/middleware/security';
import { call, postForm, testEnv } from './helpers';

const asset = (path: string) => testEnv.ASSETS.fetch(new Request(`https://localhost${path}`));
const HOSTILE_EMAIL = '"><svg/onload=1>x@a.bc';
const contact = { firstName: 'A', lastName: 'B', subject: 'S', message: 'M' };

describe('problem 8: security headers on static files', () => {
  it('gives an SVG image the worker’s headers and a policy that runs nothing', async () => {
    const res = await asset('/images/favicon.svg');
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    expect(res.headers.get('content-security-policy')).toBe(STATIC_CSP);
    expect(STATIC_CSP).toContain("default-src 'none'");
    expect(STATIC_CSP).toContain('sandbox');
  });

  it('gives worker answers that are not pages the same policy, and HSTS only over https', async () => {
    const plain = await call('/api/shows');
    expect(plain.headers.get('content-security-policy')).toBe(STATIC_CSP);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await callOver('https:', '/api/shows');
    expect(secure.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('revalidates manifest.json; only the hashed build files are immutable', async () => {
    const m = await asset('/build/manifest.json');
    expect(m.headers.get('cache-control')).toBe('no-cache');
    const entry = (manifest as Record<string, { file: string }>)['client/entry.tsx'];
    const built = await asset(`/build/${entry?.file}`);
    expect(built.status).toBe(200);
    expect(built.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFile.match(/^\s*Cache-Control:.*immutable/gm)).toHaveLength(1);
  });

  it('keeps images a year (issue 14: Lighthouse flagged a day)', async () => {
    const image = await asset('/images/default.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000');
  });
});

/** A request over the given scheme (helpers.call is always http). */
async function callOver(scheme: 'https:', path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${scheme}//localhost${path}`), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('problem 8: the lang cookie', () => {
  it('is Secure over https, and not over plain http (local dev could not keep it)', async () => {
    const secure = await callOver('https:', '/?lang=pa');
    expect(secure.headers.get('set-cookie')).toMatch(/^lang=pa;.*; Secure/);
    const plain = await call('/?lang=pa');
    expect(plain.headers.get('set-cookie')).toMatch(/^lang=pa;/);
    expect(plain.headers.get('set-cookie')).not.toContain('Secure');
  });
});

describe('problem 8: 405 with Allow for wrong methods everywhere', () => {
  it.each([
    ['/about', 'DELETE', 'GET, HEAD'],
    ['/news/bc', 'PUT', 'GET, HEAD'],
    ['/media/live/fm', 'POST', 'GET, HEAD'],
    ['/media/live/hd2', 'DELETE', 'GET, HEAD'],
    ['/media/audio/x.wav', 'POST', 'GET, HEAD'],
    ['/api/news', 'POST', 'GET, HEAD'],
    ['/api/_cache/purge', 'GET', 'POST'],
    ['/events/1.ics', 'POST', 'GET, HEAD'],
    ['/contact/news-report', 'PUT', 'GET, HEAD, POST'],
    ['/contact', 'DELETE', 'GET, HEAD, POST'],
    ['/subscribe/email', 'GET', 'POST'],
    ['/subscribe/phone', 'PUT', 'POST'],
  ])('%s %s → 405, Allow: %s', async (path, method, allow) => {
    const res = await call(path, { method, ...(method === 'GET' ? {} : { body: 'x' }) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
  });
});

describe('problem 8: contact types', () => {
  it('is a page for the known types only', async () => {
    for (const type of ['news-report', 'advertise', 'careers'])
      expect((await call(`/contact/${type}`)).status).toBe(200);
    expect((await call('/contact')).status).toBe(200);
    for (const type of ['anything', 'news-reports', 'x1']) expect((await call(`/contact/${type}`)).status).toBe(404);
  });

  it('refuses an unknown type in a submission', async () => {
    const res = await postForm('/api/contact-form', { ...contact, email: 'a@b.cd', type: 'anything' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ validateErrors: { type: [t('en', 'form.type.invalid')] } });
  });
});

describe('problem 8: email addresses by a kept validator’s rules', () => {
  it.each([HOSTILE_EMAIL, '"><svg/onload=1>…@a.bc', 'a<b@c.de', "a'b@c.de", 'a@b.c', 'a@-b.cd', 'a@b..cd'])(
    'refuses %s with the spec’s field message',
    async (email) => {
      const res = await postForm('/api/subscribe-mailchimp', { email });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ validateErrors: { email: [t('en', 'form.email.invalid')] } });
      const form = await postForm('/api/contact-form', { ...contact, email });
      expect(await form.json()).toMatchObject({ validateErrors: { email: [t('en', 'form.email.invalid')] } });
    },
  );

  it('refuses it in the posts without JavaScript too', async () => {
    const res = await call('/contact', {
      method: 'POST',
      body: new URLSearchParams({ ...contact, email: HOSTILE_EMAIL }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(t('en', 'form.email.invalid'));
    expect(html).not.toContain('<svg/onload');
  });

  it('still takes ordinary addresses', async () => {
    for (const email of ['a.b+news@example.ca', 'harpreet_gill@mail.co.in', 'X-Y@Sub.Example.COM']) {
      expect((await postForm('/api/subscribe-mailchimp', { email })).status).toBe(200);
    }
  });
});
