/**
 * The notice of a failed client navigation (issue 16): the page on screen stays, the players keep
 * playing, and this short line says why the next page did not come, with Retry. The live region
 * is on the page from the first render, so screen readers are listening when the text arrives.
 */
import './nav-notice.css';
import { useApp, useT } from '../../app/context';

export function NavNotice() {
  const { navFailure, retryNavigation } = useApp();
  const t = useT();
  return (
    <div className="alerts nav-notice" role="alert">
      {navFailure && (
        <p className="nav-notice__box">
          <span>{t(navFailure === 'offline' ? 'navFailure.offline' : 'navFailure.failed')}</span>
          <button type="button" className="nav-notice__retry" onClick={retryNavigation}>
            {t('navFailure.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
