/**
 * The newsletter popup (spec document 1 §4): opened by the schedule of popup-rules.ts, closed by
 * the overlay, Escape or 'NO THANKS' (each adds one to the saved count while unconfirmed), and
 * remembered as subscribed once its form is confirmed.
 */
import { proxy } from 'valtio';
import {
  afterClose,
  browserStorage,
  readPopupState,
  rememberSubscribed,
  writePopupState,
} from '../components/popup/popup-rules';
import { confirmNotify, notifyForm, setNotifyInput } from './notify-form';

export const newsletterPopup = proxy({ open: false, form: notifyForm() });

export function openNewsletterPopup(): void {
  newsletterPopup.open = true;
}

/** Every way of closing it. Only a close before subscribing counts towards the five. */
export function closeNewsletterPopup(storage = browserStorage()): void {
  if (!newsletterPopup.open) return;
  newsletterPopup.open = false;
  if (!newsletterPopup.form.confirmed) writePopupState(storage, afterClose(readPopupState(storage)));
}

export function setNewsletterInput(value: string): void {
  setNotifyInput(newsletterPopup.form, value);
}

export async function confirmNewsletterPopup(storage = browserStorage()): Promise<void> {
  if (await confirmNotify(newsletterPopup.form)) rememberSubscribed(storage);
}
