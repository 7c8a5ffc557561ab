/**
 * The app-store modal (spec document 2 §4): hidden until a store badge without a link is clicked;
 * it asks for an email address to be told when the apps arrive (the shared notify form). Closing
 * resets the confirmation and the input. The footer's badges and the appLinks section call
 * openAppStoreModal(); the modal's own code loads only when it first opens.
 */
import { proxy } from 'valtio';
import { browserStorage, rememberSubscribed } from '../components/popup/popup-rules';
import { confirmNotify, notifyForm, resetNotify, setNotifyInput } from './notify-form';

export const appStoreModal = proxy({ visible: false, form: notifyForm() });

export function openAppStoreModal(): void {
  appStoreModal.visible = true;
}

export function closeAppStoreModal(): void {
  appStoreModal.visible = false;
  resetNotify(appStoreModal.form);
}

export function setAppStoreInput(value: string): void {
  setNotifyInput(appStoreModal.form, value);
}

/** Confirms; an address now on the list also means the newsletter popup need not ask again. */
export async function confirmAppStoreModal(): Promise<void> {
  if (await confirmNotify(appStoreModal.form)) rememberSubscribed(browserStorage());
}
