/**
 * Contract reads that leave nothing in KV (issue 23): the share card's. A card can be asked for
 * any path (`/share/card/en/{anything}.png`), and each contract path its loader reads would
 * otherwise be kept under a key of its own (a remembered 404 for a path that is no page, an
 * empty list past a list's end): 901 card requests once wrote 700 copies. Such a read still goes
 * through the cache, so a copy a page render kept is used (fresh, or stale while the source is
 * asked); what the source answers is served but never written. A read that shares a source call
 * already under way for its key (kv-cache.ts `flights`) is kept as that call's owner decides.
 */

/** In-process contract requests that keep nothing, marked by whoever makes them (worker/index.ts). */
const keepNothing = new WeakSet<Request>();

/** Marks an in-process contract request as one whose answer is never written to KV. */
export function keepsNothing(request: Request): Request {
  keepNothing.add(request);
  return request;
}

/** A view of `kv` whose writes do nothing: reads as the binding's, puts dropped. */
function withoutWrites(kv: KVNamespace): KVNamespace {
  return new Proxy(kv, {
    get(target, name) {
      if (name === 'put') return () => Promise.resolve();
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The KV namespace a contract request reads through: the binding, or for a marked request a view that keeps nothing. */
export const cacheFor = (request: Request, kv: KVNamespace): KVNamespace =>
  keepNothing.has(request) ? withoutWrites(kv) : kv;
