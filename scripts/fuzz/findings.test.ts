import { describe, expect, it } from 'vitest';
import { type Answer, canonicalOffSite, findingsOf, hostIsValid, reflectsMarkup, redirectsOffSite } from './findings';

const ORIGIN = 'http://127.0.0.1:8796';
const probe = { marker: 'fz1q', payloads: ['"><svg/onload=fz1q>', 'javascript:fz1q'] };
const html = (body: string, status = 200): Answer => ({ status, contentType: 'text/html', location: null, body });

describe('reflectsMarkup', () => {
  it('finds a payload echoed verbatim, a tag around the marker, a handler or a javascript: link', () => {
    expect(reflectsMarkup('<p>"><svg/onload=fz1q></p>', probe)).toBe(true);
    expect(reflectsMarkup('<img src=x onerror="alert(fz1q)">', probe)).toBe(true);
    expect(reflectsMarkup('<a href="javascript:fz1q">x</a>', probe)).toBe(true);
    expect(reflectsMarkup('<script>fz1q</script>', probe)).toBe(true);
    expect(reflectsMarkup('<a href="&#106;avascript:fz1q">x</a>', probe)).toBe(true);
    expect(reflectsMarkup('<iframe srcdoc="<b>fz1q</b>"></iframe>', probe)).toBe(true);
  });

  it('passes escaped echoes and the JSON page state', () => {
    expect(reflectsMarkup('<p>&quot;&gt;&lt;svg/onload=fz1q&gt;</p>', probe)).toBe(false);
    expect(reflectsMarkup('<input value="&quot;&gt;&lt;svg/onload=fz1q&gt;">', probe)).toBe(false);
    expect(
      reflectsMarkup(
        '<script type="application/json" id="__STATE__">{"q":"\\"\\u003csvg/onload=fz1q>"}</script>',
        probe,
      ),
    ).toBe(false);
    expect(reflectsMarkup('<p>javascript:fz1q</p>', probe)).toBe(false);
    expect(reflectsMarkup('<input name="a" value="&quot; onmouseover=&quot;fz1q"/>', probe)).toBe(false);
    expect(reflectsMarkup('<a href="/search/javascript%3Afz1q">x</a>', probe)).toBe(false);
    expect(reflectsMarkup('<script type="application/ld+json">{"name":"fz1q"}</script>', probe)).toBe(false);
    expect(reflectsMarkup('<p>nothing here</p>', probe)).toBe(false);
  });
});

describe('redirectsOffSite', () => {
  const to = (location: string, status = 302): Answer => ({ status, contentType: '', location, body: '' });
  it('flags another origin, protocol-relative and backslash tricks', () => {
    expect(redirectsOffSite(to('https://evil.example/'), ORIGIN)).toBe(true);
    expect(redirectsOffSite(to('//evil.example/x'), ORIGIN)).toBe(true);
    expect(redirectsOffSite(to('/\\evil.example'), ORIGIN)).toBe(true);
  });
  it('passes same-site paths and non-redirects', () => {
    expect(redirectsOffSite(to('/contact/news-report'), ORIGIN)).toBe(false);
    expect(redirectsOffSite(to(`${ORIGIN}/news`), ORIGIN)).toBe(false);
    expect(redirectsOffSite({ ...to('//evil.example'), status: 200 }, ORIGIN)).toBe(false);
  });
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
