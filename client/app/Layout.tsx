/**
 * The shell every page shares. It never unmounts during client navigation, which is what lets
 * the live radio (in the players slot) keep playing while the visitor browses.
 *
 * The full-screen search (`overlay`) is drawn inside <main>, over the page it was opened on:
 * while it is `covered`, everything else (the header, the page under it, the players and the
 * footer) is inert, out of reach of pointer, keyboard and screen reader, yet still mounted, so
 * the radio plays on and the page is where it was when the search closes. The wrappers are
 * `display: contents` boxes that are always there, so opening the search never remounts a part.
 */
import type { ReactNode } from 'react';
import { Alert, Footer, Header, Overlays, Players } from './shell-islands';
import { useApp, useT } from './context';
import { Link } from '../components/link/Link';
import { NavNotice } from '../components/nav-notice/NavNotice';

export function Layout({
  children,
  overlay = null,
  covered = false,
}: {
  children: ReactNode;
  overlay?: ReactNode;
  covered?: boolean;
}) {
  const { loading } = useApp();
  const t = useT();
  const inert = covered || undefined;
  return (
    <div className="site">
      <div className="site__part" inert={inert}>
        <Link className="skip-link" href="#content">
          {t('nav.skipToContent')}
        </Link>
        <Header />
        <div
          className={`progress${loading ? ' progress--on' : ''}`}
          role="progressbar"
          aria-hidden={!loading}
          aria-label={t('common.loading')}
        />
      </div>
      <main id="content" className="site__main" aria-busy={loading} tabIndex={-1}>
        <div className="site__part" inert={inert}>
          {children}
        </div>
        {overlay}
      </main>
      <div className="site__part" inert={inert}>
        <Players />
        <Footer />
      </div>
      <Overlays />
      <Alert />
      <NavNotice />
    </div>
  );
}
