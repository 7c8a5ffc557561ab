/**
 * The handlers of the embedded content service, one per content route of the table
 * (shared/schemas/api-routes.ts). Each resource file exports its handlers keyed by their patterns;
 * worker/api/embedded.ts joins them into one `ContentRoutes`, so a route of the table without a
 * handler is a type error, and registers them in the table's order.
 */
import type { Context } from 'hono';
import type { ContentPattern } from '../../shared/types/api-route';
import type { AppEnv } from '../env';

/** The handler of one route: its Context knows the pattern's params (`c.req.param('slug')`). */
export type ContentHandler<P extends ContentPattern> = (c: Context<AppEnv, P>) => Response | Promise<Response>;

/** A handler for every content route of the table. */
export type ContentRoutes = { [P in ContentPattern]: ContentHandler<P> };
