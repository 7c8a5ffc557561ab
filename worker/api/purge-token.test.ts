import { describe, expect, it } from 'vitest';
import example from '../../.dev.vars.example?raw';
import { EXAMPLE_PURGE_TOKEN, purgeTokenProblem, randomPurgeToken } from './purge-token';

describe('purgeTokenProblem', () => {
  it('refuses no token, the example token and short tokens', () => {
    expect(purgeTokenProblem(undefined)).toMatch(/not set/);
    expect(purgeTokenProblem('')).toMatch(/not set/);
    expect(purgeTokenProblem(EXAMPLE_PURGE_TOKEN)).toMatch(/example/);
    expect(purgeTokenProblem('a'.repeat(31))).toMatch(/shorter than 32/);
  });

  it('accepts 32 characters or more, and the random dev token', () => {
    expect(purgeTokenProblem('a'.repeat(32))).toBeNull();
    expect(randomPurgeToken()).toMatch(/^[0-9a-f]{48}$/);
    expect(purgeTokenProblem(randomPurgeToken())).toBeNull();
  });

  it('knows the token .dev.vars.example holds', () => {
    expect(example).toContain(`\nPURGE_TOKEN=${EXAMPLE_PURGE_TOKEN}\n`);
  });
});
