/**
 * The Shahmukhi readings' addresses and switch (issue 30), apart from reading.ts, which the shell's
 * chunk carries: only the article screens and the worker need these.
 */
import { langOf } from '../format/script-lang';
import { localizedPath } from './lang-path';
import { SHAHMUKHI_PREFIX } from './reading';

/** Each script's name in its own letters: the switch shows them as they are on every page. */
export const SCRIPT_NAMES = { guru: 'ਗੁਰਮੁਖੀ', arab: 'شاہمکھی' } as const;

/** The Shahmukhi address of a page given by its plain or Punjabi path (`/pa/news/post/x` → `/pa-arab/news/post/x`). */
export function shahmukhiPath(path: string): string {
  return SHAHMUKHI_PREFIX + localizedPath(path, 'en');
}

/**
 * Whether text has Gurmukhi letters: a Punjabi article's title does, its English fallback not
 * (the script rule of format/script-lang.ts).
 */
export const writtenInGurmukhi = (text: string): boolean => langOf(text) === 'pa';
