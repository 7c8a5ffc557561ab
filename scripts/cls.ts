/**
 * `npm run cls [-- --port 8823] [--lang pa|en] [--only episode]`: the cumulative layout shift of every page type,
 * in Punjabi by default (issue 14: the Gurmukhi font swap shifted the page), measured in Debian's
 * Chromium with a PerformanceObserver, on a phone-sized window with Lighthouse's mobile throttling, against the
 * production build under `wrangler dev` with its own seeded state. Prints a table with the nodes
 * that moved; exits 1 when a page is over issue 14's bar of 0.02.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CLS_BAR, cumulativeLayoutShift, OBSERVER_SCRIPT, type Shift } from './cls/layout-shift';
import { CHROMIUM, ensureChromium } from './lib/chromium';
import { offlineEnv, option, run } from './lib/local';
import { samplePages } from '../tests/lib/sample-pages';

const PORT = Number(option(process.argv, 'port') ?? process.env.CLS_PORT ?? 8823);
const LANG = option(process.argv, 'lang') === 'en' ? 'en' : 'pa';
/** `--only episode`: measure the page types whose name contains this, only. */
const ONLY = option(process.argv, 'only');
const STATE = '.wrangler/cls-state';
const BASE = `http://127.0.0.1:${PORT}`;
/**
 * Every route's sample page and the 404 (tests/lib/sample-pages.ts), with the list screen's one-tag
 * list and the style guide's component and type specimens (parts that hydrate late).
 */
const PAGES = samplePages(LANG, ['news tag list', 'section-built page', 'style guide components', 'style guide type']);

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('wrangler dev exited');
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no server on ${BASE}`);
}

/** Loads a page fresh (no cache), lets fonts and late parts settle, and reads its shifts. */
async function measure(page: Page, path: string): Promise<{ cls: number; sources: string[] }> {
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1500);
  const shifts = (await page.evaluate('window.__shifts')) as (Shift & { sources: string[] })[];
  return { cls: cumulativeLayoutShift(shifts), sources: [...new Set(shifts.flatMap((s) => s.sources))] };
}

ensureChromium();
rmSync(STATE, { recursive: true, force: true });
run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);
const server = spawn('npx', ['wrangler', 'dev', '--port', String(PORT), '--ip', '127.0.0.1', '--persist-to', STATE], {
  env: offlineEnv({ NODE_ENV: 'production' }),
  stdio: 'ignore',
  detached: true,
});
let over = 0;
try {
  await waitForServer(server);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    console.log(`| page type (${LANG}) | address | CLS | moved |\n|---|---|---|---|`);
    for (const { name, path } of PAGES.filter(({ name }) => !ONLY || name.includes(ONLY))) {
      // A new context per page: no cached font or stylesheet, as a first visit.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      await context.addCookies([{ name: 'lang', value: LANG, url: BASE }]);
      await context.addInitScript(OBSERVER_SCRIPT);
      const page = await context.newPage();
      // Lighthouse's mobile conditions (slow 4G, a 4× slower CPU): on an unthrottled local server
      // the font arrives before the first paint and no swap is ever seen.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const { cls, sources } = await measure(page, path);
      if (cls > CLS_BAR) over++;
      console.log(`| ${name} | ${path} | ${cls.toFixed(3)}${cls > CLS_BAR ? ' (over)' : ''} | ${sources.join(' ')} |`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  if (server.pid) process.kill(-server.pid);
}
console.log(over ? `\n${over} page type(s) over CLS ${CLS_BAR}` : `\nevery page type at most CLS ${CLS_BAR}`);
process.exit(over ? 1 : 0);
