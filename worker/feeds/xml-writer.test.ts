import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { urlsetXml } from './sitemap-xml';
import { rssXml } from './xml';
import { xmlChars, xmlDocument } from './xml-writer';

const HOSTILE = 'Tom & Jerry <script>alert("x")</script> ]]> it\'s &amp; &nbsp; ਕਿਸਾਨ 😀';
const CONTROLS = 'a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\uFFFEh\uFFFFi\uD800j\uDC00k';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'url'].includes(name),
});
const read = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
};

describe('xmlChars', () => {
  it('drops what XML 1.0 cannot carry and keeps the rest, tab, newline, return and emoji included', () => {
    expect(xmlChars(CONTROLS)).toBe('abcdefghijk');
    expect(xmlChars('tab\tnew\nline\r ਪੰਜਾਬ 😀 \u007f')).toBe('tab\tnew\nline\r ਪੰਜਾਬ 😀 \u007f');
  });
});

describe('xmlDocument', () => {
  it('escapes hostile text and attributes so they read back exactly', () => {
    const xml = xmlDocument({ doc: { '@title': HOSTILE, text: HOSTILE, mixed: { '@a': HOSTILE, '#text': HOSTILE } } });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><doc ')).toBe(true);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain(']]>');
    // Every & is escaped, an entity-looking one too: the text says what the page says.
    expect(xml).toContain('&amp;amp; &amp;nbsp;');
    const { doc } = read(xml);
    expect(doc['@title']).toBe(HOSTILE);
    expect(doc.text).toBe(HOSTILE);
    expect(doc.mixed).toEqual({ '@a': HOSTILE, '#text': HOSTILE });
  });

  it('removes control characters and lone surrogates from text and attributes', () => {
    const xml = xmlDocument({ doc: { '@a': CONTROLS, text: CONTROLS } });
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?><doc a="abcdefghijk"><text>abcdefghijk</text></doc>');
    expect(read(xml).doc).toEqual({ '@a': 'abcdefghijk', text: 'abcdefghijk' });
  });

  it('writes an attribute of value "true" with its value, empty elements short, absent ones not at all', () => {
    expect(
      xmlDocument({ r: { e: { '@ok': 'true' }, t: '', gone: undefined, list: [{ '@n': '1' }, { '@n': '2' }] } }),
    ).toBe('<?xml version="1.0" encoding="UTF-8"?><r><e ok="true"/><t/><list n="1"/><list n="2"/></r>');
  });
});

describe('the feeds and sitemaps on hostile text', () => {
  it('keep an RSS title, description and GUID readable and exact', () => {
    const xml = rssXml(
      {
        title: HOSTILE,
        link: 'https://x.test/?a=1&b=2',
        description: CONTROLS,
        lang: 'pa',
        self: 'https://x.test/f.xml',
      },
      [{ title: HOSTILE, link: 'https://x.test/1', description: HOSTILE, date: '2026-11-27T10:00:00Z', guid: 'g&<1>' }],
    );
    const { channel } = read(xml).rss;
    expect(channel.title).toBe(HOSTILE);
    expect(channel.link).toBe('https://x.test/?a=1&b=2');
    expect(channel.description).toBe('abcdefghijk');
    expect(channel.item[0]).toMatchObject({ title: HOSTILE, description: HOSTILE, guid: { '#text': 'g&<1>' } });
  });

  it('keep a sitemap address with & and quotes exact in loc and the alternates', () => {
    const path = '/news/post/a&b"<c>';
    const { urlset } = read(urlsetXml([{ path, languages: ['en'] }], (p) => `https://x.test${p}`));
    expect(urlset.url[0].loc).toBe(`https://x.test${path}`);
    expect(urlset.url[0]['xhtml:link'][0]['@href']).toBe(`https://x.test${path}`);
  });
});
