/**
 * Client-side navigation. After hydration every same-site link click is handled here: the URL is
 * pushed, the route's loader runs against the contract (through the browser cache), and the new
 * page replaces the old one while the shell (header, players) stays mounted. Back and forward
 * reload the route the same way and return the reader to where they were on that entry, once the
 * entry's data is in (client/app/scroll-memory.ts). A new address enters the history only once
 * its page is in: a failure (an error status, no network) keeps the page on screen and the
 * players playing, logs the error and offers Retry (client/app/nav-failure.ts) instead of a full
 * page load, which would stop the radio.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Api } from '../../shared/api/client';
import { LANG_COOKIE } from '../../shared/constants';
import type { AppState } from '../../shared/page-state';
import { localizedPath, splitLanguage } from '../../shared/routing/lang-path';
import { matchRoute, resolvePage } from '../../shared/routing/resolve';
import { LOCALES } from '../../shared/i18n/translate';
import type { Lang } from '../../shared/types/content';
import { type Page, ROUTES } from './routes';
import { type NavFailureKind, navFailureKind } from './nav-failure';
import { loadIslands } from './island';
import { loadScreen } from './screen-chunks';
import { loadStrings } from './strings';
import { createScrollMemory, entryKey, newEntryKey, type ScrollMemory } from './scroll-memory';
import { documentTitle } from './title';
import { backOf, OVERLAY_ROUTE, opensOverPage, pageUnder } from './search-overlay';

export interface RouterState {
  page: Page;
  /** The page under the full-screen search while it is open over one (client/app/search-overlay.ts). */
  under: Page | null;
  lang: Lang;
  loading: boolean;
  /** The last navigation failed: why, until the next one starts. */
  failure: NavFailureKind | null;
  retry(): void;
  navigate(href: string, options?: { replace?: boolean }): void;
  setLanguage(lang: Lang): void;
}

/** Where to scroll once a loaded page is on screen: a position, or stay where the reader is. */
type ScrollTarget = number | 'keep';

/** The history entry a navigation adds (or replaces) once its page is in; none for Back/Forward. */
interface Commit {
  key: string;
  replace: boolean;
}

interface Attempt {
  url: URL;
  scroll: ScrollTarget;
  commit?: Commit;
  /** A code chunk failed to download: the browser keeps that failure for this document. */
  chunk: boolean;
}

/** import() failed (Chromium and Vite's CSS preload word it so): retrying in this document fails again. */
const chunkFailure = (err: unknown) =>
  err instanceof Error && /dynamically imported module|preload CSS|importing a module script/i.test(err.message);

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

/** The session's scroll memory; sessionStorage can throw when storage is disabled. */
function sessionMemory(): ScrollMemory {
  try {
    return createScrollMemory(window.sessionStorage);
  } catch {
    return createScrollMemory(null);
  }
}

export function useRouter(initial: AppState<Page>, api: () => Api): RouterState {
  const [page, setPage] = useState(initial.page);
  const [under, setUnder] = useState<Page | null>(null);
  // What load() compares the next page with: the page and the page under the search on screen.
  const shown = useRef<{ page: Page; under: Page | null }>({ page: initial.page, under: null });
  const [lang, setLang] = useState(initial.lang);
  // The shell's settings of the page state (the layout keeps them): loaders read these, never the network.
  const { settings } = initial;
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<NavFailureKind | null>(null);
  const failed = useRef<Attempt | null>(null);
  const latest = useRef(0);
  const langRef = useRef(lang);
  langRef.current = lang;
  /** The history entry on screen, and where to scroll once the next page has rendered. */
  const entry = useRef<string>('');
  const pendingScroll = useRef<ScrollTarget>('keep');
  const memory = useRef<ScrollMemory | null>(null);

  /** Loads the page an address names, in the language the address names (its /pa prefix or none). */
  const load = useCallback(
    async (url: URL, scroll: ScrollTarget, commit?: Commit) => {
      const ticket = ++latest.current;
      const { lang: forLang, path } = splitLanguage(url.pathname);
      // The route table matches the plain path; the language travels beside it.
      const plain = new URL(url);
      plain.pathname = path;
      setFailure(null);
      try {
        // The shell's parts hydrate from their own chunks: they must be in before the page or the
        // language they read changes (client/app/island.tsx). Already loaded after hydration.
        await loadIslands();
        setLoading(true);
        // The matched route's screen chunk downloads while the language's strings (for the
        // loader, the other language's on the toggle), its loader chunk and data come in.
        const match = matchRoute(ROUTES, plain.pathname);
        const screen = match ? loadScreen(match.route.id) : undefined;
        await loadStrings(forLang);
        const [resolved] = await Promise.all([
          resolvePage(ROUTES, api(), plain, forLang, () => Promise.resolve(settings)),
          screen,
        ]);
        if ('page' in resolved) await loadScreen(resolved.page.routeId);
        // The new screen's own parts (a screen module registers them when it loads), so its first
        // render does not suspend and pop them in.
        await loadIslands();
        if (ticket !== latest.current) return;
        if ('redirect' in resolved) {
          const to = new URL(localizedPath(resolved.redirect, forLang), location.href);
          // Back/Forward landed on the old address: it becomes the new one in place.
          if (!commit) history.replaceState({ key: entry.current }, '', to);
          return void load(to, scroll, commit);
        }
        const next = resolved.page;
        const current = shown.current.page;
        if (commit) {
          const back = opensOverPage(next.routeId, current.routeId, commit.replace, backOf(history.state));
          const state = back ? { key: commit.key, back } : { key: commit.key };
          if (commit.replace) history.replaceState(state, '', url);
          else history.pushState(state, '', url);
          entry.current = commit.key;
        }
        failed.current = null;
        // The search opens over the page, which stays where the reader left it.
        pendingScroll.current = next.routeId === OVERLAY_ROUTE ? 'keep' : scroll;
        shown.current = { page: next, under: pageUnder(next, current, shown.current.under) };
        setUnder(shown.current.under);
        setPage(next);
        setLang(forLang);
        document.documentElement.lang = LOCALES[forLang].htmlLang;
        document.title = documentTitle(resolved.page.head.title, forLang);
      } catch (err) {
        if (ticket !== latest.current) return;
        console.error('navigation failed, the current page stays', url.href, err);
        failed.current = { url, scroll, commit, chunk: chunkFailure(err) };
        setFailure(navFailureKind(err, navigator.onLine));
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [api, settings],
  );

  // The new page is in the DOM: scroll before the browser paints it, so the reader never sees a jump.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new page; the target is in a ref
  useLayoutEffect(() => {
    const target = pendingScroll.current;
    pendingScroll.current = 'keep';
    if (target !== 'keep') window.scrollTo(0, target);
  }, [page]);

  /** Remembers where the reader is on the entry being left. */
  const leave = useCallback(() => memory.current?.save(entry.current, window.scrollY), []);

  const navigate = useCallback(
    (href: string, options: { replace?: boolean } = {}) => {
      // A plain site path (a link in content, a search) stays in the page's language; an address
      // that names /pa is followed as written. Switching to English is the toggle's (setLanguage).
      const asked = new URL(href, location.href);
      const url =
        asked.origin === location.origin && splitLanguage(asked.pathname).lang === 'en'
          ? new URL(localizedPath(asked.pathname + asked.search + asked.hash, langRef.current), location.href)
          : asked;
      leave();
      const replace = !!options.replace;
      void load(url, 0, { key: replace ? entry.current : newEntryKey(), replace });
    },
    [load, leave],
  );

  /**
   * The toggle: remember the choice (spec §4: the `lang` cookie at path /) and move to this page's
   * address in the other language, as a new history entry, without a reload: the shell and the
   * players stay mounted, so the radio keeps playing.
   */
  const setLanguage = useCallback(
    (next: Lang) => {
      const secure = location.protocol === 'https:' ? '; secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
      document.cookie = `${LANG_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax${secure}`;
      const here = new URL(location.href);
      here.searchParams.delete('lang');
      const url = new URL(localizedPath(here.pathname + here.search + here.hash, next), location.href);
      leave();
      void load(url, 'keep', { key: newEntryKey(), replace: false });
    },
    [load, leave],
  );

  /**
   * Tries the failed navigation again, as it was asked. A chunk that failed to download cannot be
   * imported again in this document, so then (the visitor asked) the server loads the page.
   */
  const retry = useCallback(() => {
    const attempt = failed.current;
    if (attempt?.chunk) location.assign(attempt.url.href);
    else if (attempt) void load(attempt.url, attempt.scroll, attempt.commit);
  }, [load]);

  useEffect(() => {
    memory.current = sessionMemory();
    // The router restores positions itself, after the entry's data is in; the browser's own
    // restoration would scroll the old page, or a page not yet rendered.
    history.scrollRestoration = 'manual';
    entry.current = entryKey(history.state) ?? newEntryKey();
    // A reload keeps whether the search on screen was opened over a page (search-overlay.ts).
    history.replaceState(backOf(history.state) ? { key: entry.current, back: true } : { key: entry.current }, '');
    // A reload or a Back into this site from elsewhere: the page is already rendered by the server.
    const saved = memory.current.get(entry.current);
    if (saved !== undefined) window.scrollTo(0, saved);

    const onClick = (event: MouseEvent) => {
      const a = linkToFollow(event);
      if (!a) return;
      event.preventDefault();
      navigate(a.href);
    };
    const onPop = (event: PopStateEvent) => {
      leave();
      const key = entryKey(event.state);
      entry.current = key ?? newEntryKey();
      if (!key) history.replaceState({ key: entry.current }, '');
      void load(new URL(location.href), memory.current?.get(entry.current) ?? 0);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', leave);
    };
  }, [navigate, load, leave]);

  return { page, under, lang, loading, failure, retry, navigate, setLanguage };
}
