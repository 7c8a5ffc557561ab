import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { localizedPath } from '../../shared/routing/lang-path';

const html = async (path: string, lang: 'en' | 'pa' = 'en') => {
  const res = await call(localizedPath(path, lang));
  return { status: res.status, text: await res.text() };
};
const headOf = (text: string) => text.slice(0, text.indexOf('</head>'));

describe('content pages: titles and keywords in the head', () => {
  it('gives about and advertise their fixed titles and keywords, in both languages', async () => {
    const en = headOf((await html('/about')).text);
    expect(en).toContain('<title>Radio 91.5 | About Us</title>');
    expect(en).toMatch(/<meta name="keywords" content="[^"]*Punjabi radio[^"]*">/);
    const pa = headOf((await html('/advertise', 'pa')).text);
    expect(pa).toContain('ਸਾਡੇ ਨਾਲ ਇਸ਼ਤਿਹਾਰ ਦਿਓ</title>');
    expect(pa).toMatch(/<meta name="keywords" content="[^"]*ਇਸ਼ਤਿਹਾਰ[^"]*">/);
  });

  it('uses the server head title elsewhere, and the page meta in the page language', async () => {
    const { status, text } = await html('/community', 'pa');
    expect(status).toBe(200);
    expect(headOf(text)).toContain('ਭਾਈਚਾਰਾ</title>');
    expect(headOf(text)).toContain('<meta name="keywords" content="ਭਾਈਚਾਰਕ ਰੇਡੀਓ,');
    expect(headOf(text)).toMatch(/<meta name="description" content="ਰੇਡੀਓ 91.5 ਸਰੀ/);
    expect(headOf((await html('/community')).text)).toContain('<meta name="keywords" content="community radio,');
    expect(headOf((await html('/careers')).text)).toContain('| Careers</title>');
  });

  it('writes no keywords meta for a page without keywords', async () => {
    expect(headOf((await html('/news')).text)).not.toContain('name="keywords"');
  });

  it('keeps the rich text of a page and a legal page as HTML', async () => {
    const about = (await html('/about')).text;
    expect(about).toMatch(/<div class="rich page-text"><p>/);
    const legal = await html('/privacy-policy', 'pa');
    expect(legal.status).toBe(200);
    expect(legal.text).toMatch(/<h2>[^<]+<\/h2>\s*<ul><li>/);
  });

  it('answers 404 for a path that is neither a page nor a legal page', async () => {
    expect((await html('/no-such-page-here')).status).toBe(404);
  });
});
