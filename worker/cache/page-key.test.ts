import { describe, expect, it } from 'vitest';
import { clientBuild } from '../render/assets';
import { anonymous, pageCacheUrl, pageKey } from './page-key';

const key = (href: string) => {
  const url = pageCacheUrl(new URL(href, 'http://site.test'));
  return url && pageKey(url, '');
};

/** Each rule, with addresses and the key they are kept under. */
const keptUnder: Record<string, [href: string, key: string][]> = {
  'keys each language address apart': [
    ['/news', 'page:/news'],
    ['/pa/news', 'page:/pa/news'],
  ],
  'drops tracking and unknown parameters, and an ?about= the contact page would not read': [
    ['/news/post/x?fbclid=1&utm_source=wa&lang=zz', 'page:/news/post/x'],
    ['/pa/contact?about=//evil.test', 'page:/pa/contact'],
    ['/news?about=/x', 'page:/news'],
  ],
  'keys the search page without a query': [['/search', 'page:/search']],
  "keys the partners' player by its two parameters, in one spelling": [
    ['/embed/radio', 'page:/embed/radio?stream=fm&lang=en'],
    ['/embed/radio?lang=pa&utm_source=x&stream=hd2', 'page:/embed/radio?stream=hd2&lang=pa'],
  ],
};

describe('pageCacheUrl', () => {
  for (const [rule, cases] of Object.entries(keptUnder))
    it.each(cases)(`${rule}: %s is kept under %s`, (href, kept) => expect(key(href)).toBe(kept));

  it.each([
    [
      'a contact page naming a reported page (no key per ?about= value)',
      '/contact/news-report?about=%2Fnews%2Fpost%2Fx&x=1',
    ],
    ['a contact page naming a reported page, in Punjabi', '/pa/contact?about=/shows'],
    ['search results', '/search/radio'],
    ['search results, in Punjabi', '/pa/search/radio/2'],
    ['an over-long address', `/${'a'.repeat(600)}`],
    ["the partners' player with a bad parameter (a 400)", '/embed/radio?stream=am'],
    ["the partners' player's Punjabi address (a redirect)", '/pa/embed/radio'],
  ])('leaves %s to the render: %s', (_what, href) => expect(key(href)).toBeNull());

  it('keys pages by the client build that rendered them, so a deploy never serves a page naming removed files', () => {
    const url = new URL('http://site.test/news');
    expect(pageKey(url)).toBe(`page:${clientBuild}/news`);
    expect(clientBuild).toMatch(/^[0-9a-z]+$/);
    expect(pageKey(url, 'old')).not.toBe(pageKey(url));
  });
});

describe('anonymous', () => {
  const h = (init: Record<string, string>) => new Headers(init);
  it('allows no cookie or only the language cookie', () => {
    expect(anonymous(h({}))).toBe(true);
    expect(anonymous(h({ cookie: 'lang=pa' }))).toBe(true);
  });
  it('refuses any other cookie and credentials', () => {
    expect(anonymous(h({ cookie: 'lang=pa; form_result=x' }))).toBe(false);
    expect(anonymous(h({ cookie: 'session=1' }))).toBe(false);
    expect(anonymous(h({ authorization: 'Bearer x' }))).toBe(false);
  });
});
