import { describe, expect, it } from 'vitest';
import { toShahmukhi } from './shahmukhi';

describe('toShahmukhi', () => {
  it('writes Gurmukhi in Perso-Arabic letters', () => {
    expect(toShahmukhi('ਸਰੀ')).toBe('سری');
  });

  it('leaves Latin letters and digits as written', () => {
    expect(toShahmukhi('ਸਰੀ BC 2026')).toBe('سری BC 2026');
  });
});
