/**
 * The app-store modal (spec document 2 §4): opened by a store badge without a link, it offers the
 * notify form (an email address to be told when the apps arrive). The close button, Escape and the
 * overlay close it, which resets the confirmation and the input. It fades over 300 ms (notify.css),
 * not at all with reduced motion. Loaded on demand by Overlays, the first time a badge opens it.
 */
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../app/context';
import { CloseIcon } from '../../media/video/icons';
import {
  appStoreModal,
  closeAppStoreModal,
  confirmAppStoreModal,
  setAppStoreInput,
} from '../../stores/app-store-modal';
import { Dialog } from '../dialog/Dialog';
import { NotifyForm } from '../popup/NotifyForm';

const TITLE_ID = 'app-store-modal-title';

export function AppStoreModal() {
  const t = useT();
  const { visible, form } = useSnapshot(appStoreModal);
  // Asked for by a click: the field the visitor came to fill gets focus.
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={visible}
      onClose={closeAppStoreModal}
      labelledBy={TITLE_ID}
      initialFocus={inputRef}
      className="notify-dialog notify-dialog--app-store"
      id="app-store-modal"
    >
      <NotifyForm
        form={form}
        titleId={TITLE_ID}
        inputRef={inputRef}
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
    </Dialog>
  );
}
