/**
 * The whole app, rendered by the worker and hydrated in the browser from the same AppState.
 * The layout (header, players, footer) stays mounted while the router swaps the screen.
 */
import { useEffect, useMemo, useState } from 'react';
import type { AppState } from '../../shared/page-state';
import type { Page } from './routes';
import { AppContext, type AppContextValue, type SaveData } from './context';
import { Layout } from './Layout';
import { loadRouter, onRouterWanted, type RouterCore, useRouterState } from './router-state';
import { Screen } from './screens';
import { OVERLAY_ROUTE } from './search-overlay';
import { whenIdle } from './shallow-stack';
import { uiLang } from '../../shared/routing/reading';

/**
 * Mounts the router (client/app/router.ts) once its chunk is in: when the browser is first idle
 * after hydration, or sooner when something asks for it. Its own state, so mounting it re-renders
 * nothing else; it renders nothing itself.
 */
function RouterHost({ initial, page, core }: { initial: AppState<Page>; page: Page; core: RouterCore }) {
  const [engine, setEngine] = useState<Awaited<ReturnType<typeof loadRouter>> | null>(null);
  useEffect(() => {
    let live = true;
    let started = false;
    const mount = () => {
      if (started) return;
      started = true;
      loadRouter()
        .then((m) => live && setEngine(m))
        // Offline: a link click stays a normal page load, and the next ask tries again.
        .catch(() => {
          started = false;
        });
    };
    const stopWaking = onRouterWanted(mount);
    const cancel = whenIdle(mount);
    return () => {
      live = false;
      stopWaking();
      cancel();
    };
  }, []);
  return engine && <engine.RouterEngine initial={initial} page={page} core={core} />;
}

export function App({ initial }: { initial: AppState<Page> }) {
  const { state: router, core } = useRouterState(initial);
  const [saveData, setSaveData] = useState<SaveData>({ on: !!initial.saveData, images: !initial.saveData });
  const value = useMemo<AppContextValue>(
    () => ({
      lang: router.lang,
      // A Shahmukhi reading is only ever the server's page: every page the router shows is Gurmukhi or English.
      ui: uiLang(router.lang, router.page === initial.page && initial.script === 'arab'),
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
      saveData,
      setSaveData,
    }),
    [router, initial.settings, initial.siteUrl, initial.page, initial.echo, initial.script, saveData],
  );
  // The full-screen search is drawn over the page it was opened on, which stays mounted under it.
  const search = router.page.routeId === OVERLAY_ROUTE ? router.page : null;
  const under = search ? router.under : router.page;
  return (
    <AppContext.Provider value={value}>
      <Layout overlay={search && <Screen page={search} />} covered={!!search}>
        {under && <Screen page={under} />}
      </Layout>
      <RouterHost initial={initial} page={router.page} core={core} />
    </AppContext.Provider>
  );
}
