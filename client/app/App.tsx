/**
 * The whole app, rendered by the worker and hydrated in the browser from the same AppState.
 * The layout (header, players, footer) stays mounted while the router swaps the screen.
 */
import { useMemo } from 'react';
import type { AppState } from '../../shared/page-state';
import type { Page } from './routes';
import { AppContext, type AppContextValue } from './context';
import { browserApi } from './browser-api';
import { Layout } from './Layout';
import { useRouter } from './router';
import { Screen } from './screens';

export function App({ initial }: { initial: AppState<Page> }) {
  const router = useRouter(initial, browserApi);
  const value = useMemo<AppContextValue>(
    () => ({
      lang: router.lang,
      settings: initial.settings,
      siteUrl: initial.siteUrl,
      page: router.page,
      // Only the page the server answered with: after a client navigation the outcome is old news.
      echo: router.page === initial.page ? (initial.echo ?? null) : null,
      loading: router.loading,
      navFailure: router.failure,
      retryNavigation: router.retry,
      navigate: router.navigate,
      setLanguage: router.setLanguage,
    }),
    [router, initial.settings, initial.siteUrl, initial.page, initial.echo],
  );
  return (
    <AppContext.Provider value={value}>
      <Layout>
        <Screen page={router.page} />
      </Layout>
    </AppContext.Provider>
  );
}
