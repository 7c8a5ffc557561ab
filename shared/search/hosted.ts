/**
 * Asks the hosted index through `algoliasearch/lite`. In the browser it is reached only from
 * lazily loaded chunks (shared/search/provider.ts), never the entry. The same code runs in the
 * worker (server render, /api/search) and in the browser, over fetch, so tests mock one thing: fetch.
 */
import { createFetchRequester } from '@algolia/requester-fetch';
import { liteClient } from 'algoliasearch/lite';
import type { SearchResponse } from '../types/search';
import { type HostedConfig, NOT_SETUP, hostedAnswer, hostedParams } from './hosted-hits';

/**
 * One page (1-based) of hits for visitor text. Rejects with 'Not Algolia Setup' (spec §8) when
 * the hosted provider is chosen but its index, app id or key is missing.
 */
export async function searchHosted(config: HostedConfig, text: string, page: number): Promise<SearchResponse> {
  if (!config.indexName || !config.appId || !config.searchKey) throw new Error(NOT_SETUP);
  // The fetch requester: the lite build's default (XMLHttpRequest) does not exist in workerd.
  const client = liteClient(config.appId, config.searchKey, { requester: createFetchRequester() });
  // The lite client has only the multi-query call: one request, one result.
  const { results } = await client.searchForHits({
    requests: [{ indexName: config.indexName, ...hostedParams(text, page) }],
  });
  return hostedAnswer(results[0], text);
}
