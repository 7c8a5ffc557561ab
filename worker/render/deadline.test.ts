import { describe, expect, it, vi } from 'vitest';
import { type Api, ApiError } from '../../shared/api/client';
import { type BudgetApi, pageBudget } from './deadline';

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

  it('hands out answers kept in memory without a timer, and starts one with what is left at the first wait', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    let clock = 1000;
    const kept: Record<string, unknown> = { '/api/settings': { menus: [] } };
    const api: BudgetApi = { ...slowApi(5), kept: (path) => kept[path] };
    const budget = pageBudget(api, 100, () => clock);
    await expect(budget.api.get('/api/settings')).resolves.toEqual({ menus: [] });
    expect(setTimer).not.toHaveBeenCalled();
    clock += 30;
    await expect(budget.api.get('/api/home')).resolves.toEqual({ path: '/api/home' });
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 70);
    // A call asking for a fresh answer does not take the kept one.
    await expect(budget.api.get('/api/settings', { fresh: true })).resolves.toEqual({ path: '/api/settings' });
    budget.done();
    setTimer.mockRestore();
  });

  it('fails the first call that waits once the budget is spent, even with no timer yet', async () => {
    let clock = 0;
    const api: BudgetApi = { ...slowApi(5), kept: (path) => (path === '/api/a' ? { a: 1 } : undefined) };
    const budget = pageBudget(api, 100, () => clock);
    await budget.api.get('/api/a');
    clock = 100;
    await expect(budget.api.get('/api/b')).rejects.toMatchObject({ status: 504 });
    // Past the deadline even a kept answer is refused: the page is answered as late.
    await expect(budget.api.get('/api/a')).rejects.toMatchObject({ status: 504 });
    budget.done();
  });
});
