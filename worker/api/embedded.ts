/**
 * The embedded content service: the contract's GETs answered from D1. It is an ordinary Hono
 * app under /api, called in-process by the cache layer (worker/api/contract.ts) exactly as a
 * remote CMS would be called over HTTP.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { entertainmentsApi } from './entertainments';
import { eventsApi } from './events';
import { featuredApi } from './featured';
import { homeApi } from './home';
import { hostsApi } from './hosts';
import { newsApi } from './news';
import { originalsApi } from './originals';
import { pagesApi } from './pages';
import { notFound } from './params';
import { settingsApi } from './settings';
import { showsApi } from './shows';

export const embeddedApi = new Hono<AppEnv>().basePath('/api');

embeddedApi.route('/home', homeApi);
embeddedApi.route('/news', newsApi);
embeddedApi.route('/entertainments', entertainmentsApi);
embeddedApi.route('/shows', showsApi);
embeddedApi.route('/host', hostsApi);
embeddedApi.route('/featured', featuredApi);
embeddedApi.route('/events', eventsApi);
embeddedApi.route('/connectOriginals', originalsApi);
embeddedApi.route('/settings', settingsApi);
embeddedApi.route('/', pagesApi);

embeddedApi.notFound((c) => notFound(c, 'No such API resource'));
embeddedApi.onError((err, c) => {
  console.error('embedded content service error', c.req.path, err);
  return c.json({ error: 'The content service failed', status: 500 }, 500);
});
