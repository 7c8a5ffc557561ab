import { describe, expect, it } from 'vitest';
import { correctable, editVariants } from './search-typos';

describe('editVariants', () => {
  it('holds every word one letter wrong, missing, extra or swapped', () => {
    const v = new Set(editVariants('surey'));
    for (const w of ['surrey', 'sure', 'suery', 'surex']) expect(v.has(w), w).toBe(true);
    expect(v.has('surey')).toBe(false);
  });
  it('edits Gurmukhi words with Gurmukhi letters', () => {
    expect(editVariants('ਕਬਡੀ')).toContain('ਕਬੱਡੀ');
  });
});

describe('correctable', () => {
  it('takes words of five letters or more in one script', () => {
    expect(correctable('surey')).toBe(true);
    expect(correctable('sure')).toBe(false);
    expect(correctable('sur3y')).toBe(false);
  });
});
