/**
 * The newsletter popup (spec document 1 §2, §4): the notify form in the site's one dialog, with
 * 'NO THANKS'. It opens by itself, so focus goes to its title rather than the email field (no
 * phone keyboard springs up unasked); Escape, the overlay and 'NO THANKS' close it and count.
 * Loaded on demand by Overlays, the first time the schedule opens it.
 */
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../app/context';
import {
  closeNewsletterPopup,
  confirmNewsletterPopup,
  newsletterPopup,
  setNewsletterInput,
} from '../../stores/newsletter-popup';
import { Dialog } from '../dialog/Dialog';
import { NotifyForm } from './NotifyForm';

const TITLE_ID = 'newsletter-popup-title';

export function NewsletterPopup() {
  const t = useT();
  const { open, form } = useSnapshot(newsletterPopup);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = () => closeNewsletterPopup();
  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={TITLE_ID}
      initialFocus={titleRef}
      className="notify-dialog"
      id="newsletter-popup"
    >
      <NotifyForm
        form={form}
        titleId={TITLE_ID}
        titleRef={titleRef}
        onInput={setNewsletterInput}
        onConfirm={() => void confirmNewsletterPopup()}
        footer={
          <button type="button" className="notify__dismiss" onClick={close}>
            {form.confirmed ? t('notify.close') : t('notify.noThanks')}
          </button>
        }
      />
    </Dialog>
  );
}
