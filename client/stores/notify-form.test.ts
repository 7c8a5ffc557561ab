import { describe, expect, it, vi } from 'vitest';
import type { FormResult } from '../../shared/forms/reply';
import { POPUP_STORAGE_KEY, type PopupStorage } from '../components/popup/popup-rules';
import { appStoreModal, closeAppStoreModal, openAppStoreModal, setAppStoreInput } from './app-store-modal';
import { closeNewsletterPopup, newsletterPopup, openNewsletterPopup } from './newsletter-popup';
import { confirmNotify, notifyForm, resetNotify, setNotifyInput } from './notify-form';

const answer = (state: FormResult) => vi.fn(async (_email: string) => state);

describe('the notify form', () => {
  it('sets the empty hint when confirmed empty, and sends nothing', async () => {
    const form = notifyForm();
    const send = answer({ kind: 'success' });
    setNotifyInput(form, '   ');
    expect(await confirmNotify(form, send)).toBe(false);
    expect(form).toMatchObject({ hint: 'empty', confirmed: false });
    expect(send).not.toHaveBeenCalled();
    setNotifyInput(form, 'a');
    expect(form.hint).toBeNull();
  });

  it('confirms a non-empty address once the list has it', async () => {
    const form = notifyForm();
    const send = answer({ kind: 'success' });
    setNotifyInput(form, ' reader@example.com ');
    expect(await confirmNotify(form, send)).toBe(true);
    expect(send).toHaveBeenCalledWith('reader@example.com');
    expect(form).toMatchObject({ confirmed: true, sending: false });
    // Confirmed is final until a reset: a second press sends nothing.
    expect(await confirmNotify(form, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the server field error, or the failure', async () => {
    const form = notifyForm();
    setNotifyInput(form, 'bad');
    await confirmNotify(form, answer({ kind: 'invalid', errors: { email: 'Enter a valid email address.' } }));
    expect(form).toMatchObject({ confirmed: false, error: 'Enter a valid email address.' });
    await confirmNotify(form, answer({ kind: 'failed', detail: null }));
    expect(form).toMatchObject({ error: null, failure: { detail: null } });
  });

  it('reset drops confirmation, input and an answer still on its way', async () => {
    const form = notifyForm();
    let resolve: (s: FormResult) => void = () => {};
    setNotifyInput(form, 'late@example.com');
    const pending = confirmNotify(form, () => new Promise((r) => (resolve = r)));
    resetNotify(form);
    resolve({ kind: 'success' });
    expect(await pending).toBe(false);
    expect(form).toMatchObject({ input: '', confirmed: false, sending: false, hint: null });
  });
});

describe('the app-store modal store', () => {
  it('opens, and closing resets confirmation and input', () => {
    openAppStoreModal();
    setAppStoreInput('x@example.com');
    appStoreModal.form.confirmed = true;
    expect(appStoreModal.visible).toBe(true);
    closeAppStoreModal();
    expect(appStoreModal.visible).toBe(false);
    expect(appStoreModal.form).toMatchObject({ input: '', confirmed: false, hint: null });
  });
});

describe('the newsletter popup store', () => {
  const storage = (): PopupStorage & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };

  it('counts a close before subscribing, once per opening', () => {
    const saved = storage();
    openNewsletterPopup();
    closeNewsletterPopup(saved);
    closeNewsletterPopup(saved);
    expect(JSON.parse(saved.data.get(POPUP_STORAGE_KEY)!)).toEqual({ subscribed: false, timesToShow: 1 });
  });

  it('does not count a close after subscribing', () => {
    const saved = storage();
    openNewsletterPopup();
    newsletterPopup.form.confirmed = true;
    closeNewsletterPopup(saved);
    expect(saved.data.size).toBe(0);
    newsletterPopup.form.confirmed = false;
  });
});
