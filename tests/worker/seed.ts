/**
 * Migrate D1 and load the demo bundle through importBundle, the path the dev seed and
 * `npm run content:import` use. Every tests/worker file gets this from setup.ts; a unit test
 * beside its code that reads the database calls it in `beforeAll` (the `unit` project skips it).
 */
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { importBundle } from '../../worker/content/import/import';
import { demoBundle } from '../../worker/db/seed/bundle';

export async function seedDatabase(): Promise<void> {
  const testEnv = env as unknown as { DB: D1Database; TEST_MIGRATIONS: D1Migration[] };
  await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
  const seeded = await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM posts').first<{ n: number }>();
  if (!seeded?.n) await importBundle(testEnv.DB, demoBundle(new Date()));
}
