import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml, sanitizeJson } from './sanitize';

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
  });

  it('unwraps unknown elements and drops comments', () => {
    expect(sanitizeHtml('<div><span>a</span><!-- c --></div><font>b</font>')).toBe('ab');
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
  });
});

describe('sanitizeJson', () => {
  it('cleans text body blocks and rich fields, and leaves titles to be escaped by the page', () => {
    const data = {
      title: '<b>T</b>',
      body: [
        { type: 'text', value: '<p>a</p><script>x</script>' },
        { type: 'quote', quote: '<q>' },
      ],
      description: '<p onclick="x">d</p>',
    };
    expect(sanitizeJson(data)).toEqual({
      title: '<b>T</b>',
      body: [
        { type: 'text', value: '<p>a</p>' },
        { type: 'quote', quote: '<q>' },
      ],
      description: '<p>d</p>',
    });
  });
});
