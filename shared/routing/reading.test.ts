import { describe, expect, it } from 'vitest';
import { shahmukhiPlain, uiLang } from './reading';
import { shahmukhiPath } from './reading-path';

describe('Shahmukhi addresses', () => {
  it('reads the plain path of a reading only', () => {
    expect(shahmukhiPlain('/pa-arab/news/post/x')).toBe('/news/post/x');
    expect(shahmukhiPlain('/pa-arab/featured/post/3')).toBe('/featured/post/3');
    for (const other of ['/pa-arab', '/pa-arabic/news', '/pa/news/post/x', '/news/post/x', '/pa-ARAB/news', '/'])
      expect(shahmukhiPlain(other)).toBeNull();
  });

  it('writes the reading of a plain or Punjabi path, keeping a query', () => {
    expect(shahmukhiPath('/news/post/x')).toBe('/pa-arab/news/post/x');
    expect(shahmukhiPath('/pa/news/post/x')).toBe('/pa-arab/news/post/x');
    expect(shahmukhiPath('/pa/entertainment/post/y?z=1')).toBe('/pa-arab/entertainment/post/y?z=1');
  });

  it('picks the Shahmukhi strings for Punjabi only', () => {
    expect(uiLang('pa', true)).toBe('pa-arab');
    expect(uiLang('pa', false)).toBe('pa');
    expect(uiLang('en', true)).toBe('en');
  });
});
