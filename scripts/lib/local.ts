/**
 * Helpers for the project's Node scripts: run wrangler offline, and open the local D1/KV state
 * that `wrangler dev` uses (or the end-to-end suite's own state) with real bindings.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';

/** The default local state of `npm run dev`; the e2e suite uses its own directory. */
export const DEV_STATE = '.wrangler/state';
export const E2E_STATE = '.wrangler/e2e-state';

/** Environment for wrangler here: no network calls of its own (metrics, cf fetch). */
export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', ...extra };
}

/** Runs a command with inherited output; throws when it fails. */
export function run(cmd: string, args: string[], env = offlineEnv()): void {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${r.status ?? r.signal}`);
}

export interface LocalBindings {
  DB: D1Database;
  CACHE: KVNamespace;
}

interface StorageBindings {
  name?: string;
  compatibility_date?: string;
  d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  kv_namespaces: { binding: string; id?: string }[];
}

/**
 * wrangler.toml's D1 and KV bindings alone, as a config file for getPlatformProxy. The whole file
 * also binds the Durable Objects (RateCounter, PurgeGeneration), whose classes live in the worker: getPlatformProxy
 * cannot run it and would warn on every seed, import and sync that it "will not work in local
 * development", which is true of the proxy only (`wrangler dev` runs it). The same ids mean the
 * same persisted data.
 */
function storageConfig(): string {
  // wrangler's config type comes from a package it bundles, so the fields read here are named.
  const config: StorageBindings = unstable_readConfig({ config: 'wrangler.toml' });
  const path = '.wrangler/tmp/storage-bindings.json';
  mkdirSync(dirname(path), { recursive: true });
  const storage = {
    name: config.name,
    compatibility_date: config.compatibility_date,
    d1_databases: config.d1_databases.map(({ binding, database_name, database_id }) => ({
      binding,
      database_name,
      database_id,
    })),
    kv_namespaces: config.kv_namespaces.map(({ binding, id }) => ({ binding, id })),
  };
  writeFileSync(path, JSON.stringify(storage, null, 2));
  return path;
}

/** Opens the local bindings persisted under `state`, runs `fn`, and closes them. */
export async function withLocalBindings<T>(state: string, fn: (env: LocalBindings) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: storageConfig(),
    persist: { path: `${state}/v3` },
  });
  try {
    return await fn(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

/** The value after `--name` in argv, or undefined. */
export function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}
