/**
 * The setup against a stubbed world: every command goes to a recorder that answers as wrangler
 * would, so nothing here reaches the network or a real wrangler.
 */
import { describe, expect, it } from 'vitest';
import base from '../../wrangler.toml?raw';
import { demoBundle } from '../../worker/db/seed/bundle';
import { deployProblems } from './deploy-check';
import { parseSettings } from './deploy-config';
import { type CommandResult, type Io, type RunOptions, shown } from './io';
import { setupCloudflare } from './setup';

const DB_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const KV_ID = '0123456789abcdef0123456789abcdef';
const ok = (stdout = ''): CommandResult => ({ code: 0, stdout });
const demo = () => demoBundle(new Date('2026-11-27T12:00:00Z'));

/** An Io that records everything and answers commands with `answer`, questions from `answers`. */
function stub(files: Record<string, string>, answer: (cmd: string) => CommandResult, answers: string[] = []) {
  const ran: { cmd: string; input?: string }[] = [];
  const written = new Map<string, string>();
  const asked: string[] = [];
  const logged: string[] = [];
  const io: Io = {
    run: async (argv: string[], options?: RunOptions) => {
      const cmd = shown(argv);
      ran.push({ cmd, ...(options?.input === undefined ? {} : { input: options.input }) });
      return answer(cmd);
    },
    ask: async (question) => {
      asked.push(question);
      return answers.shift() ?? '';
    },
    read: (path) => written.get(path) ?? files[path] ?? null,
    write: (path, text) => void written.set(path, text),
    log: (line) => void logged.push(line),
  };
  return { io, ran, written, asked, logged };
}

/** A fresh account as wrangler describes it: nothing listed, creations print their ids. */
function freshAccount(cmd: string): CommandResult {
  if (cmd.includes('d1 list') || cmd.includes('namespace list') || cmd.includes('secret list')) return ok('[]');
  if (cmd.includes('d1 create'))
    return ok(`[[d1_databases]]\nbinding = "radio_news_content"\ndatabase_id = "${DB_ID}"\n`);
  if (cmd.includes('namespace create')) return ok(`[[kv_namespaces]]\nbinding = "CACHE"\nid = "${KV_ID}"\n`);
  if (cmd.includes('COUNT(*)')) return ok('[{"results":[{"n":0}],"success":true}]');
  return ok();
}

const C = '-c wrangler.deploy.toml';
const FULL_LIST = [
  'npx wrangler whoami',
  'npx wrangler d1 list --json',
  'npx wrangler d1 create radio-news-content',
  'npx wrangler kv namespace list',
  'npx wrangler kv namespace create radio-news-edge-CACHE',
  `npx wrangler d1 migrations apply DB --remote ${C}`,
  `npx wrangler d1 execute DB --remote ${C} --json --command "SELECT COUNT(*) AS n FROM posts"`,
  `npx wrangler d1 execute DB --remote ${C} --file .wrangler/tmp/remote-content.sql --yes`,
  'npm run deploy',
  `npx wrangler secret list ${C}`,
  ...['PURGE_TOKEN', 'WEATHER_API_KEY', 'YOUTUBE_API_KEY', 'MAILCHIMP_API_KEY'].map(
    (name) => `npx wrangler secret put ${name} ${C} (value on standard input)`,
  ),
];

describe('npm run setup:cloudflare -- --dry-run on a fresh clone', () => {
  it('prints the full command list, and runs, writes and asks nothing', async () => {
    const world = stub({ 'wrangler.toml': base }, () => {
      throw new Error('a dry run ran a command');
    });
    await setupCloudflare(world.io, { dryRun: true, demo });
    expect(world.ran).toEqual([]);
    expect(world.written.size).toBe(0);
    expect(world.asked).toEqual([]);
    expect(world.logged.filter((l) => l.startsWith('$ ')).map((l) => l.slice(2))).toEqual(FULL_LIST);
    expect(world.logged).toEqual(
      expect.arrayContaining([
        '  would write deploy.json',
        '  would write wrangler.deploy.toml',
        '  would write .wrangler/tmp/remote-content.sql',
        expect.stringMatching(/^\? SITE_URL: .*\(asked when run for real\)$/),
      ]),
    );
  });
});

describe('npm run setup:cloudflare', () => {
  it('walks a fresh account to a deploy: resources, settings, schema, demo content, worker, secrets', async () => {
    const answers = ['http://localhost:8787', 'https://Radio.Sher-e-Punjab.ca/', '', 'weather-key', '', ''];
    const world = stub({ 'wrangler.toml': base }, freshAccount, answers);
    const settings = await setupCloudflare(world.io, { dryRun: false, demo });
    expect(settings).toEqual({ siteUrl: 'https://radio.sher-e-punjab.ca', d1: { DB: DB_ID }, kv: { CACHE: KV_ID } });
    expect(parseSettings(world.written.get('deploy.json')!)).toEqual(settings);
    expect(deployProblems(world.written.get('wrangler.deploy.toml')!)).toEqual([]);
    expect(world.written.get('.wrangler/tmp/remote-content.sql')).toMatch(/^INSERT INTO /m);
    // The localhost answer was refused with the reason, and asked again.
    expect(world.logged).toContain('SITE_URL http://localhost:8787 is a local address: visitors cannot reach it');
    // Every command of the dry run's list, up to the two secrets answered (the token made, the weather key).
    const commands = FULL_LIST.map((c) => c.replace(' (value on standard input)', ''));
    expect(world.ran.map((r) => r.cmd)).toEqual(commands.slice(0, 12));
    const puts = world.ran.filter((r) => r.cmd.includes('secret put'));
    expect(puts[0]?.input).toMatch(/^[0-9a-f]{48}$/);
    expect(puts[1]?.input).toBe('weather-key');
  });

  it('changes nothing on a second run: finds every resource, keeps the content, asks nothing', async () => {
    const saved = JSON.stringify({
      siteUrl: 'https://radio.sher-e-punjab.ca',
      d1: { DB: DB_ID },
      kv: { CACHE: KV_ID },
    });
    const world = stub({ 'wrangler.toml': base, 'deploy.json': saved }, (cmd) => {
      if (cmd.includes('d1 list')) return ok(JSON.stringify([{ uuid: DB_ID, name: 'radio-news-content' }]));
      if (cmd.includes('namespace list')) return ok(JSON.stringify([{ id: KV_ID, title: 'radio-news-edge-CACHE' }]));
      if (cmd.includes('COUNT(*)')) return ok('[{"results":[{"n":57}],"success":true}]');
      if (cmd.includes('secret list')) {
        return ok(
          JSON.stringify(
            ['PURGE_TOKEN', 'WEATHER_API_KEY', 'YOUTUBE_API_KEY', 'MAILCHIMP_API_KEY'].map((name) => ({ name })),
          ),
        );
      }
      return ok();
    });
    await setupCloudflare(world.io, { dryRun: false, demo });
    expect(world.asked).toEqual([]);
    expect(world.ran.map((r) => r.cmd)).toEqual([
      'npx wrangler whoami',
      'npx wrangler d1 list --json',
      'npx wrangler kv namespace list',
      `npx wrangler d1 migrations apply DB --remote ${C}`,
      `npx wrangler d1 execute DB --remote ${C} --json --command "SELECT COUNT(*) AS n FROM posts"`,
      'npm run deploy',
      `npx wrangler secret list ${C}`,
    ]);
    expect(world.written.get('deploy.json')).toBe(`${JSON.stringify(JSON.parse(saved), null, 2)}\n`);
  });

  it('loads the station’s export when given, whatever the database holds', async () => {
    const world = stub({ 'wrangler.toml': base, 'export.json': JSON.stringify(demo()) }, freshAccount);
    await setupCloudflare(world.io, {
      dryRun: false,
      demo,
      siteUrl: 'https://radio.sher-e-punjab.ca',
      content: 'export.json',
    });
    expect(world.ran.some((r) => r.cmd.includes('COUNT(*)'))).toBe(false);
    expect(world.ran.some((r) => r.cmd.includes('--file .wrangler/tmp/remote-content.sql'))).toBe(true);
  });

  it('stops at the first failing command, before anything is deployed', async () => {
    const world = stub({ 'wrangler.toml': base }, (cmd) =>
      cmd.includes('d1 create') ? { code: 1, stdout: '' } : freshAccount(cmd),
    );
    await expect(
      setupCloudflare(world.io, { dryRun: false, demo, siteUrl: 'https://radio.sher-e-punjab.ca' }),
    ).rejects.toThrow('npx wrangler d1 create radio-news-content failed (exit code 1)');
    expect(world.ran.some((r) => r.cmd === 'npm run deploy')).toBe(false);
    expect(world.written.size).toBe(0);
  });

  it('refuses a --site-url that is not the station’s own https origin, before any command', async () => {
    const world = stub({ 'wrangler.toml': base }, freshAccount);
    await expect(
      setupCloudflare(world.io, { dryRun: false, demo, siteUrl: 'http://radio.sher-e-punjab.ca' }),
    ).rejects.toThrow(/not https/);
    expect(world.ran).toEqual([]);
  });
});
