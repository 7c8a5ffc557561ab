import { describe, expect, it } from 'vitest';
import { type Api, ApiError } from '../../shared/api/client';
import { pageBudget } from './deadline';

/** An Api whose every answer takes `ms`. */
const slowApi = (ms: number): Api => ({
  get: <T>(path: string) => new Promise<T>((resolve) => setTimeout(() => resolve({ path } as T), ms)),
});

describe('pageBudget', () => {
  it('gives calls one after another one budget, not one each', async () => {
    const budget = pageBudget(slowApi(60), 100);
    const started = Date.now();
    await expect(budget.api.get('/api/a')).resolves.toEqual({ path: '/api/a' });
    const second = await budget.api.get('/api/b').catch((err: unknown) => err);
    expect(second).toBeInstanceOf(ApiError);
    expect((second as ApiError).status).toBe(504);
    expect(Date.now() - started).toBeLessThan(150);
    // Past the deadline a new call fails at once.
    await expect(budget.api.get('/api/c')).rejects.toMatchObject({ status: 504 });
    budget.done();
  });

  it('passes answers and failures through within the budget', async () => {
    const failing: Api = { get: () => Promise.reject(new ApiError(404, '/api/x')) };
    const budget = pageBudget(failing, 100);
    await expect(budget.api.get('/api/x')).rejects.toMatchObject({ status: 404 });
    budget.done();
  });
});
