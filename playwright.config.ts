/**
 * End-to-end tests against the real worker (`wrangler dev`, production React build) on its own
 * port and its own freshly seeded local state; started by scripts/e2e.ts.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8799);
const state = process.env.E2E_STATE ?? '.wrangler/e2e-state';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `npx wrangler dev --port ${PORT} --ip 127.0.0.1 --persist-to ${state} --var PURGE_TOKEN:e2e-purge-token-of-32-characters-or-more --var FORM_RATE_LIMIT:1000`,
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  },
});
