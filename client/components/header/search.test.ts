import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, searchFieldClass, searchPath, searchTarget, searchText } from './search';

describe('searchTarget', () => {
  it('goes to /search/{text} for a non-blank term', () => {
    expect(searchTarget('surrey')).toBe('/search/surrey');
  });

  it('trims the term before using it', () => {
    expect(searchTarget('  bc news \n')).toBe('/search/bc%20news');
  });

  it('encodes characters that would break the path', () => {
    expect(searchTarget('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d');
    expect(searchTarget('100%')).toBe('/search/100%25');
  });

  it('keeps Gurmukhi terms round-trippable', () => {
    const target = searchTarget('ਖ਼ਬਰਾਂ');
    expect(target).not.toBeNull();
    expect(decodeURIComponent(target!.slice('/search/'.length))).toBe('ਖ਼ਬਰਾਂ');
  });

  it("cuts the term to the field's 27 characters, an emoji counting as one and never halved", () => {
    expect(searchTarget('a'.repeat(40))).toBe(`/search/${'a'.repeat(27)}`);
    expect(searchTarget('😀'.repeat(30))).toBe(`/search/${encodeURIComponent('😀'.repeat(27))}`);
    expect(searchTarget(`ab${'𝒜'.repeat(30)}`)).toBe(`/search/${encodeURIComponent(`ab${'𝒜'.repeat(25)}`)}`);
  });

  it('does not submit a blank or whitespace-only term', () => {
    expect(searchTarget('')).toBeNull();
    expect(searchTarget('   ')).toBeNull();
    expect(searchTarget('\t\n ')).toBeNull();
    // A no-break space is whitespace too.
    expect(searchTarget('\u00a0')).toBeNull();
  });
});

describe('searchText', () => {
  it('holds the first 27 characters typed or pasted, counted in code points', () => {
    expect(searchText('kisan')).toBe('kisan');
    expect(searchText('ਪ'.repeat(30))).toBe('ਪ'.repeat(27));
    expect(searchText(`${'😀'.repeat(30)}`)).toBe('😀'.repeat(27));
  });
});

describe('SEARCH_MAX_LENGTH', () => {
  it('is the 27 characters of spec §5', () => {
    expect(SEARCH_MAX_LENGTH).toBe(27);
  });
});

describe('searchFieldClass', () => {
  it('names the variant, and is-open while the field shows', () => {
    expect(searchFieldClass('bar', false)).toBe('header-search header-search--bar');
    expect(searchFieldClass('bar', true)).toBe('header-search header-search--bar is-open');
  });
  it("adds the caller's class last", () => {
    expect(searchFieldClass('drawer', true, 'drawer__search')).toBe(
      'header-search header-search--drawer is-open drawer__search',
    );
    expect(searchFieldClass('bar', false, '')).toBe('header-search header-search--bar');
  });
});

describe('searchPath', () => {
  it("is the term's results, or the empty search page for a blank term", () => {
    expect(searchPath('surrey')).toBe('/search/surrey');
    expect(searchPath('   ')).toBe('/search');
  });
});
