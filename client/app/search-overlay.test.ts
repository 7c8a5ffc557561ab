import { describe, expect, it } from 'vitest';
import { backOf, opensOverPage, pageUnder, staysInOverlay } from './search-overlay';

const article = { routeId: 'news-post' };
const search = { routeId: 'search' };
const home = { routeId: 'home' };

describe('pageUnder', () => {
  it('keeps the page the search opened over while the search changes, and none after it', () => {
    expect(pageUnder(search, article, null)).toBe(article);
    expect(pageUnder(search, search, article)).toBe(article);
    expect(pageUnder(search, search, null)).toBeNull();
    expect(pageUnder(home, search, article)).toBeNull();
  });
});

describe('opensOverPage', () => {
  it('is set when the search is added over a page, kept while it is replaced, never elsewhere', () => {
    expect(opensOverPage('search', 'news-post', false, false)).toBe(true);
    expect(opensOverPage('search', 'news-post', true, false)).toBe(false);
    expect(opensOverPage('search', 'search', true, true)).toBe(true);
    expect(opensOverPage('search', 'search', true, false)).toBe(false);
    expect(opensOverPage('home', 'search', false, true)).toBe(false);
  });
});

describe('backOf', () => {
  it('reads the flag the router writes into history.state', () => {
    expect(backOf({ key: 'a', back: true })).toBe(true);
    expect(backOf({ key: 'a' })).toBe(false);
    expect(backOf(null)).toBe(false);
    expect(backOf({ back: 'yes' })).toBe(false);
  });
});

describe('staysInOverlay', () => {
  it.each(['/search/radio/2', '/pa/search/radio'])('keeps the search’s own page %s in the overlay', (path) =>
    expect(staysInOverlay(path)).toBe(true),
  );
  it.each(['/searching', '/news/post/search'])('leaves the overlay for %s, another page', (path) =>
    expect(staysInOverlay(path)).toBe(false),
  );
});
