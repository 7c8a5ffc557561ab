/**
 * Answers `npm run fuzz` (scripts/fuzz.ts) found wrong, each kept here once fixed so it stays fixed.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helpers';

describe('fuzz findings', () => {
  it('a search page number the contract refuses is the not-found page, not a 500', async () => {
    for (const page of ['0', '99999999999999999999']) {
      const res = await call(`/search/part/${page}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });
});
