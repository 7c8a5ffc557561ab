/**
 * The byte length of the site's own audio files for podcast enclosures. A podcast feed lists up to
 * 20 pages of a show's episodes, and asking the assets for each file on every request cost more
 * than the rest of the feed: local assets answer HEAD without a length, and reading each whole
 * file to count it made one feed read megabytes (and, under `wrangler dev`, ~1,200 inspector
 * events that wrangler's inspector proxy keeps until a debugger attaches: the memory soak's
 * growth, README "Memory under load"). Now a length is asked once per isolate (a file's bytes do
 * not change within a deployment), from HEAD or else from a GET's header with its body
 * cancelled unread; only a file served without any length (local assets: chunked) is read, once.
 */

/** Lengths known in this isolate, by asset path; the oldest goes first past the bound. */
const lengths = new Map<string, number>();
/** More than the demo's and a station's feeds name (20 pages of episodes per show share files). */
const LENGTHS_MAX = 500;

const lengthOf = (res: Response) => {
  const n = Number(res.headers.get('content-length'));
  return res.ok && n > 0 ? n : null;
};

async function ask(assets: Fetcher, url: string): Promise<number> {
  const asset = `https://assets.local${url}`;
  const head = await assets.fetch(new Request(asset, { method: 'HEAD' }));
  const fromHead = lengthOf(head);
  if (fromHead) return fromHead;
  const res = await assets.fetch(new Request(asset));
  const fromGet = lengthOf(res);
  if (fromGet) {
    await res.body?.cancel();
    return fromGet;
  }
  return res.ok ? (await res.arrayBuffer()).byteLength : 0;
}

/**
 * An audio file's size in bytes: from the assets for the site's own files (a path), remembered
 * in this isolate; 0 for another host's file (RSS: unknown) or one the assets do not have.
 */
export async function audioLength(assets: Fetcher, url: string): Promise<number> {
  if (!url.startsWith('/')) return 0;
  const known = lengths.get(url);
  if (known !== undefined) return known;
  const length = await ask(assets, url);
  // A missing file (0) is asked again next time: it may be uploaded with the next deployment.
  if (length > 0) {
    if (lengths.size >= LENGTHS_MAX) lengths.delete(lengths.keys().next().value ?? '');
    lengths.set(url, length);
  }
  return length;
}
