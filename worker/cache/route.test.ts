import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { cacheOptions } from './route';

const envWith = (vars: Partial<Env>): Env => ({ ...vars }) as Env;

describe('cacheOptions', () => {
  it('reads the vars once per configuration and hands out the same frozen settings', () => {
    const env = envWith({ CACHE_TTL_SECONDS: '30', UPSTREAM_TIMEOUT_MS: '250' });
    const first = cacheOptions(env);
    expect(first).toMatchObject({ ttlSeconds: 30, timeoutMs: 250, keepSeconds: 604_800, missSeconds: 60 });
    expect(cacheOptions(env)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('gives another configuration its own settings, defaults for bad values', () => {
    const a = cacheOptions(envWith({ CACHE_TTL_SECONDS: '30' }));
    const b = cacheOptions(envWith({ CACHE_TTL_SECONDS: 'soon', CACHE_MISS_SECONDS: '-5' }));
    expect(a.ttlSeconds).toBe(30);
    expect(b).toMatchObject({ ttlSeconds: 600, missSeconds: 60 });
  });
});
