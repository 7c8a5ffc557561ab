import { describe, expect, it } from 'vitest';
import { peerStaticPath } from './peer-page';

describe('peerStaticPath', () => {
  it("finds the peer's client entry script in its article's HTML", () => {
    const html =
      '<link rel="modulepreload" href="/assets/jsx-runtime-CFDP631a.js"/><link rel="modulepreload" href="/assets/entry.client-Co3bcxYU.js"/>';
    expect(peerStaticPath(html)).toBe('/assets/entry.client-Co3bcxYU.js');
  });

  it('says so when the page is not the peer', () => {
    expect(() => peerStaticPath('<html>our page</html>')).toThrow(/entry\.client/);
  });
});
