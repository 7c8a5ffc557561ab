/**
 * The one alert of the site (spec doc 2 §4): a message box over the bottom of the page, above the
 * fixed radio bar, with a cross for errors and a tick for success. It fades in, closes on a click
 * anywhere (or Escape), and hides itself after 5000 ms (the store's timer).
 *
 * It is a pair of live regions, not the site's modal Dialog: a modal would take focus away from
 * the form the visitor is filling in (the field errors are there) and make the page inert, and a
 * five-second timer would then hand focus back on its own; even a non-modal <dialog> moves focus
 * when shown. A live region announces the message where the visitor is and takes nothing away.
 * Both regions are on the page from the first render, so screen readers are listening when text
 * arrives: success is polite (role=status), an error interrupts (role=alert).
 *
 * A page answering a form posted without JavaScript renders its alert on the server (from the
 * page state's echo); once the script runs, the store takes it over with its timer.
 */
import './alert.css';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../../app/context';
import { echoAlert } from '../../forms/echo-alert';
import { type AlertType, alert, closeAlert, showAlert } from '../../stores/alert';

function Icon({ type }: { type: AlertType }) {
  return (
    <svg className="alert__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" />
      {type === 'success' ? (
        <path
          d="M6.5 12.5l3.5 3.5 7.5-8"
          fill="none"
          stroke="var(--paper)"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M8 8l8 8M16 8l-8 8" fill="none" stroke="var(--paper)" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

function Box({ type, message, fromServer }: { type: AlertType; message: string; fromServer: boolean }) {
  const t = useT();
  return (
    <div className={`alert alert--${type}${fromServer ? ' alert--static' : ''}`} data-alert={type}>
      <Icon type={type} />
      <p className="alert__message">
        <span className="visually-hidden">{t(type === 'success' ? 'alert.success' : 'alert.error')} </span>
        {message}
      </p>
    </div>
  );
}

export function Alert() {
  const snap = useSnapshot(alert);
  const { echo } = useApp();
  const t = useT();
  // The server's alert for a form posted without JavaScript, until the store takes it over.
  const [fromServer, setFromServer] = useState(() => echoAlert(echo));

  useEffect(() => {
    if (!fromServer) return;
    showAlert(fromServer.type, t(fromServer.key));
    setFromServer(null);
  }, [fromServer, t]);

  useEffect(() => {
    if (!snap.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAlert();
    };
    // "Closes on click anywhere": the page keeps the click too (the alert never blocks it).
    document.addEventListener('click', closeAlert);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', closeAlert);
      document.removeEventListener('keydown', onKey);
    };
  }, [snap.open]);

  const shown = snap.open
    ? { type: snap.type, message: snap.message, key: String(snap.serial), fromServer: false }
    : fromServer
      ? { type: fromServer.type, message: t(fromServer.key), key: 'server', fromServer: true }
      : null;

  return (
    <div className="alerts">
      <div className="alerts__region" role="status" aria-live="polite" aria-atomic="true">
        {shown?.type === 'success' && (
          <Box key={shown.key} type={shown.type} message={shown.message} fromServer={shown.fromServer} />
        )}
      </div>
      <div className="alerts__region" role="alert" aria-atomic="true">
        {shown?.type === 'error' && (
          <Box key={shown.key} type={shown.type} message={shown.message} fromServer={shown.fromServer} />
        )}
      </div>
    </div>
  );
}
