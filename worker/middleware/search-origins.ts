/**
 * The hosted search's hosts for the page policy's connect-src: only when the hosted index is
 * configured (app id, index and search-only key), and then exactly the hosts its client reads
 * from (`{app}-dsn.algolia.net`, then `{app}-1..3.algolianet.com`), not every customer's.
 */
import type { Env } from '../env';
import { searchSettings } from '../api/settings';

/** An app id is letters and digits; anything else would be CSP syntax, so it gets no hosts. */
const APP_ID = /^[A-Za-z0-9]{1,64}$/;

export function hostedSearchOrigins(
  env: Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_INDEX' | 'ALGOLIA_SEARCH_KEY'>,
): string[] {
  const config = searchSettings(env);
  if (!config?.indexName || !config.searchKey || !APP_ID.test(config.appId)) return [];
  const app = config.appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}
