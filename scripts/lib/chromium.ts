/**
 * The end-to-end suite drives Debian's Chromium (Playwright's own browser download cannot work
 * offline). Installs it with apt-get when it is missing and we are root; otherwise says how.
 */
import { existsSync } from 'node:fs';
import { run } from './local';

/** Debian's Chromium, or the one `CHROMIUM` names: every script that drives a browser launches this. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM`,
    );
  }
  console.log('installing Debian chromium for the end-to-end suite...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    ...process.env,
    DEBIAN_FRONTEND: 'noninteractive',
  });
}
