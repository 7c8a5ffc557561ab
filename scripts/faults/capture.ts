/**
 * The fake CMS speaks the real contract: the pages are first visited on the worker in embedded
 * mode, and every contract answer they needed is read back from its KV cache (the cache holds
 * exactly the answers the pages asked for, keyed by path and query). The cache is then emptied,
 * so the proxied run starts cold and fills it from the fake CMS.
 */
import { withLocalBindings } from '../lib/local';
import type { Captured } from './fake-cms';

interface StoredAnswer extends Captured {
  storedAt: number;
}

/** The first same-site link under `prefix` in a page's HTML, skipping `skip` of them. */
export function linkIn(html: string, prefix: string, skip = 0): string {
  const links = [...html.matchAll(new RegExp(`href="(${prefix}[^"#?]+)"`, 'g'))].map((m) => m[1] ?? '');
  const unique = [...new Set(links)];
  const link = unique[skip];
  if (!link) throw new Error(`no link under ${prefix} to visit`);
  return link;
}

/** Reads every cached contract answer from the local KV under `state`, then deletes them. */
export async function takeCachedAnswers(state: string): Promise<Map<string, Captured>> {
  return withLocalBindings(state, async ({ CACHE }) => {
    const answers = new Map<string, Captured>();
    let cursor: string | undefined;
    do {
      const page: KVNamespaceListResult<unknown, string> = await CACHE.list({ prefix: 'api:', cursor });
      for (const { name } of page.keys) {
        const stored = await CACHE.get<StoredAnswer>(name, 'json');
        if (stored) answers.set(name.slice('api:'.length), stored);
        await CACHE.delete(name);
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    return answers;
  });
}
