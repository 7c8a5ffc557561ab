import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../api/client';
import { lazyLoader } from './lazy-loader';
import type { Loader } from './types';

const ctx = {
  api: {} as Api,
  params: {},
  lang: 'en' as const,
  url: new URL('https://example.test/'),
  settings: async () => null,
};

describe('lazyLoader', () => {
  it('imports the module on the first call only and runs the loader each time', async () => {
    const inner: Loader<number> = vi.fn(async () => ({ head: { title: 't' }, data: 1 }));
    const get = vi.fn(async () => inner);
    const load = lazyLoader(get);
    expect(get).not.toHaveBeenCalled();
    await expect(load(ctx)).resolves.toEqual({ head: { title: 't' }, data: 1 });
    await load(ctx);
    expect(get).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('retries the import after a failed one', async () => {
    const inner: Loader<number> = async () => ({ head: { title: 't' }, data: 2 });
    const get = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(inner);
    const load = lazyLoader(get);
    await expect(load(ctx)).rejects.toThrow('chunk failed');
    await expect(load(ctx)).resolves.toMatchObject({ data: 2 });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
