/**
 * Enclosure lengths of another host's audio (a CMS's files, whose answers state no size), learnt
 * once and kept: one KV value per show maps each file's URL to its length. A feed reads that one
 * key; files it does not know are asked with HEAD after the feed has answered (`waitUntil`, a few
 * at a time, each with a short timeout), so the next feed has their lengths and no feed waits for
 * another host. Until then such a file is given as length 0 (RSS: unknown).
 */

const PREFIX = 'podcast:lengths:v1:';
/** Files asked per feed request: a long list is learnt over a few requests, never in one burst. */
const ASK_PER_REQUEST = 8;
const HEAD_TIMEOUT_MS = 3000;
/** A length is kept a week (a file at one URL rarely changes), like the cache's other copies. */
const KEEP_SECONDS = 7 * 86_400;

type Lengths = Record<string, number>;

const keyOf = (show: string) => `${PREFIX}${show}`;

/** The kept lengths of a show's files; none when the value is missing or not a map of whole numbers. */
export async function keptLengths(kv: KVNamespace, show: string): Promise<Lengths> {
  const value = await kv.get<unknown>(keyOf(show), 'json').catch(() => null);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, n]) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0),
  ) as Lengths;
}

/** A file's length from a HEAD answer's Content-Length, or null. */
async function headLength(url: string, fetcher: typeof fetch): Promise<number | null> {
  try {
    const res = await fetcher(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(HEAD_TIMEOUT_MS),
      redirect: 'follow',
    });
    await res.body?.cancel();
    const n = Number(res.headers.get('content-length'));
    return res.ok && Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/**
 * Asks the first few `unknown` files (http or https only) for their lengths and keeps what was
 * learnt with what `kept` holds; writes nothing when nothing was learnt.
 */
export async function learnLengths(
  kv: KVNamespace,
  show: string,
  kept: Lengths,
  unknown: string[],
  fetcher: typeof fetch = fetch,
): Promise<number> {
  const asked = unknown.filter((u) => /^https?:\/\//i.test(u)).slice(0, ASK_PER_REQUEST);
  const found = await Promise.all(asked.map(async (url) => [url, await headLength(url, fetcher)] as const));
  const learnt = found.filter((f): f is readonly [string, number] => f[1] !== null);
  if (learnt.length)
    await kv.put(keyOf(show), JSON.stringify({ ...kept, ...Object.fromEntries(learnt) }), {
      expirationTtl: KEEP_SECONDS,
    });
  return learnt.length;
}
