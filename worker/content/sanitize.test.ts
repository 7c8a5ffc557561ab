import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, quotes and safe links', () => {
    const html =
      '<p>A <strong>b</strong> <em>c</em> <a href="/news">d</a></p><ul><li>e</li></ul><blockquote>f</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and forms with their content', () => {
    expect(sanitizeHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><form><input></form>')).toBe('<p>ok</p>');
  });

  it('removes event handlers, inline styles and classes', () => {
    expect(
      sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p><img src="/a.svg" onerror="x()" alt="a">'),
    ).toBe('<p>t</p><img src="/a.svg" alt="a" loading="lazy" />');
  });

  it('drops javascript: links, however they are spelled, and keeps the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">t</a>`), href).toBe('<a>t</a>');
    }
  });

  it('opens external links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes iframes other than the video host, and turns video-host embeds into a local thumbnail link', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example/x"></iframe><p>t</p>')).toBe('<p>t</p>');
    const out = sanitizeHtml('<iframe src="https://www.youtube.com/embed/abcdefghijk" title="Trailer"></iframe>');
    expect(out).toContain('data-youtube-id="abcdefghijk"');
    expect(out).toContain('src="/images/video-placeholder.svg"');
    expect(out).not.toContain('<iframe');
    // The import stores it and the contract sanitises it again: it must stay a stand-in.
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('keeps class and data-youtube-id only on an exact video stand-in', () => {
    expect(
      sanitizeHtml('<a class="embed-video" data-youtube-id="abcdefghijk" href="https://evil.example/">x</a>'),
    ).toBe('<a href="https://evil.example/" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('leaves plain text as it is, and re-encodes text with entities the same way every time', () => {
    expect(sanitizeHtml('Tom and Jerry')).toBe('Tom and Jerry');
    const once = sanitizeHtml('Tom & Jerry &amp; co <b>x</b>');
    expect(once).toBe('Tom &amp; Jerry &amp; co <b>x</b>');
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('unwraps unknown elements and drops comments', () => {
    expect(sanitizeHtml('<div><span>a</span><!-- c --></div><font>b</font>')).toBe('ab');
  });

  it('keeps an empty alt (a decorative image) and drops other empty attributes', () => {
    expect(sanitizeHtml('<img src="/a.svg" alt=""><a href="" title="">x</a>')).toBe(
      '<img src="/a.svg" alt="" loading="lazy" /><a>x</a>',
    );
  });

  it('keeps Gurmukhi text as it is', () => {
    expect(sanitizeHtml('<p>ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ</p>')).toBe('<p>ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ</p>');
  });
});

describe('safeUrl', () => {
  it('allows web, mail, phone and site links, and only web or site images', () => {
    expect(safeUrl('mailto:a@b.c', 'link')).toBe('mailto:a@b.c');
    expect(safeUrl('/x', 'image')).toBe('/x');
    expect(safeUrl('mailto:a@b.c', 'image')).toBeNull();
    expect(safeUrl('//evil.example/x', 'link')).toBeNull();
    expect(safeUrl('/\\evil.example/x', 'link')).toBeNull();
    expect(safeUrl(' \t//evil.example/x', 'image')).toBeNull();
    expect(safeUrl('news/a:b', 'link')).toBe('news/a:b');
  });
});
