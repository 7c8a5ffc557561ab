import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api/client';
import type { SettingsResponse } from '../types/api';
import type { SearchResponse } from '../types/search';
import { noHits, siteSearch } from './provider';

/** An Api that records every path it is asked for and answers each with no hits. */
function recordingApi() {
  const asked: string[] = [];
  const api: Api = {
    get: async <T>(path: string) => {
      asked.push(path);
      return noHits('x', 1) as T;
    },
  };
  return { api, asked };
}

const settingsWith = (search: SettingsResponse['search']) => ({ search }) as SettingsResponse;

afterEach(() => vi.restoreAllMocks());

describe('siteSearch', () => {
  it('asks the embedded search only, never the settings, when they name no hosted index (or are unknown)', async () => {
    for (const settings of [settingsWith(null), null]) {
      const { api, asked } = recordingApi();
      await siteSearch(api, settings, 'ਕਿਸਾਨ news', 2);
      expect(asked).toEqual([`/api/search?q=${encodeURIComponent('ਕਿਸਾਨ news')}&page=1`]);
    }
  });

  it('asks the contract nothing when the settings name a hosted index', async () => {
    const { api, asked } = recordingApi();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Chosen without an index: the spec's 'Not Algolia Setup', logged, and no hits.
    const hosted = settingsWith({ provider: 'algolia', appId: 'APP', indexName: '', searchKey: 'key' });
    const res: SearchResponse = await siteSearch(api, hosted, 'kabaddi', 1);
    expect(res).toEqual(noHits('kabaddi', 1));
    expect(asked).toEqual([]);
    expect(log).toHaveBeenCalledWith('Error fetching data: ', 'Not Algolia Setup');
  });
});
