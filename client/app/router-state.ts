/**
 * What the page needs of the router before it hydrates: the page on screen and its language,
 * the loading and failure flags, and stable `navigate` / `setLanguage` / `retry` functions. The
 * router itself (client/app/router.ts: link clicks, history and scroll, loaders, the api client)
 * loads after hydration, when the browser is first idle, or at once when something asks for it
 * (a navigation, the language toggle, the radio starting: client/stores/radio-live.ts). Until it is
 * in, a link click is a normal page load; a call made meanwhile waits for it and then runs.
 */
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useMemo, useRef, useState } from 'react';
import type { AppState } from '../../shared/page-state';
import type { Lang } from '../../shared/types/content';
import type { NavFailureKind } from './nav-failure';
import type { Page } from './routes';

/** The router's three actions, as the engine registers them once it is mounted. */
interface RouterActions {
  navigate(href: string, options?: { replace?: boolean }): void;
  setLanguage(lang: Lang): void;
  retry(): void;
}

export interface RouterState extends RouterActions {
  page: Page;
  /** The page under the full-screen search while it is open over one (client/app/search-overlay.ts). */
  under: Page | null;
  lang: Lang;
  loading: boolean;
  /** The last navigation failed: why, until the next one starts. */
  failure: NavFailureKind | null;
}

/** The state the engine writes and the refs it reads; made once per App by useRouterState. */
export interface RouterCore {
  setPage: Dispatch<SetStateAction<Page>>;
  setUnder: Dispatch<SetStateAction<Page | null>>;
  setLang: Dispatch<SetStateAction<Lang>>;
  setLoading: Dispatch<SetStateAction<boolean>>;
  setFailure: Dispatch<SetStateAction<NavFailureKind | null>>;
  /** What the next navigation compares its page with, before React has rendered. */
  shown: RefObject<{ page: Page; under: Page | null }>;
  langRef: RefObject<Lang>;
  /** The engine's actions once mounted; a call before that waits in `pending`. */
  actions: RefObject<RouterActions | null>;
  pending: RefObject<((actions: RouterActions) => void) | null>;
}

/**
 * The router's module, loaded once. Module-level on purpose: code, never request data. A failed
 * load is forgotten, so the next request asks again.
 */
let loading: Promise<typeof import('./router')> | undefined;
const wanted = new Set<() => void>();

/** Loads the router now (the radio starts, a navigation is asked); the mounted App then runs it. */
export function loadRouter(): Promise<typeof import('./router')> {
  if (loading) return loading;
  loading = import('./router').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  for (const wake of wanted) wake();
  return loading;
}

/** Calls `wake` whenever something asks for the router (the App's host mounts it then). */
export function onRouterWanted(wake: () => void): () => void {
  wanted.add(wake);
  return () => wanted.delete(wake);
}

/**
 * What a call asked before the router came in does when the router cannot load (offline, or its
 * file gone after a deploy; the browser then keeps that failure for the document): a navigation
 * becomes a normal page load, as a link click is until the router is in; the language toggle and
 * Retry show the offline notice with its Retry (nav-failure.ts: a failed import() is 'offline'),
 * and the page stays.
 */
export function whenRouterFails(href: string | undefined): { assign: string } | { failure: NavFailureKind } {
  return href === undefined ? { failure: 'offline' } : { assign: href };
}

/** The router's state and its stable actions; the engine (client/app/router.ts) drives it once loaded. */
export function useRouterState(initial: AppState<Page>): { state: RouterState; core: RouterCore } {
  const [page, setPage] = useState(initial.page);
  const [under, setUnder] = useState<Page | null>(null);
  const [lang, setLang] = useState(initial.lang);
  const [busy, setLoading] = useState(false);
  const [failure, setFailure] = useState<NavFailureKind | null>(null);
  const shown = useRef<{ page: Page; under: Page | null }>({ page: initial.page, under: null });
  const langRef = useRef(lang);
  langRef.current = lang;
  const actions = useRef<RouterActions | null>(null);
  const pending = useRef<((actions: RouterActions) => void) | null>(null);
  const core = useMemo<RouterCore>(
    () => ({ setPage, setUnder, setLang, setLoading, setFailure, shown, langRef, actions, pending }),
    [],
  );
  /** Runs an action now, or once the router is in (the latest call wins, as the router's tickets would). */
  const run = useCallback((call: (actions: RouterActions) => void, href?: string) => {
    if (actions.current) return call(actions.current);
    pending.current = call;
    loadRouter().catch((err: unknown) => {
      console.warn('the router failed to load', err);
      if (pending.current !== call) return;
      pending.current = null;
      const fallback = whenRouterFails(href);
      if ('assign' in fallback) window.location.assign(fallback.assign);
      else setFailure(fallback.failure);
    });
  }, []);
  const navigate = useCallback<RouterActions['navigate']>(
    (href, options) => run((a) => a.navigate(href, options), href),
    [run],
  );
  const setLanguage = useCallback<RouterActions['setLanguage']>((next) => run((a) => a.setLanguage(next)), [run]);
  const retry = useCallback(() => run((a) => a.retry()), [run]);
  return { state: { page, under, lang, loading: busy, failure, navigate, setLanguage, retry }, core };
}
