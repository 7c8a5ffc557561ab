import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { countAttempt } from './rate-limit';

const counters = (env as unknown as Env).RATE_COUNTER;

afterEach(() => vi.restoreAllMocks());

describe('countAttempt', () => {
  it('counts per scope and address', async () => {
    expect((await countAttempt(counters, 'email', '203.0.113.9', 1)).over).toBe(false);
    expect((await countAttempt(counters, 'email', '203.0.113.9', 1)).over).toBe(true);
    expect((await countAttempt(counters, 'phone', '203.0.113.9', 1)).over).toBe(false);
    expect((await countAttempt(counters, 'email', '203.0.113.10', 1)).over).toBe(false);
  });

  it('lets the attempt through and logs when the counter fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      getByName: () => ({
        hit: () => Promise.reject(new Error('Durable Object overloaded')),
      }),
    } as unknown as Env['RATE_COUNTER'];
    expect(await countAttempt(broken, 'email', '203.0.113.11', 1)).toEqual({ over: false, count: 0, retryAfter: 0 });
    expect(log).toHaveBeenCalledWith(
      'rate counter failed; letting the attempt through',
      'email:203.0.113.11',
      expect.any(Error),
    );
  });
});
