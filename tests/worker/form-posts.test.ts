/**
 * The forms without JavaScript (worker/render/form-post.ts) and the forms' protection
 * (worker/api/forms/protect.ts): errors rendered again with the typed values, 303 on success, the
 * outcome shown once, the Origin check, the rate limit and the honeypot.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/translate';
import { browserPost, call, contactFields as contact, countRows, postForm, testEnv } from './helpers';
import { localizedPath } from '../../shared/routing/lang-path';

/** The flash cookie of a 303, as the browser would send it back. */
const flashOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('the contact form without JavaScript', () => {
  for (const lang of ['en', 'pa'] as const) {
    it(`shows the field errors beside the typed values (${lang}, at the ${lang} address)`, async () => {
      const res = await browserPost(localizedPath('/contact/news-report', lang), {
        ...contact,
        email: 'harpreet@',
        lastName: '',
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(t(lang, 'form.email.invalid'));
      expect(html).toContain(t(lang, 'form.required'));
      expect(html).toContain('value="harpreet@"');
      expect(html).toContain('value="Harpreet"');
      expect(html).toContain('The date in the second paragraph is wrong.');
      expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]+-error"/);
      expect(html).toContain(t(lang, 'contact.messageReport'));
      // The form posts again to its own language's address.
      expect(html).toContain(`action="${localizedPath('/contact/news-report', lang)}"`);
    });
  }

  it('stores the message and answers 303 to the page, which shows the success once', async () => {
    const before = await countRows('SELECT COUNT(*) AS n FROM contact_messages');
    const res = await browserPost('/contact/news-report', { ...contact, about: '/news/post/x', homepage: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/news-report');
    expect(await countRows('SELECT COUNT(*) AS n FROM contact_messages')).toBe(before + 1);
    const row = await testEnv.DB.prepare('SELECT type, message FROM contact_messages ORDER BY id DESC LIMIT 1').first<{
      type: string;
      message: string;
    }>();
    expect(row).toEqual({ type: 'news-report', message: `${contact.message}\n\nAbout the page: /news/post/x` });

    const page = await call('/contact/news-report', { headers: { cookie: flashOf(res) } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Your message was successfully sent!');
    expect(page.headers.get('set-cookie')).toMatch(/form_result=;.*Max-Age=0/);
    expect(await (await call('/contact/news-report')).text()).not.toContain('Your message was successfully sent!');
  });

  it('posts to its own address with the reported page, so a refused post still names it', async () => {
    const about = '/news/post/x';
    const action = `/pa/contact/news-report?about=${encodeURIComponent(about)}`;
    const page = await (await call(`/pa/contact/news-report?about=${about}`)).text();
    expect(page).toContain(`action="${action}"`);
    const res = await browserPost(action, { ...contact, email: 'harpreet@', about });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`<input type="hidden" name="about" value="${about}"/>`);
    expect(html).toContain(`action="${action}"`);
  });

  it('refuses a reported page of another site', async () => {
    const res = await browserPost('/contact/news-report', { ...contact, about: 'https://evil.example/' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(t('en', 'form.about.invalid'));
  });
});

describe('the footer subscriptions without JavaScript', () => {
  it('303s back to the page it was on, which shows the success', async () => {
    const res = await browserPost('/subscribe/email', { email: 'nojs@example.org', return: '/shows' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/shows');
    expect(await countRows("SELECT COUNT(*) AS n FROM subscriptions WHERE address = 'nojs@example.org'")).toBe(1);
    const page = await call('/shows', { headers: { cookie: flashOf(res) } });
    expect(await page.text()).toContain('You subscribed!');
  });

  it('shows the field error beside the typed phone number, in Punjabi, posted under the /pa prefix', async () => {
    const res = await browserPost('/pa/subscribe/phone', { phone: 'call me', return: '/pa' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/pa');
    const page = await call('/pa', { headers: { cookie: flashOf(res) } });
    const html = await page.text();
    expect(html).toContain(t('pa', 'form.phone.invalid'));
    expect(html).toContain('value="call me"');
  });

  it('goes back to a same-site page only', async () => {
    const away = await browserPost('/subscribe/email', { email: 'a@example.org', return: '//evil.example/' });
    expect(away.headers.get('location')).toBe('/');
    const referer = await browserPost(
      '/subscribe/email',
      { email: 'a@example.org' },
      { referer: 'http://localhost/hosts?x=1' },
    );
    expect(referer.headers.get('location')).toBe('/hosts?x=1');
  });
});

describe('protection', () => {
  it('refuses a cross-site Origin, and a cross-site post without one (403)', async () => {
    const api = await postForm(
      '/api/subscribe-mailchimp',
      { email: 'x@example.org' },
      { origin: 'https://evil.example' },
    );
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ success: false, error: { detail: t('en', 'form.crossSite') } });
    const noOrigin = await postForm('/api/contact-form', contact, {
      'sec-fetch-site': 'cross-site',
      cookie: 'lang=pa',
    });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toEqual({ success: false, error: { detail: t('pa', 'form.crossSite') } });
    const page = await browserPost('/contact', contact, { origin: 'https://evil.example' });
    expect(page.status).toBe(403);
  });

  it('answers 429 in the visitor language past FORM_RATE_LIMIT a minute', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.77', cookie: 'lang=pa' };
    const limit = { FORM_RATE_LIMIT: '2' };
    for (let i = 0; i < 2; i++) {
      expect((await postForm('/api/subscribe-whatsapp', { phone: '6045550177' }, headers, limit)).status).toBe(200);
    }
    const refused = await postForm('/api/subscribe-whatsapp', { phone: '6045550177' }, headers, limit);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: { detail: t('pa', 'form.rateLimited') } });
    // Another form, or another address, has its own count.
    expect((await postForm('/api/subscribe-mailchimp', { email: 'r@example.org' }, headers, limit)).status).toBe(200);
  });

  it('the page form shows the rate-limit message with what was typed', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.78' };
    for (let i = 0; i < 2; i++)
      await postForm('/api/contact-form', { email: 'bad' }, headers, { FORM_RATE_LIMIT: '2' });
    const res = await call(
      '/contact',
      {
        method: 'POST',
        body: new URLSearchParams(contact).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      { FORM_RATE_LIMIT: '2' },
    );
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain(t('en', 'form.rateLimited'));
    expect(html).toContain('value="Harpreet"');
  });

  it('answers a filled honeypot with success and stores nothing', async () => {
    const before = await countRows('SELECT COUNT(*) AS n FROM contact_messages');
    const res = await postForm('/api/contact-form', { ...contact, homepage: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const page = await browserPost('/contact', { ...contact, homepage: 'http://spam.example' });
    expect(page.status).toBe(303);
    expect(await countRows('SELECT COUNT(*) AS n FROM contact_messages')).toBe(before);
  });
});
