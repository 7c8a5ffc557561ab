/**
 * Worker and unit tests, run inside workerd by @cloudflare/vitest-pool-workers with the real
 * wrangler.toml bindings (D1, KV, assets), as two projects. `worker` (tests/worker/) migrates and
 * seeds D1 before every file through the same import path an operator uses; `unit` (the tests
 * beside their code) starts from an empty D1 and does not pay for that: the setup (loading the
 * import pipeline and the demo bundle into the file's isolate, migrating, seeding) took 6–10 s
 * per file, most of CI's vitest time, for files that never read the database.
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { stringsParts } from './scripts/vite/strings-parts';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('worker/db/migrations');
  return {
    plugins: [
      // client/app/strings.ts imports the strings by part (shared/i18n/parts.ts), as the build does.
      stringsParts(),
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // A high form limit: many tests post from the same (absent) address; protect tests set their own.
          bindings: {
            TEST_MIGRATIONS: migrations,
            PURGE_TOKEN: 'test-purge-token-of-32-characters-or-more',
            FORM_RATE_LIMIT: '1000',
            // The page cache off: suites that change content and read the page again see it at once.
            // tests/worker/page-cache*.test.ts turn it on.
            PAGE_CACHE_SECONDS: '0',
          },
        },
      }),
    ],
    // As wrangler.toml [alias]: sanitize-html's postcss is never used (no inline styles allowed).
    resolve: { alias: { postcss: new URL('./worker/content/no-postcss.cjs', import.meta.url).pathname } },
    test: {
      // Stylesheets are empty in tests unless listed: client/styles/tokens.test.ts reads the tokens.
      css: { include: [/client\/styles\/tokens\.css/] },
      projects: [
        {
          extends: true as const,
          test: {
            name: 'unit',
            // A test's first call to a Durable Object loads the whole worker (worker/index.ts) through
            // the module runner, 4–9 s on a cold cache; the worker project pays that in its setup.
            testTimeout: 30_000,
            include: ['worker/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
          },
        },
        {
          extends: true as const,
          test: { name: 'worker', include: ['tests/worker/**/*.test.ts'], setupFiles: ['tests/worker/setup.ts'] },
        },
      ],
    },
  };
});
