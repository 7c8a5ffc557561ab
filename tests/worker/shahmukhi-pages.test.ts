/**
 * Issue 30, "Punjabi articles in Shahmukhi": every Punjabi article has its reading at its /pa
 * address with `/pa-arab` instead, rendered from the Punjabi record through the transliteration
 * (text only), right to left, with its own strings, canonical, hreflang, card and font; nothing
 * else has one (the site's not-found page, in Gurmukhi); the other versions and the sitemap name it.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsListResponse, PostResponse } from '../../shared/types/api';
import { SHAHMUKHI_PREVIEW, toShahmukhi } from '../../shared/script/shahmukhi';
import { call, clearCache, getJson } from './helpers';

const SITE = 'http://localhost:8787';
let slug: string;
let englishOnly: string | undefined;
let post: PostResponse['item'];

/** HTML text as React writes it. */
const escaped = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const page = async (path: string, overrides = {}) => {
  const res = await call(path, undefined, overrides);
  return { res, html: await res.text() };
};

beforeAll(async () => {
  const pa = (await getJson<NewsListResponse>('/api/news/latest/pa?page=1')).body.data;
  const en = (await getJson<NewsListResponse>('/api/news/latest?page=1')).body.data ?? [];
  slug = pa.find((a) => a.locale.includes('en') && a.locale.includes('pa'))!.slug;
  englishOnly = en.find((a) => !a.locale.includes('pa'))?.slug;
  post = (await getJson<PostResponse>(`/api/news/post/${slug}`)).body.item;
});
beforeEach(() => clearCache());

describe('a Punjabi article in Shahmukhi', () => {
  it('is its Punjabi page, right to left, its text transliterated', async () => {
    const { res, html } = await page(`/pa-arab/news/post/${slug}`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="pa-Arab" dir="rtl">/);
    const title = post.titlePa as string;
    expect(html).toContain(escaped(toShahmukhi(title)));
    // No Gurmukhi left in the story's title, and the body's text is in the Arabic script.
    const h1 = /<h1[^>]*id="article-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(h1).not.toMatch(/[\u0A00-\u0A7F]/);
    expect(h1).toMatch(/[\u0600-\u06FF]/);
    // The note that a machine wrote it, and the switch with Shahmukhi marked.
    expect(html).toContain('class="script-switch__note"');
    // Under 90 % of words right on the measured set, the note says the reading is a preview.
    expect(SHAHMUKHI_PREVIEW).toBe(true);
    expect(html).toMatch(/<p class="script-switch__note">جھلک: /);
    expect(html).toMatch(/<a href="\/pa-arab\/news\/post\/[^"]+" lang="pa-Arab" dir="rtl" aria-current="page">/);
    expect(html).toContain(`<a href="/pa/news/post/${slug}" lang="pa" dir="ltr">`);
    // The shell's words from the CMS (menus, copyright) are in Shahmukhi too: no Gurmukhi in the header or footer.
    const shell = (tag: string) => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));
    expect(shell('header')).toContain(toShahmukhi('ਖ਼ਬਰਾਂ'));
    expect(shell('header')).not.toMatch(/[\u0A00-\u0A7F]/);
    expect(shell('footer')).not.toMatch(/[\u0A00-\u0A7F]/);
    // Its state tells the browser which strings to load.
    expect(html).toContain('"script":"arab"');
  });

  it('keeps every link and picture address of the Punjabi page', async () => {
    const pa = (await page(`/pa/news/post/${slug}`)).html;
    const arab = (await page(`/pa-arab/news/post/${slug}`)).html;
    const body = (html: string) => html.slice(html.indexOf('id="article-title"'), html.indexOf('</article>'));
    const addresses = (html: string) => [...body(html).matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    // All but the links to articles (which lead to their readings) and the share links (which name the page).
    const kept = addresses(pa).filter((a) => !a?.includes('/news/post/') && !a?.includes('news%2Fpost'));
    expect(kept.length).toBeGreaterThan(0);
    for (const address of kept) expect(addresses(arab)).toContain(address);
  });

  it('names itself canonical, its versions, its card, stylesheet and font', async () => {
    const { res, html } = await page(`/pa-arab/news/post/${slug}`);
    const reading = `${SITE}/pa-arab/news/post/${slug}`;
    expect(html).toContain(`<link rel="canonical" href="${reading}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="pa-Arab" href="${reading}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="pa" href="${SITE}/pa/news/post/${slug}">`);
    expect(html).toContain(`<meta property="og:url" content="${reading}">`);
    expect(html).toMatch(/\/share\/card\/pa-arab\/news\/post\/[^"]+\.png\?v=|og:image" content="[^"]+\.jpg/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/build\/assets\/shahmukhi-[^"]+\.css">/);
    expect(res.headers.get('link')).toContain('noto-nastaliq-urdu-arabic-400-normal-');
  });

  it('is named by the English and Punjabi versions, which load no Shahmukhi', async () => {
    for (const path of [`/news/post/${slug}`, `/pa/news/post/${slug}`]) {
      const { res, html } = await page(path);
      expect(html).toContain(`<link rel="alternate" hreflang="pa-Arab" href="${SITE}/pa-arab/news/post/${slug}">`);
      expect(html).not.toContain('shahmukhi-');
      expect(res.headers.get('link')).not.toContain('nastaliq');
    }
  });

  it('is kept by the page cache under its own address', async () => {
    const on = { PAGE_CACHE_SECONDS: '300' };
    const first = await call(`/pa-arab/news/post/${slug}`, undefined, on);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const text = await first.text();
    const second = await call(`/pa-arab/news/post/${slug}`, undefined, on);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(text);
    const punjabi = await call(`/pa/news/post/${slug}`, undefined, on);
    expect(await punjabi.text()).not.toBe(text);
  });
});

describe('addresses with no Shahmukhi reading', () => {
  it.each([
    '/pa-arab',
    '/pa-arab/news',
    '/pa-arab/news/post/no-such-story',
    '/pa-arab/about',
    '/pa-arab/shows',
    '/pa-arab/pa/news',
    '/pa-arab/api/news/latest/pa',
    '/pa-arabic/news',
    '/pa-arab/news/post/%3Cscript%3E',
    '/pa-arab/news/post/x?q=<script>alert(1)</script>',
  ])('%s is the not-found page, in Gurmukhi', async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    expect(html).not.toContain('dir="rtl"');
    expect(html).not.toMatch(/[\u0600-\u06FF]/);
    expect(html).not.toContain('<script>alert');
  });

  it('an English-only post has none', async () => {
    if (!englishOnly) return;
    const { res, html } = await page(`/pa-arab/news/post/${englishOnly}`);
    expect(res.status).toBe(404);
    expect(html).not.toContain('dir="rtl"');
    const en = (await page(`/news/post/${englishOnly}`)).html;
    expect(en).not.toContain('hreflang="pa-Arab"');
  });

  it('a form post to a reading is not a form', async () => {
    const res = await call('/pa-arab/contact', { method: 'POST', body: 'x=1' });
    expect(res.status).toBe(405);
  });
});

describe('the sitemap', () => {
  it('lists the readings of Punjabi posts with their alternates', async () => {
    const xml = await (await call('/sitemaps/news.xml')).text();
    const reading = `${SITE}/pa-arab/news/post/${slug}`;
    expect(xml).toContain(`<loc>${reading}</loc>`);
    expect(xml).toContain(`hreflang="pa-Arab" href="${reading}"`);
    if (englishOnly) expect(xml).not.toContain(`/pa-arab/news/post/${englishOnly}<`);
  });
});
