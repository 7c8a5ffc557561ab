/**
 * Client-side navigation. After hydration every same-site link click is handled here: the URL is
 * pushed, the route's loader runs against the contract (through the browser cache), and the new
 * page replaces the old one while the shell (header, players) stays mounted. Back and forward
 * reload the route the same way and return the reader to where they were on that entry, once the
 * entry's data is in (client/app/scroll-memory.ts). A failure other than "not found" falls back
 * to a full page load, so the server can still answer.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Api } from '../../shared/api/client';
import { LANG_COOKIE } from '../../shared/constants';
import type { AppState } from '../../shared/page-state';
import { matchRoute, resolvePage } from '../../shared/routing/resolve';
import type { Lang } from '../../shared/types/content';
import { type Page, ROUTES } from './routes';
import { loadScreen } from './screen-chunks';
import { createScrollMemory, entryKey, newEntryKey, type ScrollMemory } from './scroll-memory';
import { documentTitle } from './title';

export interface RouterState {
  page: Page;
  lang: Lang;
  loading: boolean;
  navigate(href: string, options?: { replace?: boolean }): void;
  setLanguage(lang: Lang): void;
}

/** Where to scroll once a loaded page is on screen: a position, or stay where the reader is. */
type ScrollTarget = number | 'keep';

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
  const [lang, setLang] = useState(initial.lang);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const langRef = useRef(lang);
  langRef.current = lang;
  /** The history entry on screen, and where to scroll once the next page has rendered. */
  const entry = useRef<string>('');
  const pendingScroll = useRef<ScrollTarget>('keep');
  const memory = useRef<ScrollMemory | null>(null);

  const load = useCallback(
    async (url: URL, forLang: Lang, scroll: ScrollTarget) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        // The matched route's screen chunk downloads while its loader chunk and data come in.
        const match = matchRoute(ROUTES, url.pathname);
        const [resolved] = await Promise.all([
          resolvePage(ROUTES, api(), url, forLang),
          match ? loadScreen(match.route.id) : undefined,
        ]);
        if ('page' in resolved) await loadScreen(resolved.page.routeId);
        if (ticket !== latest.current) return;
        if ('redirect' in resolved) {
          history.replaceState({ key: entry.current }, '', resolved.redirect);
          return void load(new URL(resolved.redirect, location.href), forLang, scroll);
        }
        pendingScroll.current = scroll;
        setPage(resolved.page);
        document.title = documentTitle(resolved.page.head.title, forLang);
      } catch (err) {
        console.error('navigation failed, loading the page from the server', url.href, err);
        location.assign(url.href);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [api],
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
      const url = new URL(href, location.href);
      leave();
      if (!options.replace) entry.current = newEntryKey();
      const state = { key: entry.current };
      if (options.replace) history.replaceState(state, '', url);
      else history.pushState(state, '', url);
      void load(url, langRef.current, 0);
    },
    [load, leave],
  );

  const setLanguage = useCallback(
    (next: Lang) => {
      // Spec §4: the choice is stored in the `lang` cookie at path /.
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
      document.cookie = `${LANG_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
      document.documentElement.lang = next === 'pa' ? 'pa' : 'en-CA';
      setLang(next);
      // A ?lang= in the address would bring the old language back on reload: drop it.
      const url = new URL(location.href);
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang');
        history.replaceState({ key: entry.current }, '', url);
      }
      void load(url, next, 'keep');
    },
    [load],
  );

  useEffect(() => {
    memory.current = sessionMemory();
    // The router restores positions itself, after the entry's data is in; the browser's own
    // restoration would scroll the old page, or a page not yet rendered.
    history.scrollRestoration = 'manual';
    entry.current = entryKey(history.state) ?? newEntryKey();
    history.replaceState({ key: entry.current }, '');
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
      void load(new URL(location.href), langRef.current, memory.current?.get(entry.current) ?? 0);
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

  return { page, lang, loading, navigate, setLanguage };
}
