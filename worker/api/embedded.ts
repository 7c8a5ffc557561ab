/**
 * The embedded content service: the contract's GETs answered from D1. It is an ordinary Hono
 * app, called in-process by the cache layer (worker/api/contract.ts) exactly as a remote CMS
 * would be called over HTTP. Its routes are the content routes of the table
 * (shared/schemas/api-routes.ts), registered in the table's order (specific patterns first).
 */
import { Hono } from 'hono';
import { CONTENT_PATTERNS } from '../../shared/schemas/api-routes';
import type { ContentPattern } from '../../shared/types/api-route';
import type { AppEnv } from '../env';
import type { ContentRoutes } from './content-routes';
import { entertainmentsRoutes } from './entertainments';
import { eventsRoutes } from './events';
import { featuredRoutes } from './featured';
import { homeRoutes } from './home';
import { hostsRoutes } from './hosts';
import { newsRoutes } from './news';
import { originalsRoutes } from './originals';
import { pagesRoutes } from './pages';
import { notFound } from './params';
import { settingsRoutes } from './settings';
import { showsRoutes } from './shows';

/** Every content route's handler: leaving one out is a type error. */
const HANDLERS: ContentRoutes = {
  ...homeRoutes,
  ...settingsRoutes,
  ...newsRoutes,
  ...entertainmentsRoutes,
  ...showsRoutes,
  ...hostsRoutes,
  ...featuredRoutes,
  ...eventsRoutes,
  ...originalsRoutes,
  ...pagesRoutes,
};

export const embeddedApi = new Hono<AppEnv>();

const register = <P extends ContentPattern>(pattern: P) => embeddedApi.get(pattern, HANDLERS[pattern]);
for (const pattern of CONTENT_PATTERNS) register(pattern);

embeddedApi.notFound((c) => notFound(c, 'No such API resource'));
embeddedApi.onError((err, c) => {
  console.error('embedded content service error', c.req.path, err);
  return c.json({ error: 'The content service failed', status: 500 }, 500);
});
