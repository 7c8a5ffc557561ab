import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/translate';
import { call, contactFields, countRows, postForm, testEnv } from './helpers';

/** The contact message with a mixed-case address, a formatted phone and a type: the API normalises and keeps them. */
const contact = {
  ...contactFields,
  email: 'Harpreet.Gill@Example.com',
  phone: '+1 (604) 555-0199',
  type: 'news-report',
};

describe('POST /api/contact-form', () => {
  it('stores a valid message before replying success', async () => {
    const before = await countRows('SELECT COUNT(*) AS n FROM contact_messages');
    const res = await postForm('/api/contact-form', contact);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await countRows('SELECT COUNT(*) AS n FROM contact_messages')).toBe(before + 1);
    const row = await testEnv.DB.prepare('SELECT * FROM contact_messages ORDER BY id DESC LIMIT 1').first<
      Record<string, string>
    >();
    expect(row).toMatchObject({
      email: 'harpreet.gill@example.com',
      phone: '16045550199',
      type: 'news-report',
      first_name: 'Harpreet',
    });
  });

  it('answers 400 with every field error, and stores nothing', async () => {
    const before = await countRows('SELECT COUNT(*) AS n FROM contact_messages');
    const res = await postForm('/api/contact-form', { email: 'not-an-email', phone: '12', message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    const body = await res.json<{ success: boolean; validateErrors: Record<string, string[]> }>();
    expect(body.success).toBe(false);
    expect(Object.keys(body.validateErrors).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'message',
      'phone',
      'subject',
    ]);
    expect(body.validateErrors.firstName).toEqual(['This field is required.']);
    expect(await countRows('SELECT COUNT(*) AS n FROM contact_messages')).toBe(before);
  });

  it('speaks Punjabi to a visitor whose language is Punjabi', async () => {
    const res = await postForm('/api/contact-form', { ...contact, email: 'nope' }, { cookie: 'lang=pa' });
    const body = await res.json<{ validateErrors: Record<string, string[]> }>();
    expect(body.validateErrors).toEqual({ email: ['ਸਹੀ ਈਮੇਲ ਪਤਾ ਲਿਖੋ।'] });
  });

  it('says why a body is refused in the visitor language too', async () => {
    const init = { method: 'POST', body: JSON.stringify(contact), headers: { 'content-type': 'application/json' } };
    const en = await call('/api/contact-form', init);
    expect(await en.json()).toEqual({ success: false, error: { detail: 'Send the form as multipart/form-data.' } });
    const pa = await call('/api/contact-form', { ...init, headers: { ...init.headers, cookie: 'lang=pa' } });
    expect(await pa.json()).toEqual({ success: false, error: { detail: t('pa', 'form.notAForm') } });
    const big = await postForm('/api/subscribe-mailchimp', { email: 'x'.repeat(70 * 1024) }, { cookie: 'lang=pa' });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ success: false, error: { detail: 'ਫ਼ਾਰਮ ਬਹੁਤ ਵੱਡਾ ਹੈ।' } });
  });

  it('keeps Punjabi text intact (NFC) and injection text inert', async () => {
    const message = "ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ'); DROP TABLE contact_messages; --";
    const res = await postForm('/api/contact-form', { ...contact, message });
    expect(res.status).toBe(200);
    const row = await testEnv.DB.prepare('SELECT message FROM contact_messages ORDER BY id DESC LIMIT 1').first<{
      message: string;
    }>();
    expect(row!.message).toBe(message.normalize('NFC'));
  });

  it('refuses bodies that are not forms (415) and oversized bodies (413)', async () => {
    const json = await call('/api/contact-form', {
      method: 'POST',
      body: JSON.stringify(contact),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    const big = await postForm('/api/contact-form', { ...contact, message: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ success: false });
  });
});

describe('subscriptions', () => {
  it('stores an email once however often it is sent', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await postForm('/api/subscribe-mailchimp', { email: ' Listener@Example.org ' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect(
      await countRows(
        "SELECT COUNT(*) AS n FROM subscriptions WHERE channel = 'email' AND address = ?",
        'listener@example.org',
      ),
    ).toBe(1);
  });

  it('rejects a bad email with validateErrors', async () => {
    const res = await postForm('/api/subscribe-mailchimp', { email: 'listener@' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, validateErrors: { email: ['Enter a valid email address.'] } });
  });

  it('normalises phone numbers so the same number is one subscription', async () => {
    expect((await postForm('/api/subscribe-whatsapp', { phone: '604 555 0123' })).status).toBe(200);
    expect((await postForm('/api/subscribe-whatsapp', { phone: '+1-604-555-0123' })).status).toBe(200);
    expect(
      await countRows("SELECT COUNT(*) AS n FROM subscriptions WHERE channel = 'whatsapp' AND address = '16045550123'"),
    ).toBe(1);
    const bad = await postForm('/api/subscribe-whatsapp', { phone: 'call me' });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ validateErrors: object }>()).validateErrors).toHaveProperty('phone');
  });
});
