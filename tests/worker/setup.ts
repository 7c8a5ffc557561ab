/** Runs before every tests/worker file (the `worker` project in vitest.config.ts). */
import { seedDatabase } from './seed';

await seedDatabase();
