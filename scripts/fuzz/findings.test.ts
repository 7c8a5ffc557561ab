import { describe, expect, it } from 'vitest';
import { type Answer, canonicalOffSite, findingsOf, hostIsValid, reflectsMarkup, redirectsOffSite } from './findings';

const ORIGIN = 'http://127.0.0.1:8796';
const probe = { marker: 'fz1q', payloads: ['"><svg/onload=fz1q>', 'javascript:fz1q'] };
const html = (body: string, status = 200): Answer => ({ status, contentType: 'text/html', location: null, body });

describe('reflectsMarkup', () => {
  it.each([
    '<p>"><svg/onload=fz1q></p>',
    '<img src=x onerror="alert(fz1q)">',
    '<a href="javascript:fz1q">x</a>',
    '<script>fz1q</script>',
    '<a href="&#106;avascript:fz1q">x</a>',
    '<iframe srcdoc="<b>fz1q</b>"></iframe>',
  ])('finds a payload echoed verbatim, a tag around the marker, a handler or a javascript: link: %s', (page) =>
    expect(reflectsMarkup(page, probe)).toBe(true),
  );

  it.each([
    '<p>&quot;&gt;&lt;svg/onload=fz1q&gt;</p>',
    '<input value="&quot;&gt;&lt;svg/onload=fz1q&gt;">',
    '<script type="application/json" id="__STATE__">{"q":"\\"\\u003csvg/onload=fz1q>"}</script>',
    '<p>javascript:fz1q</p>',
    '<input name="a" value="&quot; onmouseover=&quot;fz1q"/>',
    '<a href="/search/javascript%3Afz1q">x</a>',
    '<script type="application/ld+json">{"name":"fz1q"}</script>',
    '<p>nothing here</p>',
  ])('passes escaped echoes and the JSON page state: %s', (page) => expect(reflectsMarkup(page, probe)).toBe(false));
});

describe('redirectsOffSite', () => {
  const to = (location: string, status = 302): Answer => ({ status, contentType: '', location, body: '' });
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example'])(
    'flags another origin, protocol-relative and backslash tricks: %s',
    (location) => expect(redirectsOffSite(to(location), ORIGIN)).toBe(true),
  );
  it.each(['/contact/news-report', `${ORIGIN}/news`])('passes the same-site path %s', (location) =>
    expect(redirectsOffSite(to(location), ORIGIN)).toBe(false),
  );
  it('passes an answer that is not a redirect', () =>
    expect(redirectsOffSite(to('//evil.example', 200), ORIGIN)).toBe(false));
});

describe('findingsOf', () => {
  it('reports 5xx, and markup only in HTML or JSON answers', () => {
    expect(findingsOf(html('', 500), probe, ORIGIN)).toEqual(['server-error']);
    expect(findingsOf(html('', 500), probe, ORIGIN, '127.0.0.1:8796')).toEqual(['server-error']);
    expect(findingsOf(html('', 500), probe, ORIGIN, 'evil.example:99999')).toEqual(['host-refused']);
    expect(findingsOf(html('<b>"><svg/onload=fz1q></b>'), probe, ORIGIN)).toEqual(['reflected-markup']);
    expect(findingsOf({ ...html('"><svg/onload=fz1q>'), contentType: 'text/calendar' }, probe, ORIGIN)).toEqual([]);
  });
});

describe('hostIsValid', () => {
  it('tells hosts a URL can hold from the rest', () => {
    for (const h of ['127.0.0.1:8796', 'evil.example', 'a_b', undefined]) expect(hostIsValid(h)).toBe(true);
    for (const h of ['evil.example:99999', '127.0.0.1:8796.evil.example', 'a b']) expect(hostIsValid(h)).toBe(false);
  });
});

describe('canonicalOffSite', () => {
  it('flags a canonical or og:url on another origin, passes the site’s own', () => {
    const page = (u: string) => `<link rel="canonical" href="${u}"><meta property="og:url" content="${u}">`;
    expect(canonicalOffSite(page(`${ORIGIN}/news?a=1&amp;b=2`), ORIGIN)).toBe(false);
    expect(canonicalOffSite(page('http://evil.com/'), ORIGIN)).toBe(true);
    expect(canonicalOffSite('<p>no head links</p>', ORIGIN)).toBe(false);
  });
});
