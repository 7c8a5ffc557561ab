/**
 * The share-card renderer alone, as a worker that `npm run cards` (scripts/cards.ts) runs on the
 * operator's machine under `wrangler dev`, never deployed: POST / draws one batch of the wanted
 * cards with the code the cron runs (renderer.ts), so the cards are byte-identical, and answers
 * how many. Its CPU is the machine's, not a platform invocation's.
 */
import type { Env } from '../env';
import { renderWantedCards } from './renderer';

export default {
  async fetch(request, env) {
    if (request.method !== 'POST') return new Response('POST / draws one batch of wanted share cards\n');
    return Response.json({ drawn: await renderWantedCards(env) });
  },
} satisfies ExportedHandler<Pick<Env, 'CACHE' | 'ASSETS' | 'CACHE_KEEP_SECONDS'>>;
