/**
 * The soak's addresses from a running worker: a crawl from both home pages and the sitemap,
 * following the site's own links (pages, share cards, feeds, calendar files), plus the /api read
 * behind each page and search pages for words of the titles, mixed into one rotation; then one
 * pass over the rotation, which warms every cache and drops what does not answer.
 */
import { apiPathOf } from './api-paths';
import { kindOf, sitePaths, titleOf } from './links';
import { rotation, type SoakUrl, searchTerms, searchUrls } from './rotation';

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/**
 * A GET on a fresh connection (workerd may close a kept-alive one between answers, as bench.ts
 * found), tried once more when the socket fails.
 */
async function get(url: string, init: RequestInit = {}): Promise<Response> {
  const ask = () => fetch(url, { ...init, headers: { connection: 'close' } });
  return ask().catch(() => ask());
}

/** Crawls the site at `base` (at most `maxFetches` documents) and builds a rotation of `size` addresses. */
export async function collectUrls(base: string, size: number, maxFetches = size): Promise<SoakUrl[]> {
  const found = new Map<string, SoakUrl>();
  const titles: string[] = [];
  let frontier = ['/', '/pa', '/sitemap.xml'];
  const fetched = new Set<string>();
  while (frontier.length > 0 && fetched.size < maxFetches) {
    const batch = frontier.filter((p) => !fetched.has(p)).slice(0, maxFetches - fetched.size);
    frontier = [];
    await pool(batch, 4, async (path) => {
      fetched.add(path);
      const res = await get(base + path);
      const text = await res.text();
      if (!res.ok) return;
      if (res.headers.get('content-type')?.includes('text/html')) titles.push(titleOf(text));
      for (const p of sitePaths(text, base)) {
        const kind = kindOf(p);
        if (!kind || found.has(p)) continue;
        found.set(p, { path: p, kind });
        // Pages, feeds and sitemaps lead on; cards, calendars and the contract are leaves.
        if (kind === 'page' || kind === 'feed') frontier.push(p);
      }
    });
  }
  const pages = [...found.values()];
  const api = pages.flatMap((u) => {
    const a = u.kind === 'page' ? apiPathOf(u.path) : null;
    return a ? [{ path: a, kind: 'api' as const }] : [];
  });
  return rotation([...pages, ...api, ...searchUrls(searchTerms(titles))], size);
}

/**
 * Asks for each address once (`limit` at a time): every cache is then warm, so the soak's first
 * heap snapshot holds what a warm isolate holds. Returns the addresses that answered below 400,
 * and the statuses of those that did not.
 */
export async function warm(base: string, urls: SoakUrl[], limit = 4): Promise<{ ok: SoakUrl[]; dropped: string[] }> {
  const status = new Map<string, number>();
  await pool(urls, limit, async (u) => {
    const res = await get(base + u.path, { redirect: 'manual' });
    await res.arrayBuffer();
    status.set(u.path, res.status);
  });
  const ok = urls.filter((u) => (status.get(u.path) ?? 500) < 400);
  const dropped = urls.filter((u) => (status.get(u.path) ?? 500) >= 400).map((u) => `${status.get(u.path)} ${u.path}`);
  return { ok, dropped };
}
