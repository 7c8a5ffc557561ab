/**
 * A model of the data centre's own cache (the Workers Cache API, `caches.default`) put in front of
 * KV, for `npm run sim`'s tier variants (issue 26, item 3). From Cloudflare's documentation (read
 * 2026-11-27, https://developers.cloudflare.com/workers/runtime-apis/cache/):
 *
 * - its contents "do not replicate outside of the originating data center": a put or delete
 *   reaches that location only, so a purge run in one location leaves every other location's
 *   copy until it expires;
 * - it works only for Workers on a custom domain (on *.workers.dev its calls have no effect);
 * - its reads and writes are not billed (no KV read for a copy found there).
 *
 * `front(location, kv)` wraps that location's KV binding: a get finds the location's copy while
 * its TTL lasts, else reads KV and keeps what it found; a put or delete goes to KV and to this
 * location's cache. That is how the tier would sit under kv-cache.ts without changing it.
 */
import { asType } from './kv-model';

interface Entry {
  value: string;
  until: number;
}

interface CacheTierCounts {
  hits: number;
  misses: number;
}

export class CacheTierModel {
  readonly counts: CacheTierCounts = { hits: 0, misses: 0 };
  private stores = new Map<string, Map<string, Entry>>();

  constructor(
    private clock: () => number,
    /** Seconds a copy stays in a location's cache (the Cache-Control max-age it is put with). */
    private ttlS = 60,
  ) {}

  private storeOf(location: string): Map<string, Entry> {
    let store = this.stores.get(location);
    if (!store) {
      store = new Map();
      this.stores.set(location, store);
    }
    return store;
  }

  /** The value this location's cache holds for `key`, while its TTL lasts. */
  private lookup(location: string, key: string): string | null {
    const entry = this.storeOf(location).get(key);
    if (entry && entry.until > this.clock()) {
      this.counts.hits++;
      return entry.value;
    }
    this.counts.misses++;
    return null;
  }

  private keep(location: string, key: string, value: string): void {
    this.storeOf(location).set(key, { value, until: this.clock() + this.ttlS * 1000 });
  }

  private drop(location: string, key: string): void {
    this.storeOf(location).delete(key);
  }

  /** `kv` (one location's binding) with this location's cache in front of its reads. */
  front(location: string, kv: KVNamespace): KVNamespace {
    const view = {
      get: async (key: string, type?: unknown) => {
        let value = this.lookup(location, key);
        if (value === null) {
          value = (await kv.get(key, 'text')) as string | null;
          if (value !== null) this.keep(location, key, value);
        }
        return asType(value, type);
      },
      put: async (key: string, value: string, o?: KVNamespacePutOptions) => {
        await kv.put(key, value, o);
        this.keep(location, key, value);
      },
      delete: async (key: string) => {
        await kv.delete(key);
        this.drop(location, key);
      },
      list: (o?: KVNamespaceListOptions) => kv.list(o),
    };
    return view as unknown as KVNamespace;
  }
}
