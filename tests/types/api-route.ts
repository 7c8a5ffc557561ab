/**
 * Must NOT compile: each line marked `expect-error` is a mistake the /api route table has to
 * reject (shared/schemas/api-routes.ts checks every entry with the same `ApiTable` type). Run by
 * `npm run typecheck` (scripts/typecheck.ts), which fails unless tsc reports exactly these.
 */
import { homeAnswer } from '../../shared/schemas/home';
import { homeReceived } from '../../shared/schemas/received';
import type { ApiTable } from '../../shared/types/api-route';
import { apiPath } from '../../shared/api/path';

const table = <const T extends ApiTable<T>>(routes: T): T => routes;

// A whole entry compiles.
export const right = table({
  '/api/thing/:slug': {
    params: { slug: 'slug' },
    received: homeReceived,
    contract: homeAnswer,
    cms: 'same',
  },
});

// A route without its CMS mapping (proxied mode).
export const noCms = table({
  '/api/thing': { received: homeReceived, contract: homeAnswer }, // expect-error TS2322
});

// A route without its answer schema.
export const noAnswer = table({
  '/api/thing': { received: homeReceived, cms: 'same' }, // expect-error TS2322
});

// A route whose parameters do not name the pattern's.
export const wrongParams = table({
  '/api/thing/:slug': { params: { id: 'id' }, received: homeReceived, contract: homeAnswer, cms: 'same' }, // expect-error TS2353
});

// A mapping that reads a parameter the pattern does not have.
export const wrongMapping = table({
  '/api/thing/:slug': {
    params: { slug: 'slug' },
    received: homeReceived,
    contract: homeAnswer,
    cms: ({ params }) => ({ path: `/api/thing/${params.id}` }), // expect-error TS2339
  },
});

// A loader's path: a pattern the table does not have, and a missing parameter.
export const noSuchRoute = apiPath('/api/nothing', {}); // expect-error TS2345
export const missingParam = apiPath('/api/news/post/:slug', {}); // expect-error TS2345
