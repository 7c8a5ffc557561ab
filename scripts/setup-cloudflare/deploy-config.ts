/**
 * The station's deploy settings and the config `npm run deploy` uploads. wrangler.toml stays the
 * project's file, with placeholder ids and SITE_URL = localhost: what local development, the
 * tests and every fresh clone run on. The station's own values (the ids of its D1 database and KV
 * namespace, its public origin) live in deploy.json, which `npm run setup:cloudflare` writes and
 * the operator commits (ids are not secrets). Each deploy renders wrangler.toml with them into
 * wrangler.deploy.toml (git-ignored) and deploys that: so a project update that adds a var, a
 * binding or a Durable Object migration reaches production without a hand merge, and local
 * development never points canonical links at the live site. Why not edits in wrangler.toml: the
 * worker tests pin SITE_URL's localhost origin, and an operator's edited ids would conflict with
 * every upstream change to those lines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { entriesOf, quoted, tableOf, withField } from './config-text';
import { onWorkersDev, siteOrigin } from './site-url';

export const DEPLOY_SETTINGS = 'deploy.json';
export const DEPLOY_CONFIG = 'wrangler.deploy.toml';

export interface DeploySettings {
  /** The public https origin (SITE_URL). */
  siteUrl: string;
  /** Database id by D1 binding, namespace id by KV binding. */
  d1: Record<string, string>;
  kv: Record<string, string>;
  /**
   * The station's values of wrangler.toml's other [vars] (streams, hosted search, BACKEND_URL...).
   * Here and not in the dashboard: a deploy writes the value of every var the file names over
   * the dashboard's (keep_vars keeps only those it does not name), and wrangler.toml names them all.
   */
  vars?: Record<string, string>;
}

const isRecordOfStrings = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** deploy.json read back; a hand-edited file that lost its shape is refused with what is wrong. */
export function parseSettings(text: string): DeploySettings {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`${DEPLOY_SETTINGS} is not valid JSON: ${(err as Error).message}`);
  }
  const s = raw as Partial<DeploySettings>;
  if (typeof s?.siteUrl !== 'string' || !isRecordOfStrings(s.d1) || !isRecordOfStrings(s.kv)) {
    throw new Error(`${DEPLOY_SETTINGS} needs "siteUrl" (a string) and "d1" and "kv" (binding → id)`);
  }
  if (s.vars !== undefined && !isRecordOfStrings(s.vars)) {
    throw new Error(`${DEPLOY_SETTINGS}: "vars" maps a var's name to its value, both strings`);
  }
  return { siteUrl: s.siteUrl, d1: s.d1, kv: s.kv, ...(s.vars ? { vars: s.vars } : {}) };
}

export const settingsText = (s: DeploySettings): string => `${JSON.stringify(s, null, 2)}\n`;

/** The id of `binding` in `ids`, or an error that names the binding and the fix. */
function idOf(ids: Record<string, string>, kind: string, binding: string): string {
  const id = ids[binding];
  if (!id) throw new Error(`${DEPLOY_SETTINGS} has no ${kind} id for ${binding}: run npm run setup:cloudflare`);
  return id;
}

/** Sets `key` in the `[[table]]` entry whose binding is `binding` (looked up afresh in `text`). */
const inEntry = (text: string, table: string, binding: string, key: string, value: string): string =>
  withField(
    text,
    entriesOf(text, table).find((t) => t.fields.binding === binding),
    key,
    quoted(value),
  );

/** `text` with the station's values of vars wrangler.toml names; a name it does not (a typo) is refused. */
function withVars(text: string, vars: Record<string, string>): string {
  const known = tableOf(text, 'vars')?.fields ?? {};
  const unknown = Object.keys(vars).filter((name) => !(name in known) || name === 'SITE_URL');
  if (unknown.length) {
    throw new Error(
      `${DEPLOY_SETTINGS} "vars": ${unknown.join(', ')} is not a var of wrangler.toml (SITE_URL is "siteUrl")`,
    );
  }
  return Object.entries(vars).reduce((t, [name, value]) => withField(t, tableOf(t, 'vars'), name, quoted(value)), text);
}

/**
 * wrangler.toml with the station's ids, SITE_URL and vars, keep_vars (a deploy keeps variables set in the
 * dashboard that the file does not name) and, unless the site is on workers.dev, its domain as a
 * Custom Domain (wrangler creates the DNS record and certificate; the zone must be on the account)
 * with workers.dev off, so the site answers at one origin only.
 */
export function renderDeployConfig(base: string, settings: DeploySettings): string {
  let text = base;
  for (const entry of entriesOf(base, 'd1_databases')) {
    const binding = entry.fields.binding ?? '';
    text = inEntry(text, 'd1_databases', binding, 'database_id', idOf(settings.d1, 'D1 database', binding));
  }
  for (const entry of entriesOf(base, 'kv_namespaces')) {
    const binding = entry.fields.binding ?? '';
    text = inEntry(text, 'kv_namespaces', binding, 'id', idOf(settings.kv, 'KV namespace', binding));
  }
  const origin = siteOrigin(settings.siteUrl);
  text = withField(text, tableOf(text, 'vars'), 'SITE_URL', quoted(origin));
  text = withVars(text, settings.vars ?? {});
  text = withField(text, tableOf(text, ''), 'keep_vars', 'true');
  if (!onWorkersDev(origin)) {
    const host = new URL(origin).hostname;
    text = withField(text, tableOf(text, ''), 'routes', `[{ pattern = ${quoted(host)}, custom_domain = true }]`);
    text = withField(text, tableOf(text, ''), 'workers_dev', 'false');
  }
  return `# Generated by npm run deploy from wrangler.toml and ${DEPLOY_SETTINGS}: edit those, not this.\n${text}`;
}

/**
 * The config a deploy (and `npm run cards -- --remote`) works on: wrangler.toml rendered with
 * deploy.json into DEPLOY_CONFIG's text, or wrangler.toml itself when there is no deploy.json.
 */
export function deployConfigText(): { config: string; text: string } {
  const base = readFileSync('wrangler.toml', 'utf8');
  if (!existsSync(DEPLOY_SETTINGS)) return { config: 'wrangler.toml', text: base };
  return {
    config: DEPLOY_CONFIG,
    text: renderDeployConfig(base, parseSettings(readFileSync(DEPLOY_SETTINGS, 'utf8'))),
  };
}
