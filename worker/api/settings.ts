/**
 * GET /api/settings: what the site shell needs (menus, social and app links, copyright, the
 * messaging number, marquee lines) plus the hosted-search settings from worker configuration.
 * The search key here is a search-only key, the one secret-looking value the browser may hold.
 */
import type { Env } from '../env';
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { SettingsResponse } from '../../shared/types/api';
import type { StreamsConfig } from '../../shared/types/media';
import { documentOf } from '../content/documents';
import { notFound } from './params';
import { browserLowStreamUrl, browserStreamUrl } from '../media/stream-config';

/**
 * Hosted search settings when any of the three values is configured (the hosted provider is
 * chosen), else null (embedded search). A value left empty stays empty, and the search then fails
 * with the spec's 'Not Algolia Setup' (shared/search/hosted.ts) instead of quietly answering from
 * another index.
 */
export function searchSettings(
  env: Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_INDEX' | 'ALGOLIA_SEARCH_KEY'>,
): SettingsResponse['search'] {
  const { ALGOLIA_APP_ID: appId = '', ALGOLIA_INDEX: indexName = '', ALGOLIA_SEARCH_KEY: searchKey = '' } = env;
  return appId || indexName || searchKey ? { provider: 'algolia', appId, indexName, searchKey } : null;
}

/**
 * Where the browser plays each live stream: the site's own stream route, or an https stream in
 * direct mode; and its low-bitrate copy for the data saver, when the station has one.
 */
function streamsConfig(env: Env): StreamsConfig {
  const low = (stream: 'fm' | 'hd2') => {
    const url = browserLowStreamUrl(env, stream);
    return url ? { low: url } : {};
  };
  return {
    fm: { label: '91.5 FM', url: browserStreamUrl(env, 'fm'), ...low('fm') },
    hd2: { label: '91.5 HD2', url: browserStreamUrl(env, 'hd2'), ...low('hd2') },
  };
}

const settings: ContentHandler<'/api/settings'> = async (c) => {
  const doc = await documentOf(c.env.DB, 'settings');
  if (!doc) return notFound(c, 'No settings imported');
  return c.json<SettingsResponse>({
    ...doc,
    marquee: doc.marquee ?? [],
    scripts: [],
    search: searchSettings(c.env),
    streams: streamsConfig(c.env),
  });
};

export const settingsRoutes = {
  '/api/settings': settings,
} satisfies Partial<ContentRoutes>;
