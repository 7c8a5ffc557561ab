import { describe, expect, it } from 'vitest';
import { entryState, languageAddress, navigationAddress, routeAddress, scrollFor } from './router-address';

const HERE = 'https://radio.example/pa/news?x=1';

describe('navigationAddress', () => {
  it('keeps a plain site path in the language of the page', () => {
    expect(navigationAddress('/shows?day=2#top', HERE, 'pa').href).toBe('https://radio.example/pa/shows?day=2#top');
    expect(navigationAddress('/shows', 'https://radio.example/news', 'en').href).toBe('https://radio.example/shows');
  });
  it('follows an address that names /pa as written, from either language', () => {
    expect(navigationAddress('/pa/events', 'https://radio.example/news', 'en').href).toBe(
      'https://radio.example/pa/events',
    );
  });
  it('follows another site as written', () => {
    expect(navigationAddress('https://other.example/a', HERE, 'pa').href).toBe('https://other.example/a');
  });
  it('resolves a relative address against the page', () => {
    expect(navigationAddress('events', HERE, 'pa').href).toBe('https://radio.example/pa/events');
  });
});

describe('languageAddress', () => {
  it('moves the page to the other language, keeping its query and hash', () => {
    expect(languageAddress('https://radio.example/news/bc?page=2#list', 'pa').href).toBe(
      'https://radio.example/pa/news/bc?page=2#list',
    );
    expect(languageAddress(HERE, 'en').href).toBe('https://radio.example/news?x=1');
  });
  it('drops the ?lang that only redirects', () => {
    expect(languageAddress('https://radio.example/pa/?lang=pa&y=1', 'en').href).toBe('https://radio.example/?y=1');
  });
});

describe('routeAddress', () => {
  it('splits the language from the path the route table matches, keeping the query', () => {
    const { lang, plain } = routeAddress(new URL(HERE));
    expect(lang).toBe('pa');
    expect(plain.href).toBe('https://radio.example/news?x=1');
  });
  it('reads a path without a prefix as English', () => {
    const { lang, plain } = routeAddress(new URL('https://radio.example/shows'));
    expect([lang, plain.pathname]).toEqual(['en', '/shows']);
  });
  it('reads /pa alone as the Punjabi home page', () => {
    expect(routeAddress(new URL('https://radio.example/pa')).plain.pathname).toBe('/');
  });
});

describe('entryState', () => {
  it('carries back only for the search opened over a page', () => {
    expect(entryState('k1', true)).toEqual({ key: 'k1', back: true });
    expect(entryState('k1', false)).toEqual({ key: 'k1' });
    expect('back' in entryState('k1', false)).toBe(false);
  });
});

describe('scrollFor', () => {
  it('keeps the reader where they are under the search, and scrolls as asked elsewhere', () => {
    expect(scrollFor('search', 0)).toBe('keep');
    expect(scrollFor('news', 0)).toBe(0);
    expect(scrollFor('news', 'keep')).toBe('keep');
    expect(scrollFor('home', 420)).toBe(420);
  });
});
