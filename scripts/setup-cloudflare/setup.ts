/**
 * `npm run setup:cloudflare`: from an account with nothing in it to a working site, with wrangler.
 * Each step finds what exists first (by name) and makes only what is missing, so a second run
 * changes nothing but what the operator asks it to (a new SITE_URL, a content file, a secret not
 * set yet). The order matters: the database must exist and be migrated before content goes in, and
 * the worker must be deployed before `wrangler secret put` (which adds a version to a worker).
 */
import {
  type DeploySettings,
  DEPLOY_CONFIG,
  DEPLOY_SETTINGS,
  parseSettings,
  renderDeployConfig,
  settingsText,
} from './deploy-config';
import { contentSql } from './content-sql';
import { dryRunIo, type Io, must } from './io';
import { countOf, createdId, d1Ids, kvIds, type Resources, resourcesOf, secretNames } from './resources';
import { SECRETS } from './secrets';
import { siteOrigin, siteUrlProblem } from './site-url';

interface SetupOptions {
  dryRun: boolean;
  /** SITE_URL from the command line (--site-url); else deploy.json's, else asked. */
  siteUrl?: string;
  /** A content export to load (--content file.json); else the demo, into an empty database only. */
  content?: string;
  /** The demo bundle (worker/db/seed/bundle.ts), made only when it is loaded. */
  demo: () => unknown;
}

/** wrangler through npx, as every script here runs it (the project's own version). */
const wrangler = (...args: string[]): string[] => ['npx', 'wrangler', ...args];
/** The remote commands name the rendered config: the ids are the station's, not the placeholders. */
const remote = ['--remote', '-c', DEPLOY_CONFIG];
const CONTENT_SQL = '.wrangler/tmp/remote-content.sql';
/** What a dry run writes in place of ids and answers it cannot have. */
const DRY_SITE_URL = 'https://your-station.invalid';
const dryId = (kind: 'd1' | 'kv') => (kind === 'd1' ? '00000000-0000-4000-8000-000000000000' : 'f'.repeat(32));

/** The D1 databases and KV namespaces wrangler.toml binds: found by name, or created. */
async function ensureResources(io: Io, resources: Resources, dry: boolean): Promise<Pick<DeploySettings, 'd1' | 'kv'>> {
  const d1: Record<string, string> = {};
  const kv: Record<string, string> = {};
  const databases = d1Ids((await must(io, wrangler('d1', 'list', '--json'), { capture: true })).stdout);
  for (const db of resources.d1) {
    const found = databases.get(db.name);
    if (found) io.log(`D1 ${db.name}: exists (${found})`);
    const id = found ?? createdId((await must(io, wrangler('d1', 'create', db.name), { capture: true })).stdout, 'd1');
    if (!id && !dry) throw new Error(`wrangler d1 create ${db.name} printed no database id`);
    if (!found && id) io.log(`D1 ${db.name}: created (${id})`);
    d1[db.binding] = id ?? dryId('d1');
  }
  const namespaces = kvIds((await must(io, wrangler('kv', 'namespace', 'list'), { capture: true })).stdout);
  for (const ns of resources.kv) {
    const found = namespaces.get(ns.title);
    if (found) io.log(`KV ${ns.title}: exists (${found})`);
    const id =
      found ??
      createdId((await must(io, wrangler('kv', 'namespace', 'create', ns.title), { capture: true })).stdout, 'kv');
    if (!id && !dry) throw new Error(`wrangler kv namespace create ${ns.title} printed no namespace id`);
    if (!found && id) io.log(`KV ${ns.title}: created (${id})`);
    kv[ns.binding] = id ?? dryId('kv');
  }
  return { d1, kv };
}

/** SITE_URL: the command line's, else the one saved before, else asked until it passes the deploy check. */
async function chooseSiteUrl(io: Io, options: SetupOptions, saved: string | undefined): Promise<string> {
  const given = options.siteUrl ?? saved;
  if (given !== undefined) {
    const problem = siteUrlProblem(given);
    if (problem) throw new Error(problem);
    return siteOrigin(given);
  }
  if (options.dryRun) {
    await io.ask('SITE_URL: the public https origin of the site, e.g. https://radio.your-station.ca');
    return DRY_SITE_URL;
  }
  for (let tries = 0; tries < 5; tries++) {
    const answer = await io.ask('SITE_URL: the public https origin of the site, e.g. https://radio.your-station.ca');
    const problem = siteUrlProblem(answer);
    if (!problem) return siteOrigin(answer);
    io.log(problem);
  }
  throw new Error('no usable SITE_URL after five answers: run again with --site-url https://...');
}

/** The content: the operator's file whenever given (upserts), else the demo into an empty database. */
async function loadContent(io: Io, options: SetupOptions, resources: Resources): Promise<void> {
  const db = resources.d1[0];
  if (!db) return;
  let raw: unknown;
  if (options.content) {
    const text = io.read(options.content);
    if (text === null) throw new Error(`cannot read ${options.content}`);
    raw = JSON.parse(text);
  } else {
    const count = wrangler(
      'd1',
      'execute',
      db.binding,
      ...remote,
      '--json',
      '--command',
      'SELECT COUNT(*) AS n FROM posts',
    );
    const n = countOf((await must(io, count, { capture: true })).stdout);
    if (n === null && !options.dryRun) throw new Error('could not count the remote posts: is the database migrated?');
    if (n) {
      io.log(`content: ${n} posts already in ${db.name}; left as they are (--content file.json loads an export)`);
      return;
    }
    raw = options.demo();
  }
  io.write(CONTENT_SQL, contentSql(raw));
  await must(io, wrangler('d1', 'execute', db.binding, ...remote, '--file', CONTENT_SQL, '--yes'));
}

/** Each secret not set yet, asked once; an empty answer generates (the purge token) or skips it. */
async function setSecrets(io: Io, dry: boolean): Promise<void> {
  const listed = await io.run(wrangler('secret', 'list', '-c', DEPLOY_CONFIG), { capture: true });
  const set = listed.code === 0 ? secretNames(listed.stdout) : new Set<string>();
  for (const secret of SECRETS) {
    if (set.has(secret.name)) {
      io.log(`secret ${secret.name}: set already (wrangler secret put ${secret.name} replaces it)`);
      continue;
    }
    const answer = await io.ask(`${secret.name}: ${secret.about}`, { secret: true });
    const value = answer || secret.generate?.() || '';
    if (!value && !dry) continue;
    await must(io, wrangler('secret', 'put', secret.name, '-c', DEPLOY_CONFIG), { input: value });
    if (!answer && secret.generate && !dry)
      io.log(`${secret.name} set to a random value; your CMS webhook needs it: ${value}`);
  }
}

/** The whole walk; returns the settings written to deploy.json. */
export async function setupCloudflare(realIo: Io, options: SetupOptions): Promise<DeploySettings> {
  const io = options.dryRun ? dryRunIo(realIo) : realIo;
  const base = io.read('wrangler.toml');
  if (base === null) throw new Error('run npm run setup:cloudflare in the project folder (no wrangler.toml here)');
  const resources = resourcesOf(base);
  const savedText = io.read(DEPLOY_SETTINGS);
  const saved = savedText === null ? undefined : parseSettings(savedText);

  io.log('1. SITE_URL, checked before anything is made');
  const siteUrl = await chooseSiteUrl(io, options, saved?.siteUrl);
  io.log('2. The account (wrangler opens a browser to log in when it needs to)');
  await must(io, wrangler('whoami'));
  io.log('3. The D1 database and KV namespace, and the deploy config');
  const ids = await ensureResources(io, resources, options.dryRun);
  const settings: DeploySettings = { siteUrl, ...ids, ...(saved?.vars ? { vars: saved.vars } : {}) };
  io.write(DEPLOY_SETTINGS, settingsText(settings));
  io.write(DEPLOY_CONFIG, renderDeployConfig(base, settings));
  io.log('4. The database schema, remotely');
  for (const db of resources.d1.filter((d) => d.migrations)) {
    await must(io, wrangler('d1', 'migrations', 'apply', db.binding, ...remote));
  }
  io.log('5. The content');
  await loadContent(io, options, resources);
  io.log('6. The worker (build, check, wrangler deploy)');
  await must(io, ['npm', 'run', 'deploy']);
  io.log('7. The secrets');
  await setSecrets(io, options.dryRun);
  io.log(
    options.dryRun
      ? 'Dry run: nothing was run, written or asked.'
      : `Done: ${settings.siteUrl} (commit ${DEPLOY_SETTINGS}; later deploys: npm run deploy)`,
  );
  return settings;
}
