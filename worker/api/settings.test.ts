import { describe, expect, it } from 'vitest';
import { searchSettings } from './settings';

const hosted = { ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX: 'site', ALGOLIA_SEARCH_KEY: 'k' };

describe('searchSettings', () => {
  it('offers hosted search when app, index and search-only key are configured', () => {
    expect(searchSettings(hosted)).toEqual({ provider: 'algolia', appId: 'APP', indexName: 'site', searchKey: 'k' });
  });
  it('keeps the hosted provider chosen with a value missing, so the search says it is not set up', () => {
    expect(searchSettings({ ...hosted, ALGOLIA_INDEX: '' })).toEqual({
      provider: 'algolia',
      appId: 'APP',
      indexName: '',
      searchKey: 'k',
    });
  });
  it('leaves the embedded search in charge when nothing is configured', () => {
    expect(searchSettings({ ALGOLIA_APP_ID: '', ALGOLIA_INDEX: '', ALGOLIA_SEARCH_KEY: '' })).toBeNull();
  });
});
