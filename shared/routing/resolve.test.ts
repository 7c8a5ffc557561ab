import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import { NUMBER } from './match';
import { plainAddress, resolvePage } from './resolve';
import type { RouteDef } from './types';

const ROUTES: RouteDef[] = [
  { id: 'list', pattern: `/list/:page${NUMBER}?`, load: async () => ({ head: { title: 'List' }, data: null }) },
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
});
