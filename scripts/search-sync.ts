/**
 * npm run search:sync [-- --state DIR] [--dry-run]: pushes the site's content to the hosted
 * search index (ALGOLIA_APP_ID, ALGOLIA_INDEX, and ALGOLIA_ADMIN_KEY from the environment: the
 * admin key never goes in the repository or the worker). The content is the local database's
 * search index, which every import writes (and, in proxied mode, the cron rebuilds from the CMS):
 * one record per item, both languages. Incremental: only new or changed records are sent
 * (scripts/search-sync/sync.ts), removed items are deleted, and it prints what it did.
 */
import { algoliasearch } from 'algoliasearch';
import { DEV_STATE, option, withLocalBindings } from './lib/local';
import { planSummary } from './search-sync/plan';
import { type IndexRow, recordOf } from './search-sync/records';
import { syncIndex } from './search-sync/sync';
import { ORIGINALS_PAGE_SIZE } from '../shared/constants';
import { originalHref } from '../shared/search/hit-href';
import { originalPlaces } from '../worker/content/originals';

const argv = process.argv.slice(2);
const state = option(argv, 'state') ?? DEV_STATE;
const dryRun = argv.includes('--dry-run');
const { ALGOLIA_APP_ID: appId, ALGOLIA_INDEX: indexName, ALGOLIA_ADMIN_KEY: adminKey } = process.env;

if (!appId || !indexName || !adminKey) {
  console.error('search:sync needs ALGOLIA_APP_ID, ALGOLIA_INDEX and ALGOLIA_ADMIN_KEY in the environment');
  process.exit(2);
}

const rows = await withLocalBindings(state, async (env) => {
  const { results } = await env.DB.prepare(
    'SELECT type, ref, slug, parent, title_en, title_pa, date, body, body_pa FROM search_index ORDER BY type, ref',
  ).all<IndexRow>();
  // An original is shown on its series' page: the record names that page and the item, as the embedded search does.
  const originals = results.filter((r) => r.type === 'connectOriginals').map((r) => r.ref);
  const places = await originalPlaces(env.DB, originals, ORIGINALS_PAGE_SIZE).catch(() => new Map());
  return results.map((r): IndexRow => {
    const place = r.type === 'connectOriginals' ? places.get(String(r.ref)) : undefined;
    return place ? { ...r, url: originalHref(place.slug, place.page, r.ref) } : r;
  });
});
const records = await Promise.all(rows.map(recordOf));
console.log(`search:sync: ${records.length} items in ${state}'s search index`);
const plan = await syncIndex(algoliasearch(appId, adminKey), indexName, records, { dryRun }).catch((err: unknown) => {
  // The client's own error names the hosts it tried, never the key.
  console.error(`search:sync failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
console.log(`${planSummary(plan, indexName)}${dryRun ? ' (dry run: nothing sent)' : ''}`);
for (const r of plan.upserts.slice(0, 20)) console.log(`  + ${r.objectID} ${r.title}`);
for (const id of plan.deletes.slice(0, 20)) console.log(`  - ${id}`);
