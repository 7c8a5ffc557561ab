/**
 * The app's routes fit Hono's RegExpRouter (one regular expression per method): a route it cannot
 * take (a fixed address beside a parameter with a pattern at the same place) makes SmartRouter
 * fall back to the TrieRouter for every request, ~4 % of an uncached page's CPU (issue 29).
 */
import { expect, it } from 'vitest';
import { getRouterName } from 'hono/dev';
import { app } from '../../worker/index';
import { call } from './helpers';

it('routes every request with the RegExpRouter', async () => {
  // SmartRouter settles on its router at the first match.
  await (await call('/robots.txt')).arrayBuffer();
  expect(getRouterName(app)).toBe('SmartRouter + RegExpRouter');
});
