/**
 * The demo content is bilingual: every show, episode, host and Connect Originals series and item
 * has its Punjabi fields, except the few items left English-only on purpose so the language
 * fallback (Punjabi field when present, else the English one) stays exercised on Punjabi pages.
 */
import { describe, expect, it } from 'vitest';
import { demoBundle } from './bundle';

/** Ids of the items deliberately left in English only (see the comments beside them). */
const ENGLISH_ONLY = { episodes: [10042, 10071], originalItems: [551] };

/** Ids of the items of `list` missing one of the Punjabi twins of `pairs` ([en, pa] field names). */
function missing<T extends { id: number }>(list: T[] | undefined, pairs: [keyof T, keyof T][]): number[] {
  return (list ?? []).filter((x) => pairs.some(([en, pa]) => x[en] !== undefined && !x[pa])).map((x) => x.id);
}

describe('the demo content in Punjabi', () => {
  const b = demoBundle(new Date('2026-11-23T12:00:00Z'));

  it('gives every show and host their Punjabi title, text and tagline', () => {
    expect(
      missing(b.shows, [
        ['title', 'titlePa'],
        ['description', 'descriptionPa'],
        ['tagline', 'taglinePa'],
      ]),
    ).toEqual([]);
    expect(
      missing(b.hosts, [
        ['title', 'titlePa'],
        ['bio', 'bioPa'],
      ]),
    ).toEqual([]);
  });

  it('gives every episode its Punjabi title and description but the deliberately English-only ones', () => {
    const pairs: [keyof NonNullable<typeof b.episodes>[number], 'titlePa' | 'descriptionPa'][] = [
      ['title', 'titlePa'],
      ['description', 'descriptionPa'],
    ];
    expect(missing(b.episodes, pairs)).toEqual(ENGLISH_ONLY.episodes);
    for (const id of ENGLISH_ONLY.episodes) {
      const e = b.episodes?.find((x) => x.id === id);
      expect(e?.titlePa ?? e?.descriptionPa, `episode ${id} is wholly English`).toBeUndefined();
    }
  });

  it('gives the originals categories, series and items their Punjabi fields but one English-only item', () => {
    expect(missing(b.originalCategories, [['title', 'titlePa']])).toEqual([]);
    expect(
      missing(b.originalSeries, [
        ['title', 'titlePa'],
        ['heading', 'headingPa'],
        ['description', 'descriptionPa'],
      ]),
    ).toEqual([]);
    expect(
      missing(b.originalItems, [
        ['title', 'titlePa'],
        ['description', 'descriptionPa'],
      ]),
    ).toEqual(ENGLISH_ONLY.originalItems);
  });
});
