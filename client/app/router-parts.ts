/**
 * Three concerns of the router (client/app/router.ts), each a named part: tickets (which
 * navigation is current, and whether it is still loading), history and scroll (the entry on
 * screen, where the reader was on each, where to scroll once a page is in) and failure handling
 * (what failed, why, and Retry). The fourth, preloading, is client/app/prepare-page.ts.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { chunkFailure, type NavFailureKind, navFailureKind } from './nav-failure';
import { entryState, type ScrollTarget } from './router-address';
import type { Page } from './routes';
import { createScrollMemory, entryKey, newEntryKey, type ScrollMemory } from './scroll-memory';
import { backOf } from './search-overlay';

/** The history entry a navigation adds (or replaces) once its page is in; none for Back/Forward. */
export interface Commit {
  key: string;
  replace: boolean;
}

/** A navigation as it was asked, so Retry can ask it again. */
interface Attempt {
  url: URL;
  scroll: ScrollTarget;
  commit?: Commit;
  /** A code chunk failed to download: the browser keeps that failure for this document. */
  chunk: boolean;
}

/**
 * Tickets: each navigation takes one, and only the latest one's page, failure or end of loading
 * reaches the screen; an older one that finishes later is dropped.
 */
export function useTickets(setLoading: (loading: boolean) => void) {
  const latest = useRef(0);
  const tickets = useMemo(
    () => ({
      take: () => ++latest.current,
      isCurrent: (ticket: number) => ticket === latest.current,
      /** The current navigation is now waiting for its page (the shell's parts are in). */
      showLoading: () => setLoading(true),
      /** A navigation ended (in, redirected, failed): loading ends if it is still the current one. */
      settle: (ticket: number) => {
        if (ticket === latest.current) setLoading(false);
      },
    }),
    [setLoading],
  );
  return tickets;
}

/** The session's scroll memory; sessionStorage can throw when storage is disabled. */
function sessionMemory(): ScrollMemory {
  try {
    return createScrollMemory(window.sessionStorage);
  } catch {
    return createScrollMemory(null);
  }
}

/**
 * The scroll memory, opened when first needed: the first touch of sessionStorage waits on the
 * browser process (14 ms in a traced load of the article, as the router mounted), and a page
 * opened fresh has no position to restore.
 */
function openedIn(memory: { current: ScrollMemory | null }): ScrollMemory {
  memory.current ??= sessionMemory();
  return memory.current;
}

/**
 * History and scroll: the key of the entry on screen, the reader's position on each entry (saved
 * when they leave it, client/app/scroll-memory.ts), and the scroll a new page gets once it is in
 * the DOM (`page` is the page on screen).
 */
export function useHistoryEntries(page: Page) {
  const entry = useRef<string>('');
  const pendingScroll = useRef<ScrollTarget>('keep');
  const memory = useRef<ScrollMemory | null>(null);

  // The new page is in the DOM: scroll before the browser paints it, so the reader never sees a jump.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new page; the target is in a ref
  useLayoutEffect(() => {
    const target = pendingScroll.current;
    pendingScroll.current = 'keep';
    if (target !== 'keep') window.scrollTo(0, target);
  }, [page]);

  useEffect(() => {
    // The router restores positions itself, after the entry's data is in; the browser's own
    // restoration would scroll the old page, or a page not yet rendered.
    history.scrollRestoration = 'manual';
    const known = entryKey(history.state);
    entry.current = known ?? newEntryKey();
    // A reload keeps whether the search on screen was opened over a page (search-overlay.ts).
    history.replaceState(entryState(entry.current, backOf(history.state)), '');
    // A reload or a Back into this site from elsewhere: the page is already rendered by the server.
    // Only an entry the router made before can have a position saved.
    const saved = known === null ? undefined : openedIn(memory).get(entry.current);
    if (saved !== undefined) window.scrollTo(0, saved);
  }, []);

  return useMemo(
    () => ({
      /** The key of the entry on screen: a replacing navigation keeps it. */
      currentKey: () => entry.current,
      /** Remembers where the reader is on the entry being left. */
      leave: () => openedIn(memory).save(entry.current, window.scrollY),
      /** Back/Forward moved to the entry of `state`: its key (one is given if it had none) and its saved position. */
      arrive(state: unknown): ScrollTarget {
        const key = entryKey(state);
        entry.current = key ?? newEntryKey();
        if (!key) history.replaceState(entryState(entry.current, false), '');
        return openedIn(memory).get(entry.current) ?? 0;
      },
      /** The entry on screen moves to `to` in place (a redirect reached by Back/Forward). */
      replaceAddress: (to: URL) => history.replaceState(entryState(entry.current, false), '', to),
      /** The new address enters the history (or replaces the entry), now that its page is in. */
      commit(commit: Commit, url: URL, back: boolean) {
        const state = entryState(commit.key, back);
        if (commit.replace) history.replaceState(state, '', url);
        else history.pushState(state, '', url);
        entry.current = commit.key;
      },
      /** Where the next page to render scrolls to. */
      scrollNextTo: (target: ScrollTarget) => {
        pendingScroll.current = target;
      },
    }),
    [],
  );
}

/**
 * Failure handling: a failed navigation keeps the page on screen, logs the error and says why
 * until the next one starts (client/app/nav-failure.ts); Retry asks it again as it was asked. A
 * chunk that failed to download cannot be imported again in this document, so then (the visitor
 * asked) the server loads the page.
 */
export function useNavFailure(setFailure: (failure: NavFailureKind | null) => void) {
  const failed = useRef<Attempt | null>(null);
  const failures = useMemo(
    () => ({
      /** A navigation starts: the last one's notice goes. */
      start: () => setFailure(null),
      /** A page is in: nothing is left to retry. */
      succeed: () => {
        failed.current = null;
      },
      fail(asked: Omit<Attempt, 'chunk'>, err: unknown) {
        console.error('navigation failed, the current page stays', asked.url.href, err);
        failed.current = { ...asked, chunk: chunkFailure(err) };
        setFailure(navFailureKind(err, navigator.onLine));
      },
      retry(load: (url: URL, scroll: ScrollTarget, commit?: Commit) => Promise<void>) {
        const attempt = failed.current;
        if (attempt?.chunk) location.assign(attempt.url.href);
        else if (attempt) void load(attempt.url, attempt.scroll, attempt.commit);
      },
    }),
    [setFailure],
  );
  return failures;
}
