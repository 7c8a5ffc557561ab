import { describe, expect, it } from 'vitest';
import { sameSitePath } from './path';

describe('sameSitePath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(sameSitePath('/news/post/bus-lanes')).toBe('/news/post/bus-lanes');
    expect(sameSitePath(' /shows?day=2 ')).toBe('/shows?day=2');
  });
  it('refuses other hosts, schemes, backslashes, spaces and long text', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/a b',
      '/a\nb',
      '',
      null,
      undefined,
      `/${'a'.repeat(300)}`,
    ]) {
      expect(sameSitePath(bad)).toBeNull();
    }
  });
});
