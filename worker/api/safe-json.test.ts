import { describe, expect, it } from 'vitest';
import { safeJson } from './safe-json';

describe('safeJson', () => {
  it('writes no markup bytes, and parses back to the same text', async () => {
    const query = '<iframe srcdoc="<script>x</script>">&amp;';
    const res = safeJson({ query }, 200, { 'cache-control': 'no-store' });
    const text = await res.text();
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ query });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
