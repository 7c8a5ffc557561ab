/**
 * Which grid sections share the first row of the six-column page (post-list.css, from 960px): the
 * first screen at desktop widths, so their pictures load at once instead of waiting for the
 * viewport. The widths' column spans are those of the stylesheet.
 */
import type { GridSectionView } from '../../../shared/loaders/post-list';

const SPAN: Record<GridSectionView['width'], number> = { full: 6, wide: 4, half: 3, third: 2, side: 2 };

/** How many sections, from the first, fill the grid's first row (at least the first one). */
export function firstRowCount(widths: GridSectionView['width'][]): number {
  let used = 0;
  let count = 0;
  for (const width of widths) {
    used += SPAN[width];
    if (used > 6 && count > 0) break;
    count += 1;
    if (used >= 6) break;
  }
  return count;
}
