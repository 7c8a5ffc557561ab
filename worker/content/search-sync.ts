/**
 * Search in proxied mode: the CMS has no search call in the spec's tables (search is a hosted
 * provider there), and its content is not in D1. The cron trigger keeps the D1 search index
 * (migration 0003) in step with the CMS instead: it reads the CMS's lists through the spec's
 * calls (cms-paths.ts) and rewrites the index rows of each type it read in full, in one D1 batch
 * (a transaction), so a search never sees half a type. A type whose calls failed keeps its rows.
 *
 * Indexed: news and entertainment (the 'all' lists, newest MAX_PAGES pages), shows, hosts, events
 * and the originals carousels. Not indexed: episodes and content pages, which the tables only
 * reach one by one; their rows (left from a demo import) are dropped.
 */
import { plainText } from '../../shared/format/text';
import { purge } from '../cache/kv-cache';
import type { Env } from '../env';
import { cmsTarget } from './cms-paths';
import { rowStatements, type SearchRow, type SearchType } from './import/search-rows';
import { originalsOrigin } from './remote';

type Json = Record<string, unknown>;

/** Pages of each post list read per run: the newest ~100 posts of each kind. */
const MAX_PAGES = 10;
const TIMEOUT_MS = 10_000;
/** The cron runs every five minutes; the index is rebuilt at most every half hour (about 24 CMS calls a run). */
const SYNC_EVERY_MS = 30 * 60_000;
/** KV key holding the time of the last run that read anything. */
export const SYNC_AT_KEY = 'search-sync:at';

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const ref = (v: unknown): string | undefined => (typeof v === 'number' && Number.isFinite(v) ? String(v) : str(v));
/**
 * The `data` list of a CMS answer, objects only (the answer is untrusted). An answer without one
 * is not a list at all (an error page sent as 200): it throws, so the type keeps its rows rather
 * than being emptied by a broken answer.
 */
function dataOf(body: unknown): Json[] {
  if (!isObj(body) || !Array.isArray(body.data)) throw new Error('the answer has no data list');
  return body.data.filter(isObj);
}

/** A row when the item has what a hit needs (an id, a slug or id to link, a title); else nothing. */
function row(
  type: SearchType,
  item: Json,
  o: {
    slug?: unknown;
    title?: unknown;
    titlePa?: unknown;
    date?: unknown;
    parent?: unknown;
    text: unknown[];
    textPa?: unknown[];
  },
): SearchRow[] {
  const id = ref(item.id);
  const slug = str(o.slug) ?? id;
  const titleEn = str(o.title);
  const titlePa = str(o.titlePa);
  if (!id || !slug || !titleEn) return [];
  return [
    {
      type,
      ref: id,
      slug,
      titleEn: plainText(titleEn),
      titlePa: titlePa && plainText(titlePa),
      date: str(o.date),
      parent: ref(o.parent),
      text: o.text.map(str),
      textPa: (o.textPa ?? []).map(str),
    },
  ];
}

/** An item the site links by its id (an event, an original): a slug the CMS may send is not its link. */
const linkedById = (i: Json): Json => ({ ...i, slug: i.id });

/** Index rows of the items of one CMS answer, by the type of list it is. */
function rowsOf(type: SearchType, items: Json[]): SearchRow[] {
  return items.flatMap((i): SearchRow[] => {
    switch (type) {
      case 'news':
      case 'entertainment':
        return row(type, i, { ...i, date: i.postDate, text: [i.intro], textPa: [i.introPa] });
      case 'show':
        return row(type, i, {
          ...i,
          date: i.postDate,
          text: [i.tagline, i.description],
          textPa: [i.taglinePa, i.descriptionPa],
        });
      case 'hosts':
        return row(type, i, {
          slug: i.slug,
          title: i.nameHost,
          titlePa: i.nameHostPa,
          text: [i.nameShow],
          textPa: [i.nameShowPa],
        });
      case 'event':
        return row(type, i, {
          ...linkedById(i),
          date: i.dateTime,
          text: [i.intro, i.location],
          textPa: [i.introPa, i.locationPa],
        });
      case 'connectOriginals':
        return row(type, i, {
          ...linkedById(i),
          date: i.postDate,
          text: [i.tagline, i.description],
          textPa: [i.descriptionPa],
        });
      default:
        return [];
    }
  });
}

/** A spec call for a site path, read as JSON; anything but a 200 with JSON throws. */
async function cms(env: Pick<Env, 'BACKEND_URL' | 'ORIGINALS_URL'>, path: string): Promise<unknown> {
  const target = cmsTarget(new URL(path, 'http://worker'), env.BACKEND_URL, originalsOrigin(env));
  if (target?.kind !== 'cms') throw new Error(`not a CMS call: ${path}`);
  const res = await fetch(target.url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (res.status !== 200) throw new Error(`${target.url} answered ${res.status}`);
  return res.json();
}

/** Every page of an 'all' list, up to MAX_PAGES. */
async function allPosts(env: Pick<Env, 'BACKEND_URL' | 'ORIGINALS_URL'>, list: 'news' | 'entertainments') {
  const items: Json[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await cms(env, `/api/${list}/all?page=${page}`);
    const data = dataOf(body);
    items.push(...data);
    const meta = isObj(body) && isObj(body.meta) && isObj(body.meta.pagination) ? body.meta.pagination : {};
    const total = Number(meta.total_pages);
    if (!data.length || !Number.isFinite(total) || page >= total) break;
  }
  return items;
}

/** The sources of the index: each type and how to read its items from the CMS. */
const SOURCES: [SearchType, (env: Pick<Env, 'BACKEND_URL' | 'ORIGINALS_URL'>) => Promise<Json[]>][] = [
  ['news', (env) => allPosts(env, 'news')],
  ['entertainment', (env) => allPosts(env, 'entertainments')],
  ['show', async (env) => dataOf(await cms(env, '/api/shows'))],
  ['hosts', async (env) => dataOf(await cms(env, '/api/host'))],
  ['event', async (env) => dataOf(await cms(env, '/api/events'))],
  [
    'connectOriginals',
    async (env) =>
      dataOf(await cms(env, '/api/connectOriginals')).flatMap((c) =>
        Array.isArray(c.items) ? c.items.filter(isObj) : [],
      ),
  ],
];

/** Types the sync does not read: their rows can only be left from a demo import. */
const NOT_SYNCED: SearchType[] = ['episode', 'single'];

/** What one run did: rows written per type read in full, and the types whose calls failed. */
export interface SyncSummary {
  indexed: Partial<Record<SearchType, number>>;
  failed: SearchType[];
}

/** The cron trigger in proxied mode: rewrites the index from the CMS's lists. */
export async function syncSearchIndex(
  env: Pick<Env, 'DB' | 'CACHE' | 'BACKEND_URL' | 'ORIGINALS_URL'>,
  now = Date.now(),
): Promise<SyncSummary> {
  const summary: SyncSummary = { indexed: {}, failed: [] };
  if (!env.BACKEND_URL) return summary;
  const last = Number(await env.CACHE.get(SYNC_AT_KEY));
  if (Number.isFinite(last) && now - last < SYNC_EVERY_MS) return summary;
  const read = await Promise.all(
    SOURCES.map(([type, load]) =>
      load(env).then(
        (items) => ({ type, items }),
        (err: unknown) => ({ type, err }),
      ),
    ),
  );
  const statements = read.flatMap((r) => {
    const type = r.type;
    if (!('items' in r)) {
      summary.failed.push(type);
      console.error('search sync: CMS list failed, keeping its rows', type, String(r.err));
      return [];
    }
    const rows = rowsOf(type, r.items);
    summary.indexed[type] = rows.length;
    return [{ sql: 'DELETE FROM search_index WHERE type = ?', params: [type] }, ...rows.flatMap(rowStatements)];
  });
  if (!statements.length) return summary;
  for (const type of NOT_SYNCED) statements.push({ sql: 'DELETE FROM search_index WHERE type = ?', params: [type] });
  await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
  // Cached search answers (worker/api/search.ts) were for the old index.
  await purge(env.CACHE, '/api/search');
  await env.CACHE.put(SYNC_AT_KEY, String(now), { expirationTtl: Math.ceil((2 * SYNC_EVERY_MS) / 1000) });
  console.log('search sync', summary);
  return summary;
}
