import { describe, expect, it } from 'vitest';
import { searchSettings } from './settings';

describe('searchSettings', () => {
  it('offers hosted search only when app, index and search-only key are all configured', () => {
    expect(searchSettings({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX: 'site', ALGOLIA_SEARCH_KEY: 'k' })).toEqual({
      provider: 'algolia',
      appId: 'APP',
      indexName: 'site',
      searchKey: 'k',
    });
    expect(searchSettings({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX: '', ALGOLIA_SEARCH_KEY: 'k' })).toBeNull();
  });
});
