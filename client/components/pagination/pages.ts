/**
 * Which page numbers the pagination control shows (spec §2 "Pagination control"): the first and
 * last page, the current page's neighbours, and an ellipsis wherever numbers are skipped.
 */
export type PageItem = number | 'gap';

export function pageItems(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 1) return [];
  const wanted = new Set([1, total]);
  for (let p = current - neighbours; p <= current + neighbours; p++) if (p >= 1 && p <= total) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}
