/**
 * The shell every page shares. It never unmounts during client navigation, which is what lets
 * the live radio (in the players slot) keep playing while the visitor browses.
 */
import type { ReactNode } from 'react';
import { Header } from '../components/header/Header';
import { Alert, Footer, Overlays, Players } from './shell-islands';
import { useApp, useT } from './context';
import { Link } from '../components/link/Link';
import { NavNotice } from '../components/nav-notice/NavNotice';

export function Layout({ children }: { children: ReactNode }) {
  const { loading } = useApp();
  const t = useT();
  return (
    <div className="site">
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
      <main id="content" className="site__main" aria-busy={loading} tabIndex={-1}>
        {children}
      </main>
      <Players />
      <Overlays />
      <Footer />
      <Alert />
      <NavNotice />
    </div>
  );
}
