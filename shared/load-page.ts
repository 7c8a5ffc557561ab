/**
 * Resolves a URL to the page state: match the route, run its loader, and fall back to the
 * not-found page when nothing matches or the loader finds no content. Used by the worker for
 * the first render and by the browser for every later navigation.
 */
import type { Api } from './api/client';
import { loadNotFound } from './loaders/not-found';
import type { PageState } from './page-state';
import { matchRoute } from './routes';
import type { Lang } from './types/content';

export type Resolved = { redirect: string } | { page: PageState };

export async function loadPage(api: Api, url: URL, lang: Lang): Promise<Resolved> {
  const match = matchRoute(url.pathname);
  const href = url.pathname + url.search;
  if (match?.route.redirect) return { redirect: match.route.redirect(match.params) };
  if (match) {
    const loaded = await match.route.load({ api, params: match.params, lang, url });
    if (loaded.status !== 404) {
      return {
        page: {
          routeId: match.route.id,
          url: href,
          params: match.params,
          status: 200,
          head: loaded.head,
          data: loaded.data,
        },
      };
    }
  }
  const nf = await loadNotFound(api, lang);
  return { page: { routeId: 'not-found', url: href, params: {}, status: 404, head: nf.head, data: nf.data } };
}
