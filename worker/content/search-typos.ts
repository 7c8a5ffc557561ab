/**
 * Spelling suggestions from the index's own vocabulary (the fts5vocab table search_vocab,
 * migration 0007): a query word of five letters or more that the index does not hold is
 * replaced by the most frequent indexed word one edit away (a letter wrong, missing, extra, or
 * two letters swapped: Damerau-Levenshtein distance 1). The candidates are made here and looked
 * up in one query, so the vocabulary is never read whole.
 */

/** Shorter words have too many neighbours one edit away to guess from. */
const TYPO_MIN_LENGTH = 5;
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
/** Gurmukhi letters, vowel signs and marks (U+0A01–U+0A75). */
const GURMUKHI = Array.from({ length: 0x75 }, (_, i) => String.fromCharCode(0x0a01 + i))
  .filter((c) => /\p{L}|\p{M}/u.test(c))
  .join('');

/** Every string one edit away from `word`, in the word's own script. */
export function editVariants(word: string): string[] {
  const chars = [...word];
  const alphabet = [...(/[\u0A00-\u0A7F]/.test(word) ? GURMUKHI : LATIN)];
  const out = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    const tail = chars.slice(i);
    for (const c of alphabet) out.add(head + c + tail.join(''));
    if (!tail.length) continue;
    out.add(head + tail.slice(1).join(''));
    for (const c of alphabet) out.add(head + c + tail.slice(1).join(''));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2).join(''));
  }
  out.delete(word);
  return [...out];
}

/** Whether a query word may be corrected: long enough, and all letters of one script. */
export const correctable = (word: string): boolean =>
  [...word].length >= TYPO_MIN_LENGTH && (/^[a-z]+$/.test(word) || /^[\u0A00-\u0A7F]+$/.test(word));

/**
 * The words of the query with each unknown correctable word replaced by its best suggestion, or
 * null when no word changed. Words are lower case, as the tokenizer keeps them.
 */
export async function suggestWords(db: D1Database, words: string[]): Promise<string[] | null> {
  const wanted = words.filter(correctable);
  if (!wanted.length) return null;
  const known = await db
    .prepare(
      `SELECT DISTINCT term FROM search_vocab WHERE col IN ('title', 'body', 'body_pa') AND term IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(wanted))
    .all<{ term: string }>();
  const held = new Set(known.results.map((r) => r.term));
  const fixes = new Map<string, string>();
  for (const word of wanted.filter((w) => !held.has(w))) {
    const best = await db
      .prepare(
        `SELECT term, SUM(doc) AS n FROM search_vocab WHERE col IN ('title', 'body', 'body_pa')
          AND term IN (SELECT value FROM json_each(?)) GROUP BY term ORDER BY n DESC, term LIMIT 1`,
      )
      .bind(JSON.stringify(editVariants(word)))
      .first<{ term: string }>();
    if (best) fixes.set(word, best.term);
  }
  return fixes.size ? words.map((w) => fixes.get(w) ?? w) : null;
}
