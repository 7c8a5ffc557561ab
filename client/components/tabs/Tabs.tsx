/**
 * A row of section links ('All' plus tags) that scrolls sideways when it is wider than the
 * screen. The active tab carries aria-current="page"; after mount it is scrolled into view (only
 * the row's own scroll position changes, so nothing on the page moves).
 */
import { useEffect, useRef } from 'react';
import type { Tab } from '../../../shared/loaders/post-list';
import './tabs.css';
import { Link } from '../link/Link';

export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const activeSlug = tabs.find((tab) => tab.active)?.slug;

  // biome-ignore lint/correctness/useExhaustiveDependencies: activeSlug is the trigger: a new active tab is scrolled into view
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !active) return;
    const left = active.offsetLeft - list.offsetLeft;
    const right = left + active.offsetWidth;
    // Centre the active tab only when it is (partly) out of sight; scrollIntoView would also scroll the page.
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - active.offsetWidth) / 2;
    }
  }, [activeSlug]);

  return (
    <nav className="tabs" aria-label={label}>
      <ul className="tabs__list" ref={listRef}>
        {tabs.map((tab) => (
          <li key={tab.slug} className="tabs__item">
            <Link className="tabs__link" href={tab.href} aria-current={tab.active ? 'page' : undefined}>
              {tab.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
