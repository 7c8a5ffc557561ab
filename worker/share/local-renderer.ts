/**
 * The share-card renderer alone, as a worker that `npm run cards` (scripts/cards.ts) runs on the
 * operator's machine under `wrangler dev`, never deployed: POST / draws one batch of the wanted
 * cards with the code the cron runs (renderer.ts), so the cards are byte-identical, and answers
 * how many. Its CPU is the machine's, not a platform invocation's. /cover/… stores the CMS shows'
 * podcast covers that Node drew (cover-upload.ts): workerd has no sharp to encode them.
 */
import type { Env } from '../env';
import { coverRequest } from './cover-upload';
import { renderWantedCards } from './renderer';

export default {
  async fetch(request, env) {
    const cover = await coverRequest(request, env.CACHE);
    if (cover) return cover;
    if (request.method !== 'POST') return new Response('POST / draws one batch of wanted share cards\n');
    return Response.json({ drawn: await renderWantedCards(env) });
  },
} satisfies ExportedHandler<Pick<Env, 'CACHE' | 'ASSETS' | 'CACHE_KEEP_SECONDS'>>;
