/**
 * Sets a Cloudflare account up for this site, from nothing to a working deploy (see README,
 * "Deploy"): the D1 database and KV namespace, deploy.json and wrangler.deploy.toml, the remote
 * migrations, the content, the worker, the secrets. Safe to run again: it finds what exists.
 *   npm run setup:cloudflare [-- --dry-run] [--site-url https://radio.your-station.ca] [--content file.json]
 * --dry-run prints every command it would run, and runs, writes and asks nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { demoBundle } from '../worker/db/seed/bundle';
import { ImportRejected } from '../worker/content/import/import';
import { option } from './lib/local';
import type { Io } from './setup-cloudflare/io';
import { setupCloudflare } from './setup-cloudflare/setup';

/** readline's hook for what it echoes: silenced while a secret is typed. */
interface Echo {
  _writeToOutput(text: string): void;
}

/**
 * One question on the terminal; a secret is typed without echo. Without a terminal (CI) an
 * answer is read from standard input, and its end reads as an empty answer: the SITE_URL question
 * then stops the setup (pass --site-url), a secret is generated or skipped.
 */
async function ask(question: string, options: { secret?: boolean } = {}): Promise<string> {
  const tty = Boolean(process.stdin.isTTY);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: tty });
  const closed = new Promise<string>((resolve) => rl.once('close', () => resolve('')));
  try {
    process.stdout.write(`${question}\n> `);
    if (options.secret && tty) (rl as unknown as Echo)._writeToOutput = () => {};
    const asked = rl.question('');
    asked.catch(() => {}); // a question still open when input ends is rejected: the empty answer stands
    const answer = await Promise.race([asked, closed]);
    if (options.secret && tty) process.stdout.write('\n');
    return answer.trim();
  } finally {
    rl.close();
  }
}

const nodeIo: Io = {
  run: async (argv, options = {}) => {
    const [cmd = '', ...args] = argv;
    const r = spawnSync(cmd, args, {
      stdio: [options.input === undefined ? 'inherit' : 'pipe', options.capture ? 'pipe' : 'inherit', 'inherit'],
      input: options.input,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    return { code: r.status ?? 1, stdout: r.stdout ?? '' };
  },
  ask,
  read: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null),
  write: (path, text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`  wrote ${path}`);
  },
  log: (line) => console.log(line),
};

const argv = process.argv.slice(2);
try {
  await setupCloudflare(nodeIo, {
    dryRun: argv.includes('--dry-run'),
    siteUrl: option(argv, 'site-url'),
    content: option(argv, 'content'),
    demo: () => demoBundle(new Date()),
  });
} catch (err) {
  console.error(`setup:cloudflare stopped: ${err instanceof ImportRejected ? err.message : (err as Error).message}`);
  process.exit(1);
}
