/**
 * The sentence each type step and line height is set in, in both scripts. It is specimen text
 * (nothing product-specific, per the spec's style guide), not interface text, so it is data
 * rather than a translation. The Gurmukhi carries vowel signs above and below the letters
 * (ਾ ੇ ੁ ੱ ੈ ਂ), which is what the taller Gurmukhi line heights are for.
 */
export const SCALE_SAMPLE = {
  en: 'All human beings are born equal',
  pa: 'ਸਾਰੇ ਮਨੁੱਖ ਬਰਾਬਰ ਪੈਦਾ ਹੁੰਦੇ ਹਨ',
  /** For display sizes, where a sentence would not fit a phone. */
  short: { en: 'Aa Gg', pa: 'ਸੁਰ ਮੇਲ' },
} as const;
