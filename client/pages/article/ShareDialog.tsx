/**
 * The 'Share this Link' dialog: the article's address and a Copy button. It is a native modal
 * <dialog> (showModal), which gives the page behind `inert`, Tab kept inside and Escape for free;
 * the close button and a click on the overlay close it too. Focus goes to Copy on open and back to
 * the share button on close. 'Link has been copied successfully.' (spec §8) stays until closed.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../app/context';

export interface ShareDialogProps {
  id: string;
  open: boolean;
  url: string;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function ShareDialog({ id, open, url, onClose, returnFocusTo }: ShareDialogProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  // The dialog is always in the markup (closed on the server); state drives the native API.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      copyRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Runs for every way of closing (Escape, close button, overlay): reset and hand focus back.
  const handleClose = () => {
    setStatus('idle');
    onClose();
    returnFocusTo.current?.focus();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      // No clipboard access (old browser, insecure origin, denied): select it for a manual copy.
      inputRef.current?.select();
      setStatus('failed');
    }
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className="article-dialog"
      aria-labelledby={`${id}-title`}
      onClose={handleClose}
      // A click that lands on the <dialog> itself (not its panel) is a click on the overlay.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="article-dialog__panel">
        <div className="article-dialog__head">
          <h2 className="article-dialog__title" id={`${id}-title`}>
            {t('article.shareTitle')}
          </h2>
          <button
            type="button"
            className="article-dialog__close"
            aria-label={t('common.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <label className="visually-hidden" htmlFor={`${id}-url`}>
          {t('article.linkLabel')}
        </label>
        <div className="article-dialog__row">
          <input
            ref={inputRef}
            id={`${id}-url`}
            className="article-dialog__url"
            type="url"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button ref={copyRef} type="button" className="button article-dialog__copy" onClick={copy}>
            {t('article.copy')}
          </button>
        </div>
        <p className={`article-dialog__status article-dialog__status--${status}`} role="status">
          {status === 'copied' ? t('article.copied') : status === 'failed' ? t('article.copyFailed') : ''}
        </p>
      </div>
    </dialog>
  );
}
