/**
 * The pure steps of the Shahmukhi word-accuracy measurement (issue 30): reading the reference
 * file, the key a word is looked up by in the published word list, and the score.
 */

/** One test word: its Gurmukhi, its reference Shahmukhi, and the word list that has it. */
export type TestWord = { gurmukhi: string; shahmukhi: string; list?: string };

/** Rows of `Gurmukhi<TAB>Shahmukhi`; lines starting with # and blank lines are comments. */
export function parseReferences(tsv: string): TestWord[] {
  const rows: TestWord[] = [];
  for (const line of tsv.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [gurmukhi, shahmukhi, extra] = line.split('\t');
    if (!gurmukhi || !shahmukhi || extra !== undefined) throw new Error(`not Gurmukhi<TAB>Shahmukhi: ${line}`);
    rows.push({ gurmukhi: gurmukhi.normalize('NFC'), shahmukhi: shahmukhi.normalize('NFC') });
  }
  return rows;
}

/** Harakat (zabar, zer, pesh, tanwin, shadda, sukun …) and the superscript alif. */
const OPTIONAL_MARKS = /[\u064B-\u065F\u0670]/g;

/**
 * The form a word is looked up by in the word list: NFC, without the optional vowel marks a
 * dictionary may print (CLDR writes کُھلا where running text writes کھلا), and with ݨ as ن,
 * because CLDR's pa-Arab, like much Pakistani print, writes Punjabi's retroflex n as ن: the
 * list then vouches for the word, and the letter ݨ is this project's choice (the issue's).
 */
export function listKey(word: string): string {
  return word
    .normalize('NFC')
    .replace(OPTIONAL_MARKS, '')
    .replace(/\u0768/g, '\u0646');
}

/** Every Arabic-script word in a text, by its list key. */
export function listWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.matchAll(/[\u0600-\u06FF\u0750-\u077F]+/g)) words.add(listKey(match[0]));
  return words;
}

/** Whether every word of a reference (a few are two words: جاوے گا) is in the list. */
export function inList(reference: string, list: ReadonlySet<string>): boolean {
  return reference.split(' ').every((word) => list.has(listKey(word)));
}

/** Exact matches after NFC, and the misses as `gurmukhi: expected ≠ got`. */
export function wordAccuracy(words: readonly TestWord[], convert: (gurmukhi: string) => string) {
  const misses: string[] = [];
  for (const { gurmukhi, shahmukhi } of words) {
    const got = convert(gurmukhi).normalize('NFC');
    if (got !== shahmukhi.normalize('NFC')) misses.push(`${gurmukhi}: ${shahmukhi} ≠ ${got}`);
  }
  const correct = words.length - misses.length;
  return { correct, total: words.length, ratio: words.length ? correct / words.length : 0, misses };
}
