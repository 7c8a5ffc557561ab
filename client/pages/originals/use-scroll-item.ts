/**
 * The originals pages' scroll-to-item behaviour (./scroll-item.ts): once the items are on the
 * page, bring the asked-for or saved one into view and remember it; on /originals, a click
 * anywhere in the shell forgets it.
 */
import { useEffect } from 'react';
import {
  clearScrollItem,
  clearsScrollItem,
  itemAnchor,
  saveScrollItem,
  savedScrollItem,
  scrollTarget,
} from './scroll-item';

/** `items` is the trigger: new items (another page of a series) are where the wanted one may now be. */
export function useScrollToItem(items: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: items is the trigger, read through the DOM
  useEffect(() => {
    const id = scrollTarget(window.location.search, savedScrollItem());
    if (!id) return;
    saveScrollItem(id);
    // After the router's scroll-to-top of a client navigation, which runs in the same tick.
    const frame = requestAnimationFrame(() => {
      const url = new URL(window.location.href);
      if (url.searchParams.has('item')) {
        // The address stays the list's own; the item is remembered for the tab instead.
        url.searchParams.delete('item');
        window.history.replaceState(window.history.state, '', url);
      }
      const el = document.getElementById(itemAnchor(id));
      if (!el) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center', inline: 'nearest' });
      el.classList.add('originals-grid__item--target');
    });
    return () => cancelAnimationFrame(frame);
  }, [items]);
}

/** While mounted (the /originals page): a click inside the shell clears the saved item. */
export function useClickClearsScrollItem(): void {
  useEffect(() => {
    const onClick = () => {
      if (clearsScrollItem(window.location.pathname)) clearScrollItem();
    };
    // Capture: a click that navigates away still counts as one made on /originals.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
