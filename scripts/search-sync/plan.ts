/**
 * What a sync run sends: the records whose hash the index does not hold (new or changed), and
 * the objectIDs the index holds that the site no longer has (removed). Pure, so the rules are
 * tested without a provider.
 */
export interface SyncPlan<R> {
  upserts: R[];
  deletes: string[];
  unchanged: number;
}

/** `stored`: objectID → hash as the index holds them (an absent or foreign hash is a change). */
export function syncPlan<R extends { objectID: string; hash: string }>(
  records: R[],
  stored: ReadonlyMap<string, string | undefined>,
): SyncPlan<R> {
  const wanted = new Set(records.map((r) => r.objectID));
  const upserts = records.filter((r) => stored.get(r.objectID) !== r.hash);
  const deletes = [...stored.keys()].filter((id) => !wanted.has(id)).sort();
  return { upserts, deletes, unchanged: records.length - upserts.length };
}

/** One line for the operator: what was sent, what was left. */
export function planSummary(plan: SyncPlan<unknown>, index: string): string {
  return `search:sync ${index}: ${plan.upserts.length} added or changed, ${plan.deletes.length} removed, ${plan.unchanged} unchanged`;
}
