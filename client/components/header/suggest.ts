/**
 * The header suggestions' rules, pure: which hits become suggestions (spec: hits of match level
 * 'none' or 'partial' are not shown; the top 5 titles), and where the arrow keys move the
 * combobox's active option.
 */
import { pick } from '../../../shared/format/pick';
import { hitHref } from '../../../shared/search/hit-href';
import type { Lang } from '../../../shared/types/content';
import type { SearchResponse } from '../../../shared/types/search';

/** Issue 15: the header offers the top five titles. */
const SUGGESTION_COUNT = 5;

export interface Suggestion {
  key: string;
  title: string;
  href: string;
}

/** The suggestions in an answer: full title matches only, in its order, at most five. */
export function suggestionsOf(res: SearchResponse, lang: Lang): Suggestion[] {
  return res.hits
    .filter((h) => h.highlights.title.matchLevel === 'full')
    .slice(0, SUGGESTION_COUNT)
    .map((h) => ({ key: h.objectID, title: pick(lang, h.title, h.titlePa), href: hitHref(h) }));
}

/**
 * The option an arrow key makes active among `count` options (-1: none, the input itself).
 * Down from the input goes to the first, up from it to the last; past either end wraps round.
 */
export function nextActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** What a key pressed in the input does to the list: move through it, open the active option, close it, or nothing. */
export type ListKeyAction = 'move' | 'choose' | 'close' | null;

/**
 * The combobox's keys, with `count` options, the list `shown` or not and option `active` (-1:
 * none). Arrows move (and open the list) when there are options; Enter opens the active option
 * of the shown list; Escape closes the shown list. Anything else is left to the form and the field.
 */
export function listKeyAction(key: string, count: number, shown: boolean, active: number): ListKeyAction {
  if (key === 'ArrowDown' || key === 'ArrowUp') return count ? 'move' : null;
  if (key === 'Enter') return shown && active >= 0 && active < count ? 'choose' : null;
  if (key === 'Escape') return shown ? 'close' : null;
  return null;
}
