/**
 * A model of Workers KV as seen from many data centres, for `npm run sim`. What it models, from
 * Cloudflare's documentation (read 2026-11-27):
 *
 * - Writes go to central stores; a location that reads a key keeps what it read for `cacheTtl`
 *   seconds (60 by default, 30 at least) and answers from that copy meanwhile, found or not
 *   ("you read a cached value for up to the cache TTL duration"):
 *   https://developers.cloudflare.com/kv/concepts/how-kv-works/ and
 *   https://developers.cloudflare.com/kv/reference/faq/ ; the minimum in
 *   https://developers.cloudflare.com/kv/platform/limits/
 * - A write or delete is visible at once where it was made and "60 seconds or more" later
 *   elsewhere: here it reaches the other locations' reads `propagationS` after it was made, on top
 *   of what they hold in their read cache (a conservative sum: the documented figure is a bound
 *   on the two together in the newer architecture).
 * - One write per second per key, on every plan; beyond it the put fails (429):
 *   https://developers.cloudflare.com/kv/platform/limits/ . Deletes are counted as writes to the key.
 * - `expirationTtl` drops a value that long after its write.
 * - Every get is billed, found or not; list, put and delete are billed each:
 *   https://developers.cloudflare.com/kv/platform/pricing/
 *
 * `at(location)` is the binding as one data centre's worker sees it: the same calls the real
 * cache modules make (get with 'json' or 'text', put with expirationTtl and metadata, delete, list
 * by prefix with a cursor).
 */

export interface KvModelOptions {
  /** Seconds a location keeps what it read (the binding's cacheTtl; 60 by default). */
  cacheTtlS: number;
  /** Seconds before a write or delete reaches the reads of other locations. */
  propagationS: number;
  /** Writes (puts and deletes) a second per key; one on every plan. */
  writesPerKeyPerS: number;
}

/** The documented defaults (above). */
export const KV_DEFAULTS: KvModelOptions = { cacheTtlS: 60, propagationS: 60, writesPerKeyPerS: 1 };

/** One write of a key: its value (null for a delete), where and when it was made. */
interface Version {
  value: string | null;
  metadata: unknown;
  expiresAt: number;
  writtenAt: number;
  location: string;
}

/** What KV's bills count. */
interface KvCounts {
  reads: number;
  writes: number;
  deletes: number;
  lists: number;
  /** Writes refused by the one-a-second limit (a 429 to the worker). */
  rejected: number;
}

interface ListOptions {
  prefix?: string;
  cursor?: string;
  limit?: number;
}

const LIST_LIMIT = 1000;

/** A stored value as a get of `type` returns it: parsed for 'json' (or `{ type: 'json' }`), else the text. */
export function asType(value: string | null, type: unknown): unknown {
  const json = type === 'json' || (typeof type === 'object' && type !== null && 'type' in type && type.type === 'json');
  return value !== null && json ? JSON.parse(value) : value;
}

export class KvModel {
  readonly counts: KvCounts = { reads: 0, writes: 0, deletes: 0, lists: 0, rejected: 0 };
  private versions = new Map<string, Version[]>();
  private readCaches = new Map<string, Map<string, { version: Version | null; until: number }>>();
  private lastWrite = new Map<string, number>();
  private views = new Map<string, KVNamespace>();

  constructor(
    private clock: () => number,
    private options: KvModelOptions = KV_DEFAULTS,
  ) {}

  /** The binding as the workers of one location see it. */
  at(location: string): KVNamespace {
    let view = this.views.get(location);
    if (!view) {
      view = this.binding(location);
      this.views.set(location, view);
    }
    return view;
  }

  /** The live keys (any location's newest write, not deleted nor expired), for the storage bill. */
  liveKeys(): string[] {
    const now = this.clock();
    return [...this.versions.entries()]
      .filter(([, history]) => {
        const last = history[history.length - 1];
        return last?.value !== null && last !== undefined && last.expiresAt > now;
      })
      .map(([key]) => key);
  }

  /** The newest write of `key` that `location` can see now (its own at once, others' after propagation). */
  private visible(key: string, location: string): Version | null {
    const history = this.versions.get(key);
    if (!history) return null;
    const now = this.clock();
    const delay = this.options.propagationS * 1000;
    for (let i = history.length - 1; i >= 0; i--) {
      const v = history[i] as Version;
      if (v.location === location || v.writtenAt + delay <= now) return v;
    }
    return null;
  }

  private cacheOf(location: string): Map<string, { version: Version | null; until: number }> {
    let cache = this.readCaches.get(location);
    if (!cache) {
      cache = new Map();
      this.readCaches.set(location, cache);
    }
    return cache;
  }

  /** A get at `location`: its read cache while it lasts, else what it can see, kept for cacheTtl. */
  read(key: string, location: string): string | null {
    this.counts.reads++;
    const now = this.clock();
    const cache = this.cacheOf(location);
    const cached = cache.get(key);
    let version: Version | null;
    if (cached && cached.until > now) version = cached.version;
    else {
      version = this.visible(key, location);
      cache.set(key, { version, until: now + this.options.cacheTtlS * 1000 });
    }
    return version && version.expiresAt > now ? version.value : null;
  }

  /** A put (value) or delete (null) at `location`; throws as KV does past the per-key write limit. */
  write(key: string, value: string | null, location: string, ttlS?: number, metadata?: unknown): void {
    const now = this.clock();
    const last = this.lastWrite.get(key);
    if (last !== undefined && now - last < 1000 / this.options.writesPerKeyPerS) {
      this.counts.rejected++;
      throw new Error(`KV ${value === null ? 'DELETE' : 'PUT'} failed: 429 Too Many Requests`);
    }
    this.lastWrite.set(key, now);
    if (value === null) this.counts.deletes++;
    else this.counts.writes++;
    const version: Version = {
      value,
      metadata,
      expiresAt: ttlS === undefined ? Number.POSITIVE_INFINITY : now + ttlS * 1000,
      writtenAt: now,
      location,
    };
    const delay = this.options.propagationS * 1000;
    // Of the writes every location can already see, only the newest is still read anywhere.
    const history = this.versions.get(key) ?? [];
    const seen = history.findLastIndex((v) => v.writtenAt + delay <= now);
    const kept = seen > 0 ? history.slice(seen) : history;
    kept.push(version);
    this.versions.set(key, kept);
    // Visible at once where it was made: that location's read cache holds it.
    this.cacheOf(location).set(key, { version, until: now + this.options.cacheTtlS * 1000 });
  }

  /** A list at `location`: the keys it can see under a prefix, a page at a time. */
  list(location: string, o: ListOptions = {}): KVNamespaceListResult<unknown, string> {
    this.counts.lists++;
    const now = this.clock();
    const names = [...this.versions.keys()]
      .filter((k) => k.startsWith(o.prefix ?? ''))
      .sort()
      .filter((k) => {
        const v = this.visible(k, location);
        return v !== null && v.value !== null && v.expiresAt > now;
      });
    const from = o.cursor ? Number(o.cursor) : 0;
    const limit = o.limit ?? LIST_LIMIT;
    const page = names.slice(from, from + limit);
    const keys = page.map((name) => ({ name, metadata: this.visible(name, location)?.metadata }));
    const done = from + limit >= names.length;
    return done
      ? { keys, list_complete: true, cacheStatus: null }
      : { keys, list_complete: false, cursor: String(from + limit), cacheStatus: null };
  }

  private binding(location: string): KVNamespace {
    const view = {
      get: async (key: string, type?: unknown) => asType(this.read(key, location), type),
      put: async (key: string, value: string, o?: { expirationTtl?: number; metadata?: unknown }) => {
        this.write(key, value, location, o?.expirationTtl, o?.metadata);
      },
      delete: async (key: string) => {
        this.write(key, null, location);
      },
      list: async (o?: ListOptions) => this.list(location, o),
    };
    // The calls the cache modules make; the rest of the binding is never called.
    return view as unknown as KVNamespace;
  }
}
