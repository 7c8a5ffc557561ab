/**
 * Client-side navigation. After hydration every same-site link click is handled here: the URL is
 * pushed, the route's loader runs against the contract (through the browser cache), and the new
 * page replaces the old one while the shell (header, players) stays mounted. Back and forward
 * reload the route the same way. A failure other than "not found" falls back to a full page load,
 * so the server can still answer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPage } from '../../shared/load-page';
import type { AppState, PageState } from '../../shared/page-state';
import type { Lang } from '../../shared/types/content';
import type { Api } from '../../shared/api/client';
import { loadScreen } from './screen-chunks';
import { documentTitle } from './title';

export interface RouterState {
  page: PageState;
  lang: Lang;
  loading: boolean;
  navigate(href: string, options?: { replace?: boolean }): void;
  setLanguage(lang: Lang): void;
}

/** Same-site, plain left clicks on links that stay in this tab. */
function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const a = (event.target as Element | null)?.closest?.('a');
  if (
    !a ||
    !a.href ||
    (a.target && a.target !== '_self') ||
    a.hasAttribute('download') ||
    a.dataset.reload !== undefined
  )
    return null;
  const url = new URL(a.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/'))
    return null;
  // A link to an anchor on this same page scrolls natively.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return a;
}

export function useRouter(initial: AppState, api: () => Api): RouterState {
  const [page, setPage] = useState(initial.page);
  const [lang, setLang] = useState(initial.lang);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const langRef = useRef(lang);
  langRef.current = lang;

  const load = useCallback(
    async (url: URL, forLang: Lang, scroll: boolean) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const resolved = await loadPage(api(), url, forLang);
        if ('page' in resolved) await loadScreen(resolved.page.routeId);
        if (ticket !== latest.current) return;
        if ('redirect' in resolved) {
          history.replaceState(null, '', resolved.redirect);
          return void load(new URL(resolved.redirect, location.href), forLang, scroll);
        }
        setPage(resolved.page);
        document.title = documentTitle(resolved.page.head.title, forLang);
        if (scroll) window.scrollTo(0, 0);
      } catch (err) {
        console.error('navigation failed, loading the page from the server', url.href, err);
        location.assign(url.href);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [api],
  );

  const navigate = useCallback(
    (href: string, options: { replace?: boolean } = {}) => {
      const url = new URL(href, location.href);
      if (options.replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
      void load(url, langRef.current, true);
    },
    [load],
  );

  const setLanguage = useCallback(
    (next: Lang) => {
      // Spec §4: the choice is stored in the `lang` cookie at path /.
      document.cookie = `lang=${next}; path=/; max-age=31536000; samesite=lax`;
      document.documentElement.lang = next === 'pa' ? 'pa' : 'en-CA';
      setLang(next);
      // A ?lang= in the address would bring the old language back on reload: drop it.
      const url = new URL(location.href);
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang');
        history.replaceState(null, '', url);
      }
      void load(url, next, false);
    },
    [load],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const a = linkToFollow(event);
      if (!a) return;
      event.preventDefault();
      navigate(a.href);
    };
    const onPop = () => void load(new URL(location.href), langRef.current, true);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [navigate, load]);

  return { page, lang, loading, navigate, setLanguage };
}
