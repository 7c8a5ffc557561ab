/**
 * Issue 24, item 1: a form answers in the language of the page it was sent from (its address),
 * not only the `lang` cookie. The API learns that address from the `X-Page-Language` header the
 * site's script sends, else the Referer's path, else the cookie (worker/api/forms/form-lang.ts);
 * a page-address post without JavaScript passes its own address's language on. Checked in both
 * content modes, for the three forms, field errors and refusals alike.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../shared/i18n/translate';
import { localizedPath } from '../../shared/routing/lang-path';
import type { Env } from '../../worker/env';
import { CMS, fakeCms, ORIGINALS_HOST } from './fake-cms';
import { browserPost, call, postForm, testEnv } from './helpers';

const MODES: Record<string, Partial<Env>> = {
  embedded: {},
  proxied: { BACKEND_URL: CMS, ORIGINALS_URL: ORIGINALS_HOST },
};

type ErrorsReply = { success: false; validateErrors: Record<string, string[]> };

/** A same-site browser post of `fields` to a page address, without JavaScript. */
const pagePost = (path: string, fields: Record<string, string>, cookie: string, env: Partial<Env>) =>
  browserPost(path, fields, { cookie }, env);

beforeEach(() => {
  fakeCms();
});
afterEach(() => vi.restoreAllMocks());

for (const [mode, env] of Object.entries(MODES)) {
  describe(`${mode} mode: the API answers in the page's language`, () => {
    it('reads the X-Page-Language header before a cookie that says otherwise', async () => {
      for (const [page, cookie] of [
        ['pa', 'lang=en'],
        ['en', 'lang=pa'],
      ] as const) {
        const res = await postForm('/api/contact-form', {}, { 'x-page-language': page, cookie }, env);
        expect(res.status).toBe(400);
        const body = await res.json<ErrorsReply>();
        expect(Object.keys(body.validateErrors)).toHaveLength(5);
        for (const messages of Object.values(body.validateErrors)) expect(messages).toEqual([t(page, 'form.required')]);
      }
    });

    it('without the header, reads the Referer’s address: a Punjabi page with no cookie is Punjabi', async () => {
      const referer = (path: string) => ({ referer: `http://localhost${path}` });
      const pa = await postForm('/api/subscribe-mailchimp', { email: 'nope' }, referer('/pa/about'), env);
      expect(await pa.json()).toEqual({ success: false, validateErrors: { email: [t('pa', 'form.email.invalid')] } });
      const en = await postForm(
        '/api/subscribe-whatsapp',
        { phone: '12' },
        { ...referer('/about'), cookie: 'lang=pa' },
        env,
      );
      expect(await en.json()).toEqual({ success: false, validateErrors: { phone: [t('en', 'form.phone.invalid')] } });
    });

    it('says why a body is refused (415, 413, 429) in the page’s language, before reading it', async () => {
      const headers = { 'x-page-language': 'pa', cookie: 'lang=en', 'content-type': 'application/json' };
      const json = await call('/api/contact-form', { method: 'POST', body: '{}', headers }, env);
      expect(json.status).toBe(415);
      expect(await json.json()).toEqual({ success: false, error: { detail: t('pa', 'form.notAForm') } });
      const big = await postForm(
        '/api/subscribe-mailchimp',
        { email: 'x'.repeat(70 * 1024) },
        { 'x-page-language': 'pa' },
        env,
      );
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ success: false, error: { detail: t('pa', 'form.tooLarge') } });
      const limited = { ...env, FORM_RATE_LIMIT: '1' };
      const from = { 'cf-connecting-ip': `198.51.100.${mode === 'embedded' ? 91 : 92}`, 'x-page-language': 'pa' };
      await postForm('/api/subscribe-whatsapp', { phone: '1' }, from, limited);
      const refused = await postForm('/api/subscribe-whatsapp', { phone: '1' }, from, limited);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, error: { detail: t('pa', 'form.rateLimited') } });
    });

    it('keeps the cookie for clients that name no page, and English for those with nothing', async () => {
      const pa = await postForm('/api/contact-form', {}, { cookie: 'lang=pa' }, env);
      expect((await pa.json<ErrorsReply>()).validateErrors.firstName).toEqual([t('pa', 'form.required')]);
      const en = await postForm('/api/contact-form', {}, {}, env);
      expect((await en.json<ErrorsReply>()).validateErrors.firstName).toEqual([t('en', 'form.required')]);
    });
  });

  describe(`${mode} mode: without JavaScript the page's address decides`, () => {
    for (const [lang, cookie] of [
      ['pa', ''],
      ['pa', 'lang=en'],
      ['en', 'lang=pa'],
    ] as const) {
      it(`the contact page at the ${lang} address (cookie '${cookie}') shows ${lang} errors`, async () => {
        const res = await pagePost(localizedPath('/contact/news-report', lang), {}, cookie, env);
        expect(res.status).toBe(400);
        const html = await res.text();
        // Five messages beside their fields (the page state carries them again for hydration).
        expect(html.split(`>${t(lang, 'form.required')}</p>`).length - 1).toBe(5);
        expect(html).not.toContain(t(lang === 'pa' ? 'en' : 'pa', 'form.required'));
      });

      it(`the footer form posted from the ${lang} address (cookie '${cookie}') keeps a ${lang} outcome`, async () => {
        const res = await pagePost(
          localizedPath('/subscribe/email', lang),
          { email: 'nope', return: localizedPath('/about', lang) },
          cookie,
          env,
        );
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe(localizedPath('/about', lang));
        const flash = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const page = await call(localizedPath('/about', lang), { headers: { cookie: flash } }, env);
        expect(await page.text()).toContain(t(lang, 'form.email.invalid'));
      });
    }
  });
}

describe('proxied mode: the CMS is told the page’s language', () => {
  it('stores and sends the post with the language of the page it came from', async () => {
    await testEnv.DB.prepare('DELETE FROM cms_outbox').run();
    const fields = { firstName: 'Harpreet', lastName: 'Kaur', email: 'h@example.com', subject: 'Hi', message: 'Hi' };
    const res = await postForm(
      '/api/contact-form',
      fields,
      { 'x-page-language': 'pa', cookie: 'lang=en' },
      MODES.proxied,
    );
    expect(await res.json()).toEqual({ success: true });
    const row = await testEnv.DB.prepare('SELECT lang FROM cms_outbox ORDER BY id DESC LIMIT 1').first<{
      lang: string;
    }>();
    expect(row?.lang).toBe('pa');
  });
});
