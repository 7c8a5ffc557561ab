/**
 * One sync run against the hosted index: read the hash every record holds there (browse, with
 * the admin key), send what is new or changed, delete what the site no longer has, and (re)apply
 * the index settings. The index itself is the state: a run from another machine, a cleared or a
 * restored index all sync right, which a state file on one operator's disk would not.
 */
import type { Algoliasearch } from 'algoliasearch';
import { type SyncPlan, syncPlan } from './plan';
import { type HostedRecord, INDEX_SETTINGS } from './records';

export type IndexClient = Pick<Algoliasearch, 'browseObjects' | 'saveObjects' | 'deleteObjects' | 'setSettings'>;

/** The provider's error for an index that does not exist yet: a first run, nothing stored. */
const isMissingIndex = (err: unknown) =>
  typeof err === 'object' && err !== null && 'status' in err && (err as { status: unknown }).status === 404;

/** objectID → hash, for every record the index holds. */
async function storedHashes(client: IndexClient, indexName: string): Promise<Map<string, string | undefined>> {
  const stored = new Map<string, string | undefined>();
  try {
    await client.browseObjects<{ hash?: string }>({
      indexName,
      browseParams: { attributesToRetrieve: ['hash'], hitsPerPage: 1000 },
      aggregator: (page) => {
        for (const hit of page.hits) stored.set(hit.objectID, typeof hit.hash === 'string' ? hit.hash : undefined);
      },
    });
  } catch (err) {
    if (!isMissingIndex(err)) throw err;
  }
  return stored;
}

export interface SyncOptions {
  /** Plan only: read the index, send nothing. */
  dryRun?: boolean;
}

/** Brings the index in step with `records`; returns what it did. */
export async function syncIndex(
  client: IndexClient,
  indexName: string,
  records: HostedRecord[],
  { dryRun = false }: SyncOptions = {},
): Promise<SyncPlan<HostedRecord>> {
  const plan = syncPlan(records, await storedHashes(client, indexName));
  if (dryRun) return plan;
  await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  if (plan.upserts.length) await client.saveObjects({ indexName, objects: plan.upserts, waitForTasks: true });
  if (plan.deletes.length) await client.deleteObjects({ indexName, objectIDs: plan.deletes, waitForTasks: true });
  return plan;
}
