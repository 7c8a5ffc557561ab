/**
 * The day-group tabs of the shows schedule: a WAI-ARIA tablist. Only the selected tab is in the
 * tab order; the arrow keys, Home and End move between tabs and select as they go (automatic
 * activation, since every panel is already on the page).
 */
import { type KeyboardEvent, useRef } from 'react';
import type { DayGroup } from '../../../shared/types/content';

export interface DayTab {
  day: DayGroup;
  name: string;
}

/** The id of a tab's button and of its panel, shared by the tabs and the page. */
export const tabId = (index: number) => `shows-tab-${index}`;
export const panelId = (index: number) => `shows-panel-${index}`;

export function DayTabs({
  tabs,
  active,
  label,
  onSelect,
}: {
  tabs: readonly DayTab[];
  active: DayGroup;
  label: string;
  onSelect: (day: DayGroup) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (from: number, e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? (from + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (from + last) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    const tab = tabs[to];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.day);
    buttons.current[to]?.focus();
  };

  return (
    <div className="shows-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => {
        const selected = tab.day === active;
        return (
          <button
            key={tab.day}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="shows-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId(i)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.day)}
            onKeyDown={(e) => move(i, e)}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
