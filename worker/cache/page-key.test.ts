import { describe, expect, it } from 'vitest';
import { clientBuild } from '../render/assets';
import { anonymous, pageCacheUrl, pageKey } from './page-key';

const key = (href: string) => {
  const url = pageCacheUrl(new URL(href, 'http://site.test'));
  return url && pageKey(url, '');
};

describe('pageCacheUrl', () => {
  it('keys each language address apart', () => {
    expect(key('/news')).toBe('page:/news');
    expect(key('/pa/news')).toBe('page:/pa/news');
  });

  it('drops tracking and unknown parameters, and an ?about= the contact page would not read', () => {
    expect(key('/news/post/x?fbclid=1&utm_source=wa&lang=zz')).toBe('page:/news/post/x');
    expect(key('/pa/contact?about=//evil.test')).toBe('page:/pa/contact');
    expect(key('/news?about=/x')).toBe('page:/news');
  });

  it('leaves a contact page naming a reported page to the render: no key per ?about= value', () => {
    expect(key('/contact/news-report?about=%2Fnews%2Fpost%2Fx&x=1')).toBeNull();
    expect(key('/pa/contact?about=/shows')).toBeNull();
  });

  it('keys pages by the client build that rendered them, so a deploy never serves a page naming removed files', () => {
    const url = new URL('http://site.test/news');
    expect(pageKey(url)).toBe(`page:${clientBuild}/news`);
    expect(clientBuild).toMatch(/^[0-9a-z]+$/);
    expect(pageKey(url, 'old')).not.toBe(pageKey(url));
  });

  it('leaves search results and over-long addresses to the render', () => {
    expect(key('/search/radio')).toBeNull();
    expect(key('/pa/search/radio/2')).toBeNull();
    expect(key('/search')).toBe('page:/search');
    expect(key(`/${'a'.repeat(600)}`)).toBeNull();
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
