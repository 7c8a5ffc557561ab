import { describe, expect, it } from 'vitest';
import { crop, excerpt, isExternal, plainText, truncate, withScheme } from './text';

describe('crop', () => {
  it('keeps short text whole and cuts long text at a word with an ellipsis', () => {
    expect(crop('Short text', 20)).toBe('Short text');
    expect(crop('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
  });
  it('never splits a Gurmukhi letter from its vowel signs', () => {
    const text = 'ਸਰੀ ਵਿੱਚ ਨਵੀਂ ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਉਦਘਾਟਨ ਅੱਜ ਸ਼ਾਮ ਹੋਵੇਗਾ';
    const out = crop(text, 20);
    expect(out.endsWith('…')).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(text[out.length - 1]).toBe(' ');
  });
});

describe('excerpt', () => {
  const long = 'word '.repeat(300);
  it.each([
    ['small', true, 115],
    ['small', false, 175],
    ['medium', true, 230],
    ['medium', false, 615],
    ['large', false, 905],
    ['featured', true, 197],
    ['featured', false, 297],
  ] as const)('%s card with image=%s stays within %i characters', (size, image, limit) => {
    const e = excerpt(long, size, image);
    expect(e.length).toBeLessThanOrEqual(limit + 1);
    expect(e.length).toBeGreaterThan(limit - 10);
  });
  it('reads HTML as text', () => expect(plainText('<p>A &amp; <b>B</b></p>')).toBe('A & B'));
  it('keeps inline tags inside words and sentences, and blocks apart', () =>
    expect(plainText('<p>First <em>light</em>.</p><ol><li>News</li><li><a href="/x">Sport</a>s</li></ol>')).toBe(
      'First light. News Sports',
    ));
  it('gives the same text for a fragment read again, kept or too long to keep', () => {
    const html = '<p>Rain &amp; <em>wind</em></p>';
    expect(plainText(html)).toBe('Rain & wind');
    expect(plainText(html)).toBe('Rain & wind');
    const body = `<p>${'word '.repeat(1000)}</p>`;
    expect(plainText(body)).toBe(plainText(body));
    expect(plainText(body)).toBe('word '.repeat(1000).trim());
  });
});

describe('truncate, withScheme and isExternal', () => {
  it('truncates audio titles at 35 characters', () => {
    expect(truncate('a'.repeat(40), 35)).toBe(`${'a'.repeat(35)}…`);
    expect(truncate('short', 35)).toBe('short');
  });
  it('counts Gurmukhi letters with their vowel signs as one character and never ends on a virama', () => {
    // ਕੀ and ਨੂੰ are one character each to a reader (a letter and its signs).
    expect(truncate('ਕੀਕੀਕੀ', 2)).toBe('ਕੀਕੀ…');
    expect(truncate('ਨੂੰਨੂੰ', 1)).toBe('ਨੂੰ…');
    // ਪ੍ਰ: the cut falls after ਪ੍; the virama goes with the rest of the conjunct.
    expect(truncate('ਕਪ੍ਰੀਤ', 2)).toBe('ਕਪ…');
    expect(truncate('ਹਰਪ੍ਰੀਤ', 3)).toBe('ਹਰਪ…');
  });
  it('prepends http:// to a link without a scheme', () => {
    expect(withScheme('www.example.com')).toBe('http://www.example.com');
  });
  it.each(['https://x.y', '/news', 'mailto:a@b.c'])(
    'leaves %j, which has a scheme or is on the site, as written',
    (href) => expect(withScheme(href)).toBe(href),
  );
  it.each(['https://x.y', 'HTTP://x.y/a', '//cdn.x.y/a', ' https://x.y'])('knows %j leaves the site', (href) =>
    expect(isExternal(href)).toBe(true),
  );
  // The mail and phone apps open, not another page: no new tab.
  it.each(['/about', '#top', '?page=2', 'mailto:news@x.y', 'tel:+16045550100'])('knows %j stays on the site', (href) =>
    expect(isExternal(href)).toBe(false),
  );
});
