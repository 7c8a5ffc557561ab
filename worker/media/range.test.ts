import { describe, expect, it } from 'vitest';
import { parseRange, rangeResponse } from './range';

describe('parseRange', () => {
  it.each([
    [null, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
  ])('%s on 1000 bytes', (header, result) => expect(parseRange(header, 1000)).toEqual(result));
});

describe('rangeResponse', () => {
  const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 256)).buffer;
  it('answers 206 with the slice and a correct Content-Range', async () => {
    const res = rangeResponse(bytes, 'bytes=10-19', 'audio/wav');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
  it('answers 416 out of range and 200 without a Range', () => {
    const bad = rangeResponse(bytes, 'bytes=2000-', 'audio/wav');
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe('bytes */1000');
    expect(rangeResponse(bytes, null, 'audio/wav').headers.get('accept-ranges')).toBe('bytes');
  });
});
