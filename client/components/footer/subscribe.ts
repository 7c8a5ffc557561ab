/**
 * The footer's two subscriptions (spec doc 1 §4 / §7 / §8, doc 2 §4): where each posts, and the
 * email subscription as one call for whoever else subscribes an address (the popup).
 */
import type { FormApi } from '../../../shared/api/client';
import type { FormResult } from '../../../shared/forms/reply';
import { browserApi } from '../../app/browser-api';
import { sendForm } from '../../forms/form';

/** The contract path of the email list (spec §7). */
export const SUBSCRIBE_PATH = '/api/subscribe-mailchimp';
/** The contract path of the messaging-app list (spec §7). */
export const MESSAGING_PATH = '/api/subscribe-whatsapp';

/**
 * POSTs `email` as multipart form data and reads the reply. The spec's original sent this in
 * no-cors mode to another host; here the API is same-origin, so a normal request is used, which
 * is what lets the JSON reply be read at all.
 */
export const sendSubscription = (email: string, api: FormApi = browserApi()): Promise<FormResult> =>
  sendForm(api, SUBSCRIBE_PATH, { email }, ['email']);
