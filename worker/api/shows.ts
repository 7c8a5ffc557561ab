/**
 * GET /api/shows, /api/shows/{slug}?page=, /api/shows/episode/{id} and
 * /api/shows/episode/next/{id} (spec doc 2 §7). A missing next episode is a 404: "none".
 */
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { Episode, ShowResponse, ShowsResponse } from '../../shared/types/api';
import { EPISODES_PAGE_SIZE } from '../../shared/constants';
import { allShows, episodeById, nextEpisode, showWithEpisodes } from '../content/shows';
import { foundById, notFound, pageParam } from './params';

const list: ContentHandler<'/api/shows'> = async (c) => c.json<ShowsResponse>({ data: await allShows(c.env.DB) });

const next: ContentHandler<'/api/shows/episode/next/:id'> = (c) =>
  foundById<Episode>(c, c.req.param('id'), nextEpisode, 'No next episode');

const byId: ContentHandler<'/api/shows/episode/:id'> = (c) =>
  foundById<Episode>(c, c.req.param('id'), episodeById, 'No episode with that id');

const show: ContentHandler<'/api/shows/:slug'> = async (c) => {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const found = await showWithEpisodes(c.env.DB, c.req.param('slug'), page, EPISODES_PAGE_SIZE);
  if (!found) return notFound(c, 'No show with that slug');
  const { show, episodes, total } = found;
  return c.json<ShowResponse>({
    data: show,
    episodes,
    page,
    count: Math.max(1, Math.ceil(total / EPISODES_PAGE_SIZE)),
    total,
    headers: { title: show.title, ...(show.titlePa ? { titlePa: show.titlePa } : {}), backgroundImage: show.image },
  });
};

export const showsRoutes = {
  '/api/shows': list,
  '/api/shows/episode/next/:id': next,
  '/api/shows/episode/:id': byId,
  '/api/shows/:slug': show,
} satisfies Partial<ContentRoutes>;
