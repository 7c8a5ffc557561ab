import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, searchTarget } from './search';

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

  it('does not submit a blank or whitespace-only term', () => {
    expect(searchTarget('')).toBeNull();
    expect(searchTarget('   ')).toBeNull();
    expect(searchTarget('\t\n ')).toBeNull();
    // A no-break space is whitespace too.
    expect(searchTarget('\u00a0')).toBeNull();
  });
});

describe('SEARCH_MAX_LENGTH', () => {
  it('is the 27 characters of spec §5', () => {
    expect(SEARCH_MAX_LENGTH).toBe(27);
  });
});
