/**
 * The worker: app assembly only. /api is the content contract (worker/api/contract.ts);
 * everything else is a static file from public/ until the page renderer takes over.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { contractApi } from './api/contract';

export const app = new Hono<AppEnv>();

app.route('/api', contractApi);

app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError((err, c) => {
  console.error('unhandled', c.req.method, c.req.path, err);
  return c.json({ error: 'Internal error', status: 500 }, 500);
});

export default app;
