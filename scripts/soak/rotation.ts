/**
 * The soak's rotation: a fixed set of distinct addresses mixed by kind, so at any moment the load
 * has pages, share cards, feeds and /api reads in both languages, and every address comes round
 * again and again (the isolate memories see the same keys return, and new ones push old ones out).
 */
import type { UrlKind } from './links';

export interface SoakUrl {
  path: string;
  kind: UrlKind | 'search';
}

/** Distinct words of four letters or more from page titles (Latin lower-cased, Gurmukhi NFC). */
export function searchTerms(titles: string[]): string[] {
  const words = titles.flatMap((t) => t.normalize('NFC').split(/[\s|,.:;!?'"()–—-]+/u));
  return [
    ...new Set(words.filter((w) => [...w].length >= 4 && /^[\p{L}\p{M}]+$/u.test(w)).map((w) => w.toLowerCase())),
  ];
}

/** The search pages of `terms`, in both languages, each term's two addresses side by side. */
export function searchUrls(terms: string[]): SoakUrl[] {
  return terms.flatMap((term) => {
    const path = `/search/${encodeURIComponent(term)}`;
    return [
      { path, kind: 'search' as const },
      { path: `/pa${path}`, kind: 'search' as const },
    ];
  });
}

/**
 * At most `size` distinct addresses, taken from each kind in turn (round-robin), so a kind with
 * few addresses is never crowded out and the order mixes kinds. The first of each kind's list
 * goes first; `found` keeps its order within a kind.
 */
export function rotation(found: SoakUrl[], size: number): SoakUrl[] {
  const byKind = new Map<string, SoakUrl[]>();
  const seen = new Set<string>();
  for (const u of found) {
    if (seen.has(u.path)) continue;
    seen.add(u.path);
    byKind.set(u.kind, [...(byKind.get(u.kind) ?? []), u]);
  }
  const queues = [...byKind.values()];
  const out: SoakUrl[] = [];
  while (out.length < size && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next && out.length < size) out.push(next);
    }
  }
  return out;
}

/** Counts by kind, for the report: `page 640, card 640, ...`. */
export function kindCounts(urls: SoakUrl[]): string {
  const counts = new Map<string, number>();
  for (const u of urls) counts.set(u.kind, (counts.get(u.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ');
}

/**
 * wrk's Lua script that sends the paths in turn, forever: each thread starts at its own place in
 * the list (set by `setup` in wrk's main state) so two threads do not ask for the same address
 * at once.
 */
export function wrkScript(paths: string[]): string {
  const quoted = paths.map((p) => `"${p.replace(/[\\"]/g, (c) => `\\${c}`)}"`);
  return [
    `local paths = {\n  ${quoted.join(',\n  ')}\n}`,
    'local threads = 0',
    'function setup(thread)',
    '  thread:set("start", threads)',
    '  threads = threads + 1',
    'end',
    'local n = 0',
    'function init(args)',
    '  n = (start or 0) * math.floor(#paths / 2)',
    'end',
    'function request()',
    '  n = n % #paths + 1',
    '  return wrk.format("GET", paths[n])',
    'end',
    '',
  ].join('\n');
}
