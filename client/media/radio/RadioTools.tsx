/**
 * The radio bar's menu (issue 28), loaded on the first press of its button (RadioToolsButton):
 * the data saver's switch (remembered in localStorage and a cookie, so the next server render
 * matches: shared/saver/data-saver.ts), "Show images" while pictures are held, and the sleep
 * timer (15, 30, 60 minutes or the end of the show), which fades the stream out and stops it.
 * Setting, cancelling and the stop are announced in a polite live region; the time left shows
 * beside the button while it runs.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { SAVE_DATA_COOKIE, saveDataCookie } from '../../../shared/saver/data-saver';
import { useApp, useT } from '../../app/context';
import { liveSound } from '../../stores/radio-live';
import { stopAllAudio } from '../../stores/radio';
import { FADE_MS, formatLeft, runSleepTimer, SLEEP_CHOICES, type SleepChoice, sleepEndsAt } from './sleep-timer';

export interface RadioToolsProps {
  open: boolean;
  close(): void;
  /** The airing show's end ('h:mm a', Vancouver time); null off air. */
  showEnd: string | null;
}

/** The stream fades out over FADE_MS, then every sound stops (a podcast playing instead stops at once). */
function fadeOutAndStop(): void {
  const howl = liveSound();
  if (!howl) {
    stopAllAudio();
    return;
  }
  howl.fade(howl.volume(), 0, FADE_MS);
  window.setTimeout(stopAllAudio, FADE_MS);
}

/** The visitor's choice, kept for the next visit (localStorage) and for the server (the cookie). */
function rememberSaveData(on: boolean): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = saveDataCookie(on) + secure;
  try {
    localStorage.setItem(SAVE_DATA_COOKIE, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode, quota): the cookie still carries the choice.
  }
}

/** The sleep timer's state: the time left while it runs, and the last thing to announce. */
function useSleepTimer() {
  const t = useT();
  const [left, setLeft] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const cancelRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRef.current?.(), []);
  const clear = () => {
    cancelRef.current?.();
    cancelRef.current = null;
    setLeft(null);
  };
  const start = (endsAt: number, label: string) => {
    clear();
    cancelRef.current = runSleepTimer(endsAt, {
      onTick: setLeft,
      onFire() {
        cancelRef.current = null;
        setLeft(null);
        fadeOutAndStop();
        setNotice(t('sleep.stopped'));
      },
    });
    setNotice(t('sleep.set', { choice: label }));
  };
  const cancel = () => {
    clear();
    setNotice(t('sleep.cancelled'));
  };
  return { left, notice, start, cancel };
}

export function RadioTools({ open, close, showEnd }: RadioToolsProps) {
  const t = useT();
  const timer = useSleepTimer();
  const label = (choice: SleepChoice) => (choice === 'show' ? t('sleep.showEnd') : t('sleep.minutes', { n: choice }));
  const choose = (choice: SleepChoice) => {
    const endsAt = sleepEndsAt(choice, Date.now(), showEnd);
    if (endsAt !== null) timer.start(endsAt, label(choice));
  };
  // Escape closes the menu and gives focus back to its button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    document.querySelector<HTMLButtonElement>('.radio-bar__tools')?.focus();
  };
  return (
    <>
      {timer.left !== null && (
        <span className="radio-tools__left">{t('sleep.left', { time: formatLeft(timer.left) })}</span>
      )}
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of controls that pops up from the bar; no form to submit
        <div
          id="radio-tools"
          className="radio-tools__panel"
          role="group"
          aria-label={t('radio.tools')}
          onKeyDown={onKeyDown}
        >
          <SaverControls />
          <p className="radio-tools__heading" id="radio-tools-sleep">
            {t('sleep.title')}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: the timer's choices as one labelled group of buttons */}
          <div className="radio-tools__choices" role="group" aria-labelledby="radio-tools-sleep">
            {SLEEP_CHOICES.map((choice) => (
              <button
                key={choice}
                type="button"
                className="radio-tools__choice"
                disabled={choice === 'show' && !showEnd}
                onClick={() => choose(choice)}
              >
                {label(choice)}
              </button>
            ))}
          </div>
          {timer.left !== null && (
            <button type="button" className="radio-tools__item" onClick={timer.cancel}>
              {t('sleep.cancel')}
            </button>
          )}
        </div>
      )}
      <p className="visually-hidden radio-tools__notice" aria-live="polite">
        {timer.notice}
      </p>
    </>
  );
}

/** The data saver's switch, and "Show images" while it holds this page's pictures. */
function SaverControls() {
  const t = useT();
  const { saveData, setSaveData } = useApp();
  const toggle = () => {
    rememberSaveData(!saveData.on);
    setSaveData({ on: !saveData.on, images: saveData.on });
  };
  return (
    <>
      <button type="button" role="switch" aria-checked={saveData.on} className="radio-tools__switch" onClick={toggle}>
        <span className="radio-tools__name">{t('saver.toggle')}</span>
        <span className="radio-tools__hint">{t('saver.hint')}</span>
      </button>
      {!saveData.images && (
        <button type="button" className="radio-tools__item" onClick={() => setSaveData({ ...saveData, images: true })}>
          {t('saver.showImages')}
        </button>
      )}
    </>
  );
}
