/**
 * Gurmukhi typed either way (issue 30, fold.ts): a look-alike spelling in the query finds the
 * same items as the usual one, and the titles come back as written, with the word marked.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../shared/types/search';
import { MARK_OPEN, unmarked } from '../../shared/search/marks';
import { getJson } from './helpers';

const search = (q: string) => getJson<SearchResponse>(`/api/search?q=${encodeURIComponent(q)}`);
const ids = (r: SearchResponse) => r.hits.map((h) => h.objectID);

describe('Gurmukhi typed with its vowels on a carrier, or a nukta letter as base + ਼', () => {
  it.each([
    ['ਐਬਟਸਫੋਰਡ', '\u0A05\u0A48ਬਟਸਫੋਰਡ'],
    ['ਉਨ੍ਹਾਂ', '\u0A73\u0A41ਨ੍ਹਾਂ'],
    ['ਇਸ', '\u0A72\u0A3Fਸ'],
    ['ਆਪਣੇ', '\u0A05\u0A3Eਪਣੇ'],
    ['ਸ਼ਹਿਰ', '\u0A36ਹਿਰ'],
  ])('%s finds the same items however it is typed', async (usual, other) => {
    const [a, b] = await Promise.all([search(usual), search(other)]);
    expect(a.body.nbHits).toBeGreaterThan(0);
    expect(ids(b.body)).toEqual(ids(a.body));
    expect(b.body.nbHits).toBe(a.body.nbHits);
  });

  it('answers the titles as written, the word marked in them', async () => {
    const { body } = await search('\u0A05\u0A48ਬਟਸਫੋਰਡ');
    const titled = body.hits.find((h) => h.titlePa?.includes('ਐਬਟਸਫੋਰਡ'));
    expect(titled).toBeDefined();
    expect(titled?.highlights.titlePa?.value).toContain(`${MARK_OPEN}ਐਬਟਸਫੋਰਡ`);
    expect(unmarked(titled?.highlights.titlePa?.value ?? '')).toBe(titled?.titlePa);
  });
});
