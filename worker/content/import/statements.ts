/**
 * Turns a checked bundle into SQL statements with bound parameters. Rows are upserted by id
 * (ON CONFLICT ... DO UPDATE, never INSERT OR REPLACE: a replace deletes the row first and the
 * ON DELETE CASCADE would take a show's episodes with it). Link tables of an imported entity are
 * rewritten, so a re-import that drops a tag drops the link too. Submissions are never touched.
 */
import type { ContentBundle, EpisodeInput, PostInput, ShowInput } from '../../../shared/types/content';
import {
  careerRow,
  episodeRow,
  eventRow,
  featuredRow,
  hostRow,
  originalCategoryRow,
  originalItemRow,
  originalSeriesRow,
  postRow,
  showRow,
  tagRow,
} from './table-rows';

type SqlValue = string | number | null;
export interface Statement {
  sql: string;
  params: SqlValue[];
}

/** A table row by column name; undefined is stored as NULL. */
export type Row = Record<string, SqlValue | undefined>;

/** An insert of one row; undefined values are stored as NULL. */
function insert(table: string, row: Row): Statement {
  const cols = Object.keys(row);
  return {
    sql: `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    params: cols.map((c) => row[c] ?? null),
  };
}

/** An upsert of one row keyed by `key`; undefined values are stored as NULL. */
export function upsert(table: string, row: Row, key = 'id'): Statement {
  const { sql, params } = insert(table, row);
  const updates = Object.keys(row)
    .filter((c) => c !== key)
    .map((c) => `${c} = excluded.${c}`);
  return { sql: `${sql} ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`, params };
}

/** A link table of an imported entity, rewritten: its old links deleted, then the new ones. */
function relinked(table: string, owner: string, id: number, inserts: Statement[]): Statement[] {
  return [{ sql: `DELETE FROM ${table} WHERE ${owner} = ?`, params: [id] }, ...inserts];
}

/** A post and its tags, linked by kind and slug (a slug no tag of the post's kind has links nothing). */
function postStatements(p: PostInput): Statement[] {
  const links = p.tags.map((tag) => ({
    sql: 'INSERT INTO post_tags (post_id, tag_id) SELECT ?, id FROM tags WHERE kind = ? AND slug = ?',
    params: [p.id, p.kind, tag],
  }));
  return [upsert('posts', postRow(p)), ...relinked('post_tags', 'post_id', p.id, links)];
}

/** A show and its hosts, in the bundle's order (`position`). */
export function showStatements(s: ShowInput): Statement[] {
  const links = s.hosts.map((h, i) => insert('show_hosts', { show_id: s.id, host_id: h, position: i }));
  return [upsert('shows', showRow(s)), ...relinked('show_hosts', 'show_id', s.id, links)];
}

function episodeStatements(e: EpisodeInput): Statement[] {
  const links = e.hosts.map((h) => insert('episode_hosts', { episode_id: e.id, host_id: h }));
  return [upsert('episodes', episodeRow(e)), ...relinked('episode_hosts', 'episode_id', e.id, links)];
}

/** A page kept whole as a JSON document under its path. */
const pageDocument = (table: string, p: { path: string }) =>
  upsert(table, { path: p.path, doc: JSON.stringify(p) }, 'path');

/** The singletons the bundle carries, each a JSON document under its key; absent ones are left as they are. */
export function documentStatements(b: ContentBundle): Statement[] {
  const documents = {
    settings: b.settings,
    home: b.home,
    pageNotFound: b.pageNotFound,
    contactPage: b.contactPage,
    eventsPage: b.eventsPage,
    featuredHeaders: b.featuredHeaders,
  };
  return Object.entries(documents)
    .filter(([, doc]) => doc !== undefined)
    .map(([key, doc]) => upsert('documents', { key, doc: JSON.stringify(doc) }, 'key'));
}

/** All statements for a bundle, in an order that satisfies foreign keys. */
export function bundleStatements(b: ContentBundle): Statement[] {
  return [
    ...(b.tags ?? []).map((t) => upsert('tags', tagRow(t))),
    ...(b.hosts ?? []).map((h) => upsert('hosts', hostRow(h))),
    ...(b.posts ?? []).flatMap(postStatements),
    ...(b.shows ?? []).flatMap(showStatements),
    ...(b.episodes ?? []).flatMap(episodeStatements),
    ...(b.originalCategories ?? []).map((c) => upsert('original_categories', originalCategoryRow(c))),
    ...(b.originalSeries ?? []).map((s) => upsert('original_series', originalSeriesRow(s))),
    ...(b.originalItems ?? []).map((o) => upsert('original_items', originalItemRow(o))),
    ...(b.featured ?? []).map((f) => upsert('featured', featuredRow(f))),
    ...(b.events ?? []).map((e) => upsert('events', eventRow(e))),
    ...(b.careers ?? []).map((c) => upsert('careers', careerRow(c))),
    ...(b.pages ?? []).map((p) => pageDocument('pages', p)),
    ...(b.legal ?? []).map((p) => pageDocument('legal_pages', p)),
    ...documentStatements(b),
  ];
}

/** SQL text with the parameters written in as literals, for `wrangler d1 execute --file`. */
export function toSqlText(statements: Statement[]): string {
  const literal = (v: SqlValue): string =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`;
  return statements
    .map((s) => {
      let i = 0;
      return `${s.sql.replace(/\?/g, () => literal(s.params[i++] ?? null))};`;
    })
    .join('\n');
}
