/**
 * The end-to-end suite: a freshly migrated and seeded database of its own (.wrangler/e2e-state,
 * never the developer's dev data), the real worker under `wrangler dev` in production mode, and
 * Playwright driving Debian's Chromium against it.
 */
import { rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium';
import { E2E_STATE, offlineEnv, run } from './lib/local';

ensureChromium();
rmSync(E2E_STATE, { recursive: true, force: true });
run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', E2E_STATE]);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], offlineEnv({ E2E_STATE }));
