/**
 * Pure helpers for the article screen, kept apart from the components so the rules are unit
 * tested without a browser: how many 'Latest News' entries fit beside the article (spec doc 1 §2:
 * "entries hide to fit the article height"), and the share links of the 'Share on' block.
 */

/**
 * How many entries, taken in order, fit in `available` pixels when laid out in `columns` columns
 * (a row is as tall as its tallest entry). At least one shows whenever there is one (a heading
 * with nothing under it looks broken), never more than there are.
 */
export function fitCount(entryHeights: readonly number[], available: number, columns = 1): number {
  const perRow = Math.max(1, Math.floor(columns));
  let used = 0;
  let count = 0;
  for (let i = 0; i < entryHeights.length; i += perRow) {
    const row = entryHeights.slice(i, i + perRow);
    const height = Math.max(...row);
    if (used + height > available) break;
    used += height;
    count += row.length;
  }
  return Math.min(entryHeights.length, Math.max(1, count));
}

/**
 * The columns a list is laid out in, from its computed style: tablets lay 'Latest News' out as a
 * grid (CSS), whose resolved template lists one track size per column; anything else is one.
 */
export function columnsOf(style: { display: string; gridTemplateColumns: string }): number {
  return style.display === 'grid' ? style.gridTemplateColumns.split(' ').length : 1;
}

export interface ShareLinks {
  facebook: string;
  twitter: string;
}

/** The networks' own share pages (no SDKs, no third-party script on the page). */
export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
  };
}
