/**
 * The app-store modal (spec document 2 §4): opened by a store badge without a link, it offers the
 * notify form (an email address to be told when the apps arrive). The close button, Escape and the
 * overlay close it, which resets the confirmation and the input. It fades over 300 ms (notify.css),
 * not at all with reduced motion. Loaded on demand by Overlays, the first time a badge opens it.
 */
import { useSnapshot } from 'valtio';
import { useT } from '../../app/context';
import { CloseIcon } from '../../media/video/icons';
import {
  appStoreModal,
  closeAppStoreModal,
  confirmAppStoreModal,
  setAppStoreInput,
} from '../../stores/app-store-modal';
import { NotifyDialog } from '../popup/NotifyForm';

export function AppStoreModal() {
  const t = useT();
  const { visible, form } = useSnapshot(appStoreModal);
  return (
    <NotifyDialog
      id="app-store-modal"
      className="notify-dialog notify-dialog--app-store"
      open={visible}
      onClose={closeAppStoreModal}
      // Asked for by a click: the field the visitor came to fill gets focus.
      focus="input"
      form={form}
      onInput={setAppStoreInput}
      onConfirm={() => void confirmAppStoreModal()}
      footer={
        <button
          type="button"
          className="notify__close icon-button"
          onClick={closeAppStoreModal}
          aria-label={t('notify.close')}
        >
          <CloseIcon />
        </button>
      }
    />
  );
}
