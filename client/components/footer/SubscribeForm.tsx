/**
 * The footer's two subscriptions (spec doc 2 §4, doc 1 §4, §8): the newsletter (email) and the
 * messaging-app list (phone, with the country code). Each is a real <form method="post"> to
 * /subscribe/{email|phone}, which works without JavaScript and comes back to this page
 * (worker/render/form-post.ts); with it, the submit goes to the /api endpoint through the shared
 * form flow (client/forms): success clears the field, sets "subscribed" and shows the alert
 * 'You subscribed!'; the server's field messages show beside the field, and editing clears them;
 * a failure with error.detail opens the error modal 'Oops, error!' (the site's Dialog) with the
 * detail, or 'Check the entered data'.
 */
import { type FormEvent, type RefObject, useId, useRef } from 'react';
import { browserApi } from '../../app/browser-api';
import { useApp, useT } from '../../app/context';
import { Dialog } from '../dialog/Dialog';
import { useLocalizedPath } from '../link/Link';
import { alertOf } from '../../forms/echo-alert';
import { Field } from '../../forms/Field';
import { dismissFailure, setFieldError, submitForm } from '../../forms/form';
import { Honeypot, honeypotOf } from '../../forms/Honeypot';
import { useFocusAfterSubmit } from '../../forms/use-focus-after';
import { useForm, useFormState } from '../../forms/use-form';
import { browserStorage, rememberSubscribed } from '../popup/popup-rules';
import { showAlert } from '../../stores/alert';
import { MESSAGING_PATH, SUBSCRIBE_PATH } from './subscribe';

type Channel = 'email' | 'phone';

const PATHS: Record<Channel, string> = { email: SUBSCRIBE_PATH, phone: MESSAGING_PATH };

/** `heading` replaces the form's own title where the form serves another page (the app-coming page). */
export function SubscribeForm({ channel, heading }: { channel: Channel; heading?: string }) {
  const t = useT();
  const { page } = useApp();
  const localize = useLocalizedPath();
  const ids = useId();
  const titleId = `${ids}-title`;
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm(channel, [channel] as const, ref);
  const snap = useFormState(form);
  const submit = useRef<HTMLButtonElement>(null);
  useFocusAfterSubmit(ref, snap.attempts);
  const email = channel === 'email';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (snap.sending) return;
    // The one check before sending: an empty field (spec doc 1 'Field cannot be empty').
    if (form.values[channel].trim() === '') {
      setFieldError(form, channel, t('footer.fieldEmpty'));
      return;
    }
    const result = await submitForm(form, browserApi(), PATHS[channel], honeypotOf(event.currentTarget));
    // Whoever subscribed here is not asked again by the newsletter popup.
    if (email && result?.kind === 'success') rememberSubscribed(browserStorage());
    const shown = result && alertOf(channel, result.kind === 'success');
    if (shown) showAlert(shown.type, t(shown.key));
  }

  return (
    <>
      {/* noValidate: the browser's own bubble would replace the server's messages in the visitor's language. */}
      <form
        ref={ref}
        className="newsletter"
        method="post"
        action={localize(`/subscribe/${channel}`)}
        noValidate
        aria-labelledby={titleId}
        aria-busy={snap.sending}
        onSubmit={onSubmit}
        data-subscribe={channel}
      >
        <h2 id={titleId} className="footer__title">
          {heading ?? (email ? t('footer.newsletterTitle') : t('subscribe.messagingTitle'))}
        </h2>
        <div className="newsletter__row">
          <Field
            form={form}
            name={channel}
            className="field--footer"
            hideLabel
            label={email ? t('footer.emailLabel') : t('subscribe.phoneLabel')}
            type={email ? 'email' : 'tel'}
            autoComplete={email ? 'email' : 'tel'}
            inputMode={email ? 'email' : 'tel'}
            placeholder={email ? t('footer.emailPlaceholder') : t('subscribe.phonePlaceholder')}
          />
          <button ref={submit} type="submit" className="button newsletter__submit" disabled={snap.sending}>
            {snap.sending ? t('footer.sending') : t('footer.subscribe')}
          </button>
        </div>
        <input type="hidden" name="return" value={localize(page.url)} />
        <Honeypot />
        {/* Without JavaScript the modal cannot open: the page that answered the post says it here. */}
        {snap.failure !== null && (
          <noscript>
            <p className="newsletter__message newsletter__message--error">
              <strong>{t('footer.errorTitle')}</strong> {snap.failure || t('footer.errorBody')}
            </p>
          </noscript>
        )}
      </form>
      <SubscribeError failure={snap.failure} onClose={() => dismissFailure(form)} returnFocusTo={submit} />
    </>
  );
}

/**
 * Spec: a failure with error.detail shows in an error modal titled 'Oops, error!' with the
 * detail, or the default body 'Check the entered data'.
 */
function SubscribeError({
  failure,
  onClose,
  returnFocusTo,
}: {
  failure: string | null;
  onClose(): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const titleId = `${useId()}-error-title`;
  return (
    <Dialog
      open={failure !== null}
      onClose={onClose}
      labelledBy={titleId}
      // Opened while the button was disabled (focus on the body): closing it goes back to the form.
      returnFocusTo={returnFocusTo}
      className="subscribe-error"
    >
      <div className="subscribe-error__body">
        <h2 id={titleId} className="subscribe-error__title">
          {t('footer.errorTitle')}
        </h2>
        <p>{failure || t('footer.errorBody')}</p>
        <button type="button" className="button" onClick={onClose}>
          {t('subscribe.close')}
        </button>
      </div>
    </Dialog>
  );
}
