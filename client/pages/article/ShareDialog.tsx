/**
 * The 'Share this Link' dialog: the article's address and a Copy button, in the dialog primitive
 * (focus kept inside, Escape and the overlay close it, the page behind does not scroll). Focus
 * goes to Copy on open and back to the share button on close. 'Link has been copied
 * successfully.' (spec §8) stays until closed.
 */
import { type RefObject, useRef, useState } from 'react';
import { useT } from '../../app/context';
import type { Held } from '../../app/part-props';
import { Dialog } from '../../components/dialog/Dialog';

export interface ShareDialogProps {
  id: string;
  open: boolean;
  url: string;
  /** Held: the dialog is a part (client/app/part-props.ts). */
  onClose: Held<() => void>;
  returnFocusTo: Held<RefObject<HTMLElement | null>>;
}

export function ShareDialog({ id, open, url, onClose, returnFocusTo }: ShareDialogProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  const close = () => {
    setStatus('idle');
    onClose();
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
    <Dialog
      id={id}
      open={open}
      onClose={close}
      labelledBy={`${id}-title`}
      initialFocus={copyRef}
      returnFocusTo={returnFocusTo}
      className="article-dialog"
    >
      <div className="article-dialog__panel">
        <div className="article-dialog__head">
          <h2 className="article-dialog__title" id={`${id}-title`}>
            {t('article.shareTitle')}
          </h2>
          <button
            type="button"
            className="article-dialog__close icon-button"
            aria-label={t('common.close')}
            onClick={close}
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
    </Dialog>
  );
}
