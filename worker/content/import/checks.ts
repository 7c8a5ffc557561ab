/**
 * Checks that need more than one field: unique ids and slugs, languages that agree with the
 * text present, and references between entities (to the bundle itself or to what the database
 * already holds). Pure over the bundle plus a set of ids the database already has.
 */
import type { ContentBundle } from '../../../shared/types/content';

/** Keys already stored, for references the bundle does not carry itself. */
export interface StoredKeys {
  tags: Set<string>; // `${kind}:${slug}`
  hosts: Set<number>;
  shows: Set<number>;
  originalCategories: Set<number>;
  originalSeries: Set<number>;
  /**
   * Assume references outside the bundle exist (for SQL written for another database, whose
   * rows this machine cannot see). References inside the bundle are still checked.
   */
  trustOutside?: boolean;
}

/** A StoredKeys that knows nothing and trusts every outside reference. */
export const TRUST_OUTSIDE: StoredKeys = {
  tags: new Set(),
  hosts: new Set(),
  shows: new Set(),
  originalCategories: new Set(),
  originalSeries: new Set(),
  trustOutside: true,
};

function duplicates<T>(items: T[] | undefined, key: (t: T) => string | number, label: string, errors: string[]): void {
  const seen = new Map<string | number, number>();
  items?.forEach((item, i) => {
    const k = key(item);
    const first = seen.get(k);
    if (first !== undefined) errors.push(`${label}[${i}]: duplicates ${label}[${first}] (${String(k)})`);
    else seen.set(k, i);
  });
}

/** Every cross-field problem of a bundle that already passed the schema. */
export function crossChecks(b: ContentBundle, stored: StoredKeys): string[] {
  const errors: string[] = [];
  duplicates(b.tags, (t) => t.id, 'tags', errors);
  duplicates(b.tags, (t) => `${t.kind}:${t.slug}`, 'tags', errors);
  duplicates(b.posts, (p) => p.id, 'posts', errors);
  duplicates(b.posts, (p) => `${p.kind}:${p.slug}`, 'posts', errors);
  duplicates(b.shows, (s) => s.id, 'shows', errors);
  duplicates(b.shows, (s) => s.slug, 'shows', errors);
  duplicates(b.episodes, (e) => e.id, 'episodes', errors);
  duplicates(b.episodes, (e) => `${e.showId}:${e.slug}`, 'episodes', errors);
  duplicates(b.hosts, (h) => h.id, 'hosts', errors);
  duplicates(b.hosts, (h) => h.slug, 'hosts', errors);
  duplicates(b.originalCategories, (c) => c.id, 'originalCategories', errors);
  duplicates(b.originalSeries, (s) => s.id, 'originalSeries', errors);
  duplicates(b.originalSeries, (s) => s.slug, 'originalSeries', errors);
  duplicates(b.originalItems, (o) => o.id, 'originalItems', errors);
  duplicates(b.featured, (f) => f.id, 'featured', errors);
  duplicates(b.events, (e) => e.id, 'events', errors);
  duplicates(b.careers, (c) => c.id, 'careers', errors);
  duplicates(b.pages, (p) => p.path, 'pages', errors);
  duplicates(b.legal, (p) => p.path, 'legal', errors);

  const trust = stored.trustOutside === true;
  /** Whether a referenced key exists in the database or in the bundle itself. */
  const known = <T, K>(inDb: Set<K>, own: T[] | undefined, key: (item: T) => K) => {
    const all = new Set([...inDb, ...(own ?? []).map(key)]);
    return { has: (k: K) => trust || all.has(k) };
  };
  const tags = known(stored.tags, b.tags, (t) => `${t.kind}:${t.slug}`);
  const hosts = known(stored.hosts, b.hosts, (h) => h.id);
  const shows = known(stored.shows, b.shows, (s) => s.id);
  const categories = known(stored.originalCategories, b.originalCategories, (c) => c.id);
  const series = known(stored.originalSeries, b.originalSeries, (s) => s.id);

  b.posts?.forEach((p, i) => {
    for (const t of p.tags) if (!tags.has(`${p.kind}:${t}`)) errors.push(`posts[${i}].tags: no ${p.kind} tag '${t}'`);
    if (p.locale.includes('pa') && !(p.titlePa && p.introPa && p.bodyPa?.length)) {
      errors.push(`posts[${i}].locale: lists pa but titlePa, introPa or bodyPa is missing`);
    }
    if (p.postDateUpdated && p.postDateUpdated < p.postDate)
      errors.push(`posts[${i}].postDateUpdated: is before postDate`);
  });
  b.shows?.forEach((s, i) => {
    for (const [j, h] of s.hosts.entries())
      if (!hosts.has(h)) errors.push(`shows[${i}].hosts[${j}]: no host with id ${h}`);
    if (s.startTime === s.endTime) errors.push(`shows[${i}].endTime: must differ from startTime`);
  });
  b.episodes?.forEach((e, i) => {
    if (!shows.has(e.showId)) errors.push(`episodes[${i}].showId: no show with id ${e.showId}`);
    for (const [j, h] of e.hosts.entries())
      if (!hosts.has(h)) errors.push(`episodes[${i}].hosts[${j}]: no host with id ${h}`);
  });
  b.originalSeries?.forEach((s, i) => {
    if (!categories.has(s.categoryId))
      errors.push(`originalSeries[${i}].categoryId: no category with id ${s.categoryId}`);
  });
  b.originalItems?.forEach((o, i) => {
    if (!series.has(o.seriesId)) errors.push(`originalItems[${i}].seriesId: no series with id ${o.seriesId}`);
  });
  return errors;
}
