import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import { NUMBER } from './match';
import { plainAddress, resolvePage } from './resolve';
import type { RouteDef } from './types';

const ROUTES: RouteDef[] = [
  { id: 'list', pattern: `/list/:page${NUMBER}?`, load: async () => ({ head: { title: 'List' }, data: null }) },
  {
    id: 'moved',
    pattern: '/old/:path',
    load: async () => ({ head: { title: 'Old' }, data: null }),
    redirect: ({ path }) => (path === 'kept' ? null : `/${path}`),
  },
];

/** An Api that fails the test if anything is read. */
const noReads: Api = {
  get: () => Promise.reject(new Error('read')),
};

describe('plainAddress', () => {
  it('is the plain number with the query kept, or null', () => {
    expect(plainAddress(ROUTES, new URL('http://x/list/007?utm_source=a'))).toBe('/list/7?utm_source=a');
    expect(plainAddress(ROUTES, new URL('http://x/list/7'))).toBeNull();
    expect(plainAddress(ROUTES, new URL('http://x/other/007'))).toBeNull();
  });
});

describe('resolvePage', () => {
  it('redirects a padded number before its loader reads anything (the browser follows a link the same way)', async () => {
    const resolved = await resolvePage(ROUTES, noReads, new URL('http://x/list/02#top'), 'en', async () => null);
    expect(resolved).toEqual({ redirect: '/list/2#top' });
  });

  it('redirects a trailing slash to the address without it, the query kept (the browser lands on the one address)', async () => {
    const resolved = await resolvePage(ROUTES, noReads, new URL('http://x/list/?page=2'), 'en', async () => null);
    expect(resolved).toEqual({ redirect: '/list?page=2' });
  });

  it("leaves a file's slash address alone: it names nothing", async () => {
    const files: RouteDef[] = [
      { id: 'page', pattern: '/:path', load: async () => ({ head: { title: '' }, data: null, status: 404 }) },
    ];
    const resolved = await resolvePage(files, noReads, new URL('http://x/sitemap.xml/'), 'en', async () => null);
    expect(resolved).not.toHaveProperty('redirect');
  });

  it("follows a route's redirect with the query kept, and not when it declines", async () => {
    expect(await resolvePage(ROUTES, noReads, new URL('http://x/old/new?a=1'), 'en', async () => null)).toEqual({
      redirect: '/new?a=1',
    });
    const kept = await resolvePage(ROUTES, noReads, new URL('http://x/old/kept'), 'en', async () => null);
    expect(kept).toMatchObject({ page: { routeId: 'moved', status: 200 } });
  });
});
