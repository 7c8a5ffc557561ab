/**
 * GET /embed/radio?stream={fm|hd2}&lang={en|pa}: the player partner sites put in an iframe
 * (issue 28; README "The embeddable player"). Mounted before the language middleware: its
 * language is a parameter, not the address, and it sets no cookie. The only page whose
 * frame-ancestors allow other sites (worker/middleware/security.ts, embedPolicy).
 */
import type { Context } from 'hono';
import type { Api } from '../../shared/api/client';
import type { AiringResponse, NowPlayingResponse } from '../../shared/types/media';
import embedBuild from '../../public/build/embed.json';
import type { Env } from '../env';
import { browserStreamUrl } from '../media/stream-config';
import { builtFont } from '../render/font-preload';
import { embedPageHtml, embedProblemHtml } from './page';
import { EMBED_PATH, embedQuery } from './params';
import { embedView } from './view';

/** The player's script, built on its own (scripts/embed-build.ts): hashed, cached a year. */
const PLAYER_SCRIPT = (embedBuild as { player: string }).player;
const FONTS = { 400: builtFont(400), 700: builtFont(700) };

/** A read that fails leaves its part to the fallback words: the player still plays. */
const orNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((err: unknown) => {
    console.error('embed: a read failed', String(err));
    return null;
  });

export async function embedPage<E extends { Bindings: Env }>(c: Context<E>, api: Api): Promise<Response> {
  const url = new URL(c.req.url);
  // /pa/embed/radio reaches this route too (the app routes on the path without /pa): the one
  // address of a Punjabi player is ?lang=pa.
  if (url.pathname !== EMBED_PATH) {
    url.searchParams.set('lang', 'pa');
    return c.redirect(`${EMBED_PATH}?${url.searchParams}`, 301);
  }
  const query = embedQuery(url.searchParams);
  if (!query.ok) {
    return c.html(embedProblemHtml(query.lang, query.problem, query.value), 400, {
      'cache-control': 'public, max-age=300',
    });
  }
  const params = { stream: query.stream, lang: query.lang };
  const [airing, nowPlaying] = await Promise.all([
    orNull(api.get<AiringResponse>('/api/airing')),
    orNull(api.get<NowPlayingResponse>(`/api/now-playing/${params.stream}`)),
  ]);
  const view = embedView(params, airing, nowPlaying, browserStreamUrl(c.env, params.stream));
  // As a page's answer (page-cache.ts): kept, asked again before each use.
  return c.html(embedPageHtml(view, PLAYER_SCRIPT, FONTS), 200, {
    'cache-control': 'public, max-age=0, must-revalidate',
  });
}
