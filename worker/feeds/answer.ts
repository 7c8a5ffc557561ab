/**
 * What every feed and sitemap route shares: its context, the contract client it reads through,
 * the XML answer with its cache header, the site's absolute addresses, and the answer to a
 * failed read of the contract.
 */
import type { Context } from 'hono';
import { type Api, ApiError } from '../../shared/api/client';
import { notFound } from '../api/params';
import type { Env } from '../env';
import { publicUrl } from '../render/head';

export type FeedEnv = { Bindings: Env };
export type FeedContext = Context<FeedEnv>;
/** The contract for one request, read in-process (worker/index.ts) so the KV cache applies. */
export type ApiOf = (c: Pick<FeedContext, 'req' | 'env' | 'executionCtx'>) => Api;
/** A path of the site as an absolute URL on SITE_URL's origin. */
export type SiteUrl = (path: string) => string;

export const siteOf =
  (c: FeedContext): SiteUrl =>
  (path) =>
    publicUrl(c.env.SITE_URL, path);

export const xmlAnswer = (c: FeedContext, body: string, type = 'application/rss+xml') =>
  c.body(body, 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=600' });

/**
 * A feed's answer when a read of the contract fails: its 404 (the show or category went away
 * between the list and the read) is the feed's 404, anything else a 503, as for the calendar
 * file: the contract already served any last good copy, so there is nothing to offer.
 */
export async function feedAnswer(c: FeedContext, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 404) return notFound(c, 'No such feed');
    console.error('feed', c.req.path, err.message);
    return c.json({ error: 'Feed unavailable', status: 503 }, 503, { 'retry-after': '60' });
  }
}
