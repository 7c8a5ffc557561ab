/**
 * What the cache's unit tests share: the test KV binding, cache options of round numbers, and a
 * `waitUntil` whose background work (cache writes, refreshes) `settle` waits for.
 */
import { env } from 'cloudflare:workers';
import { type CacheOptions, isJsonObject } from './contract-cache';

export const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;

export const options: CacheOptions = {
  ttlSeconds: 600,
  keepSeconds: 3600,
  timeoutMs: 200,
  missSeconds: 60,
  validate: isJsonObject,
};

const pending: Promise<unknown>[] = [];

/** Collects background work, as the runtime's waitUntil would keep it alive. */
export const waitUntil = (p: Promise<unknown>) => void pending.push(p);

/** Waits for the background work collected so far. */
export const settle = async (): Promise<void> => {
  await Promise.all(pending.splice(0));
};
