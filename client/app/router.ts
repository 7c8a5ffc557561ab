/**
 * Client-side navigation, loaded after hydration (client/app/router-state.ts holds the state the
 * page hydrates with, and the App mounts this engine when the browser is first idle, or when a
 * navigation, the toggle or the radio asks for it). Once mounted, every same-site link click is
 * handled here: the URL is pushed, the route's loader runs against the contract (through the
 * browser cache), and the new page replaces the old one while the shell (header, players) stays
 * mounted. Back and forward reload the route the same way and return the reader to where they were
 * on that entry, once the entry's data is in (client/app/scroll-memory.ts). A new address enters
 * the history only once its page is in: a failure (an error status, no network) keeps the page on
 * screen and the players playing, logs the error and offers Retry (client/app/nav-failure.ts)
 * instead of a full page load, which would stop the radio. Its four concerns are named parts of
 * client/app/router-parts.ts (tickets, history and scroll, failure handling) and
 * client/app/prepare-page.ts (preloading, with the route table: loaded on first use); its
 * pure steps are in client/app/router-address.ts.
 */
import { useCallback, useEffect } from 'react';
import { LANG_COOKIE } from '../../shared/constants';
import { LOCALES } from '../../shared/i18n/translate';
import type { AppState } from '../../shared/page-state';
import { localizedPath } from '../../shared/routing/lang-path';
import { shahmukhiPlain } from '../../shared/routing/reading';
import type { Lang } from '../../shared/types/content';
import { browserApi } from './browser-api';
import { loadIslands } from './island';
import { languageAddress, navigationAddress, routeAddress, type ScrollTarget, scrollFor } from './router-address';
import { type Commit, useHistoryEntries, useNavFailure, useTickets } from './router-parts';
import type { RouterCore } from './router-state';
import type { Page } from './routes';
import { newEntryKey } from './scroll-memory';
import { backOf, opensOverPage, pageUnder } from './search-overlay';
import { whenIdle } from './shallow-stack';
import { documentTitle } from './title';

/**
 * The preloading module and the route table it brings (client/app/prepare-page.ts), loaded once:
 * a page hydrates without them. Module-level on purpose: code, never request data. A failed
 * load is forgotten, so the next navigation asks again.
 */
let preparing: Promise<typeof import('./prepare-page')> | undefined;
function loadPreparePage(): Promise<typeof import('./prepare-page')> {
  preparing ??= import('./prepare-page').catch((err: unknown) => {
    preparing = undefined;
    throw err;
  });
  return preparing;
}

/** Loads the route table when the browser is next idle after hydration, so the first click does not wait for it. */
function usePreparedWhenIdle(): void {
  useEffect(() => whenIdle(() => void loadPreparePage().catch(() => undefined)), []);
}

/** Same-site, plain left clicks on links that stay in this tab. */
function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const target = event.target instanceof Element ? event.target : null;
  const a = target?.closest('a');
  if (!a?.href || (a.target && a.target !== '_self') || a.hasAttribute('download') || a.dataset.reload !== undefined)
    return null;
  const url = new URL(a.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/'))
    return null;
  // A link to an anchor on this same page scrolls natively.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return a;
}

/** Shows a page in a language: the App's state (client/app/router-state.ts) and the document's. */
function useShow(core: RouterCore) {
  const { shown, setUnder, setPage, setLang } = core;
  return useCallback(
    (next: Page, forLang: Lang) => {
      shown.current = { page: next, under: pageUnder(next, shown.current.page, shown.current.under) };
      setUnder(shown.current.under);
      setPage(next);
      setLang(forLang);
      // Every page the router shows is in Gurmukhi or English, read left to right (see `load`).
      document.documentElement.lang = LOCALES[forLang].htmlLang;
      document.documentElement.removeAttribute('dir');
      document.title = documentTitle(next.head.title, forLang);
    },
    [shown, setUnder, setPage, setLang],
  );
}

/** The visitor's choice of language, for a year (spec §4: the `lang` cookie at path /). */
function rememberLanguage(lang: Lang): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * The events the router answers: a same-site link click is a navigation, Back/Forward reloads the
 * entry's page and returns to where the reader was on it, and leaving the page remembers where
 * they are.
 */
function useNavigationEvents(
  navigate: (href: string) => void,
  load: (url: URL, scroll: ScrollTarget) => Promise<void>,
  entries: ReturnType<typeof useHistoryEntries>,
) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const a = linkToFollow(event);
      if (!a) return;
      event.preventDefault();
      navigate(a.href);
    };
    const onPop = (event: PopStateEvent) => {
      entries.leave();
      void load(new URL(location.href), entries.arrive(event.state));
    };
    const { leave } = entries;
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', leave);
    };
  }, [navigate, load, entries]);
}

/**
 * A Shahmukhi reading is transliterated by the worker (worker/render/shahmukhi-page.ts), whose
 * transliteration and strings the browser does not carry: the document loads it.
 */
function openReading(url: URL, commit: Commit | undefined): void {
  if (commit) location.assign(url.href);
  else location.reload();
}

/** The actions are in: the App's calls reach them from now on, and one asked while loading runs now. */
function useRegistered(
  core: RouterCore,
  navigate: (href: string, options?: { replace?: boolean }) => void,
  setLanguage: (lang: Lang) => void,
  retry: () => void,
): void {
  useEffect(() => {
    const actions = { navigate, setLanguage, retry };
    core.actions.current = actions;
    const waiting = core.pending.current;
    core.pending.current = null;
    waiting?.(actions);
    return () => {
      core.actions.current = null;
    };
  }, [core, navigate, setLanguage, retry]);
}

/**
 * The router, mounted by the App once loaded (it renders nothing): it answers link clicks and
 * Back/Forward, and registers its actions in `core`, running the one asked before it was in.
 */
// `settings`: the shell's settings of the page state (the layout keeps them): loaders read these, never the network.
export function RouterEngine({
  initial: { settings },
  page,
  core,
}: {
  initial: AppState<Page>;
  page: Page;
  core: RouterCore;
}) {
  const show = useShow(core);
  const tickets = useTickets(core.setLoading);
  const entries = useHistoryEntries(page);
  const failures = useNavFailure(core.setFailure);

  /** Loads the page an address names, in the language the address names (its /pa prefix or none). */
  const load = useCallback(
    async (url: URL, scroll: ScrollTarget, commit?: Commit) => {
      if (shahmukhiPlain(url.pathname) !== null) return openReading(url, commit);
      const ticket = tickets.take();
      // The route table matches the plain path; the language travels beside it.
      const { lang: forLang, plain } = routeAddress(url);
      failures.start();
      try {
        // The shell's parts hydrate from their own chunks: they must be in before the page or the
        // language they read changes (client/app/island.tsx). Already loaded after hydration.
        await loadIslands();
        tickets.showLoading();
        const { preparePage } = await loadPreparePage();
        const resolved = await preparePage(plain, forLang, browserApi(), settings);
        if (!tickets.isCurrent(ticket)) return;
        if ('redirect' in resolved) {
          const to = new URL(localizedPath(resolved.redirect, forLang), location.href);
          // Back/Forward landed on the old address: it becomes the new one in place.
          if (!commit) entries.replaceAddress(to);
          return void load(to, scroll, commit);
        }
        const next = resolved.page;
        if (commit) {
          const current = core.shown.current.page.routeId;
          entries.commit(commit, url, opensOverPage(next.routeId, current, commit.replace, backOf(history.state)));
        }
        failures.succeed();
        entries.scrollNextTo(scrollFor(next.routeId, scroll));
        show(next, forLang);
      } catch (err) {
        if (!tickets.isCurrent(ticket)) return;
        failures.fail({ url, scroll, commit }, err);
      } finally {
        tickets.settle(ticket);
      }
    },
    [settings, tickets, entries, failures, core, show],
  );

  const navigate = useCallback(
    (href: string, options: { replace?: boolean } = {}) => {
      const url = navigationAddress(href, location.href, core.langRef.current);
      entries.leave();
      const replace = !!options.replace;
      void load(url, 0, { key: replace ? entries.currentKey() : newEntryKey(), replace });
    },
    [load, entries, core],
  );

  /**
   * The toggle: remember the choice (spec §4: the `lang` cookie at path /) and move to this page's
   * address in the other language, as a new history entry, without a reload: the shell and the
   * players stay mounted, so the radio keeps playing.
   */
  const setLanguage = useCallback(
    (next: Lang) => {
      rememberLanguage(next);
      entries.leave();
      void load(languageAddress(location.href, next), 'keep', { key: newEntryKey(), replace: false });
    },
    [load, entries],
  );

  /** Tries the failed navigation again, as it was asked. */
  const retry = useCallback(() => failures.retry(load), [failures, load]);

  useNavigationEvents(navigate, load, entries);
  usePreparedWhenIdle();

  useRegistered(core, navigate, setLanguage, retry);
  return null;
}
