import { describe, expect, it } from 'vitest';
import type { Lang } from '../types/content';
import { langOf, otherLang } from './script-lang';

/** Each rule, with texts and the language it reads them in. */
const langRules: Record<string, [text: string | undefined, lang: Lang | null][]> = {
  'tells Punjabi by any Gurmukhi letter, even among English words': [
    ['ਸਰੀ ਵਿੱਚ ਨਵੀਂ ਲਾਇਬ੍ਰੇਰੀ', 'pa'],
    ['Vaisakhi ਮੇਲਾ 2026', 'pa'],
  ],
  'tells English by Latin letters without Gurmukhi': [
    ['Surrey opens a new library', 'en'],
    ['Café Punjabi', 'en'],
  ],
  'says nothing for text without letters': [
    ['2026 — 10:30', null],
    ['', null],
    [undefined, null],
  ],
};

describe('langOf', () => {
  for (const [rule, cases] of Object.entries(langRules))
    it.each(cases)(`${rule}: %j is %j`, (text, lang) => expect(langOf(text)).toBe(lang));
});

describe('otherLang', () => {
  it.each<[string, Lang, Lang]>([
    ['Morning Show', 'pa', 'en'],
    ['ਸਵੇਰ ਦਾ ਸ਼ੋਅ', 'en', 'pa'],
  ])('marks %j on a %s page as %s', (text, page, lang) => expect(otherLang(text, page)).toEqual({ lang }));
  it.each<[string, Lang]>([
    ['Morning Show', 'en'],
    ['ਸਵੇਰ ਦਾ ਸ਼ੋਅ', 'pa'],
    ['2026', 'pa'],
  ])('adds nothing to %j on a %s page: in the page language, or no letters', (text, page) =>
    expect(otherLang(text, page)).toEqual({}),
  );
});
