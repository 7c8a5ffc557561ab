/**
 * The newsletter popup (spec document 1 §2, §4): the notify form in the site's one dialog, with
 * 'NO THANKS'. It opens by itself, so focus goes to its title rather than the email field (no
 * phone keyboard springs up unasked); Escape, the overlay and 'NO THANKS' close it and count.
 * Loaded on demand by Overlays, the first time the schedule opens it.
 */
import { useSnapshot } from 'valtio';
import { useT } from '../../app/context';
import {
  closeNewsletterPopup,
  confirmNewsletterPopup,
  newsletterPopup,
  setNewsletterInput,
} from '../../stores/newsletter-popup';
import { NotifyDialog } from './NotifyForm';

export function NewsletterPopup() {
  const t = useT();
  const { open, form } = useSnapshot(newsletterPopup);
  const close = () => closeNewsletterPopup();
  return (
    <NotifyDialog
      id="newsletter-popup"
      className="notify-dialog"
      open={open}
      onClose={close}
      focus="title"
      form={form}
      onInput={setNewsletterInput}
      onConfirm={() => void confirmNewsletterPopup()}
      footer={
        <button type="button" className="notify__dismiss" onClick={close}>
          {form.confirmed ? t('notify.close') : t('notify.noThanks')}
        </button>
      }
    />
  );
}
