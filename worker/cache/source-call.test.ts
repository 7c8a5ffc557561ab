import { describe, expect, it } from 'vitest';
import { withTimeout } from './source-call';

describe('withTimeout', () => {
  it('rejects after the deadline and passes through a quick answer', async () => {
    await expect(withTimeout(() => new Promise(() => {}), 10)).rejects.toThrow(/did not answer/);
    await expect(withTimeout(() => Promise.resolve(5), 10)).resolves.toBe(5);
  });
});
