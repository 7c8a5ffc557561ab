import { describe, expect, it } from 'vitest';
import { type Api, isNotFound } from '../api/client';
import { readListPage } from './list-page';

/** A list of `pages` pages whose answers name their own page; the paths read are kept. */
function list(pages: number) {
  const read: string[] = [];
  const api: Api = {
    get: <T>(path: string) => {
      read.push(path);
      return Promise.resolve({ page: Number(new URL(path, 'http://x').searchParams.get('page')), count: pages } as T);
    },
  };
  const page = (n: number) =>
    readListPage<{ page: number; count: number }>(
      api,
      n,
      (p) => `/api/l?page=${p}`,
      (f) => f.count,
    );
  return { read, page };
}

describe('readListPage', () => {
  it('reads the first page once', async () => {
    const l = list(3);
    expect(await l.page(1)).toEqual({ page: 1, count: 3 });
    expect(l.read).toEqual(['/api/l?page=1']);
  });
  it('reads a page up to the last after the first', async () => {
    const l = list(3);
    expect(await l.page(3)).toEqual({ page: 3, count: 3 });
    expect(l.read).toEqual(['/api/l?page=1', '/api/l?page=3']);
  });
  it('is a 404 past the last page without reading it', async () => {
    const l = list(3);
    const err = await l.page(4).catch((e: unknown) => e);
    expect(isNotFound(err)).toBe(true);
    expect(l.read).toEqual(['/api/l?page=1']);
  });
  it('is a 404 below the first page without reading anything', async () => {
    const l = list(3);
    expect(isNotFound(await l.page(0).catch((e: unknown) => e))).toBe(true);
    expect(l.read).toEqual([]);
  });
});
