import { describe, expect, it } from 'vitest';
import { localizedUrl, publicUrl } from './head';

describe('publicUrl', () => {
  it('is always on SITE_URL, whatever the path looks like', () => {
    expect(publicUrl('https://site.example', '//evil.com/')).toBe('https://site.example/evil.com/');
    expect(publicUrl('https://site.example/', '/news//post/x')).toBe('https://site.example/news/post/x');
    expect(publicUrl('https://site.example/base', '//a:99999')).toBe('https://site.example/a:99999');
    expect(publicUrl('https://site.example', '/')).toBe('https://site.example/');
  });
});

describe('localizedUrl', () => {
  it('puts the page in its language on SITE_URL', () => {
    expect(localizedUrl('https://site.example/base', '/news/post/x', 'pa')).toBe('https://site.example/pa/news/post/x');
    expect(localizedUrl('https://site.example', '/pa/news/post/x', 'en')).toBe('https://site.example/news/post/x');
    expect(localizedUrl('https://site.example', '/', 'pa')).toBe('https://site.example/pa');
    expect(localizedUrl('https://site.example', '//evil.com/', 'pa')).toBe('https://site.example/pa/evil.com/');
  });
});
