/**
 * What wrangler.toml binds that must exist in the account before a deploy, and wrangler's answers
 * about what does. Every `[[...]]` table of the file is accounted for: a binding kind this list
 * does not know stops the setup rather than deploying a worker bound to nothing.
 */
import { entriesOf, tablesOf } from './config-text';

/** `[[table]]` kinds and what the setup does for each. */
export const BINDING_KINDS: Record<string, string> = {
  d1_databases: 'created by name (wrangler d1 create), migrated and loaded remotely',
  kv_namespaces: 'created by title (wrangler kv namespace create)',
  // The [[migrations]] tags create the class on the first deploy: nothing to make beforehand.
  'durable_objects.bindings': 'made by wrangler deploy from the [[migrations]] tags',
  migrations: 'applied by wrangler deploy',
};

interface D1Resource {
  binding: string;
  name: string;
  /** The migrations folder, when the database has one. */
  migrations: boolean;
}
interface KvResource {
  binding: string;
  /** The namespace's title in the account: `{worker name}-{binding}`, as wrangler's own examples name it. */
  title: string;
}
export interface Resources {
  worker: string;
  d1: D1Resource[];
  kv: KvResource[];
}

/** The resources `text` (wrangler.toml) binds; throws on a binding kind the setup cannot make. */
export function resourcesOf(text: string): Resources {
  const unknown = [
    ...new Set(
      tablesOf(text)
        .filter((t) => t.array && !(t.name in BINDING_KINDS))
        .map((t) => t.name),
    ),
  ];
  if (unknown.length) {
    throw new Error(
      `wrangler.toml binds ${unknown.map((n) => `[[${n}]]`).join(', ')}, which setup:cloudflare does not create yet: add it to scripts/setup-cloudflare/resources.ts`,
    );
  }
  const worker = tablesOf(text)[0]?.fields.name ?? 'worker';
  return {
    worker,
    d1: entriesOf(text, 'd1_databases').map((t) => ({
      binding: t.fields.binding ?? '',
      name: t.fields.database_name ?? `${worker}-${t.fields.binding}`,
      migrations: Boolean(t.fields.migrations_dir),
    })),
    kv: entriesOf(text, 'kv_namespaces').map((t) => ({
      binding: t.fields.binding ?? '',
      title: `${worker}-${t.fields.binding}`,
    })),
  };
}

/** JSON from a wrangler command's output; what is not an array of objects reads as none. */
function jsonArray(stdout: string): Record<string, unknown>[] {
  // From the first line that opens an array: anything wrangler printed before it is not JSON.
  const start = stdout.search(/^\s*\[/m);
  try {
    const value: unknown = JSON.parse(stdout.slice(Math.max(0, start)));
    return Array.isArray(value) ? value.filter((v) => typeof v === 'object' && v !== null) : [];
  } catch {
    return [];
  }
}

/** Name → id of the account's databases, from `wrangler d1 list --json` ({ uuid, name, ... }). */
export const d1Ids = (stdout: string): Map<string, string> =>
  new Map(jsonArray(stdout).map((d): [string, string] => [String(d.name), String(d.uuid)]));

/** Title → id of the account's namespaces, from `wrangler kv namespace list` ({ id, title }). */
export const kvIds = (stdout: string): Map<string, string> =>
  new Map(jsonArray(stdout).map((n): [string, string] => [String(n.title), String(n.id)]));

/** Names of the worker's secrets, from `wrangler secret list` ({ name, type }); none when it has no deploy yet. */
export const secretNames = (stdout: string): Set<string> => new Set(jsonArray(stdout).map((s) => String(s.name)));

/** The new id in a create command's output (the config snippet it prints): a UUID for D1, 32 hex digits for KV. */
export function createdId(stdout: string, kind: 'd1' | 'kv'): string | null {
  const pattern = kind === 'd1' ? /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i : /\b[0-9a-f]{32}\b/i;
  return pattern.exec(stdout)?.[0] ?? null;
}

/** The `n` of `SELECT COUNT(*) AS n` from `wrangler d1 execute --json` ([{ results: [{ n }] }]); null when unreadable. */
export function countOf(stdout: string): number | null {
  const n = (jsonArray(stdout)[0]?.results as { n?: unknown }[] | undefined)?.[0]?.n;
  return typeof n === 'number' ? n : null;
}
