import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeState } from './state';

describe('serializeState', () => {
  it('cannot close its script element or open a comment, and parses back the same', () => {
    const state = { body: '</script><script>alert(1)</script><!-- x', ls: '\u2028' };
    const json = serializeState(state);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(state);
  });
});

describe('escapeHtml', () => {
  it('escapes markup characters', () => expect(escapeHtml(`"<a>'&`)).toBe('&quot;&lt;a&gt;&#39;&amp;'));
});
