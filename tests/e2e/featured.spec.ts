import type { APIRequestContext } from '@playwright/test';
import type { FeaturedListResponse } from '../../shared/types/api';
import { clickPage2, expect, open, test } from './fixtures';
import { localizedPath } from '../../shared/routing/lang-path';

const GURMUKHI = /[\u0A00-\u0A7F]/;

/** Every featured story's id in list order (newest first), read page by page from the contract. */
async function allIds(request: APIRequestContext): Promise<{ ids: number[]; pages: number }> {
  const first = (await (await request.get('/api/featured?page=1')).json()) as FeaturedListResponse;
  const ids = first.data.map((f) => f.id);
  for (let p = 2; p <= first.count; p++) {
    const res = (await (await request.get(`/api/featured?page=${p}`)).json()) as FeaturedListResponse;
    ids.push(...res.data.map((f) => f.id));
  }
  return { ids, pages: first.count };
}

const cardHrefs = (page: import('@playwright/test').Page) =>
  page.locator('.featured-grid .card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

for (const lang of ['en', 'pa'] as const) {
  const pageWord = lang === 'en' ? 'Page' : 'ਪੰਨਾ';
  const nextLabel = (lang === 'en' ? 'Next Featured' : 'ਅਗਲੀ ਖ਼ਾਸ ਕਹਾਣੀ').normalize('NFC');

  test(`${lang}: the featured list shows 'Page 1/N', paginates to other stories, and a card opens its story`, async ({
    page,
    request,
  }) => {
    const { pages } = await allIds(request);
    expect(pages).toBeGreaterThan(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/featured', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (lang === 'pa') await expect(page.getByRole('heading', { level: 1 })).toHaveText(GURMUKHI);
    await expect(page.locator('.featured__page')).toHaveText(`${pageWord} 1/${pages}`);
    const first = await cardHrefs(page);
    expect(first.length).toBeGreaterThan(1);
    // Cut titles (spec: 47 characters, as a reader counts them) end in an ellipsis and still name
    // the whole story.
    for (const link of await page.locator('.featured-grid .card__link').all()) {
      const shown = (await link.textContent()) ?? '';
      const seen = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(shown.replace(/…$/, ''))];
      expect(seen.length).toBeLessThanOrEqual(47);
      if (shown.endsWith('…')) {
        const full = (await link.getAttribute('aria-label')) ?? '';
        expect(full.startsWith(shown.slice(0, -1).trimEnd())).toBe(true);
        await expect(link).toHaveAttribute('title', full);
      }
    }
    if (lang === 'pa') await expect(page.locator('.featured-grid .card__title').first()).toHaveText(GURMUKHI);

    await clickPage2(page, lang);
    await expect(page).toHaveURL(/\/featured\/2$/);
    await expect(page.locator('.featured__page')).toHaveText(`${pageWord} 2/${pages}`);
    const second = await cardHrefs(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((h) => first.includes(h))).toEqual([]);

    const card = page.locator('.featured-grid .card').first();
    const link = card.locator('.card__link');
    const title = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The story's data and screen load after the click; a busy machine can take a while.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
    await expect(page.locator('.article-body')).not.toBeEmpty();
  });

  test(`${lang}: a story shows its body, share and Next Featured, which leads to the next one`, async ({
    page,
    request,
  }) => {
    const { ids } = await allIds(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, `/featured/post/${ids[0]}`, lang);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    if (lang === 'pa') {
      await expect(h1).toHaveText(GURMUKHI);
      await expect(page.locator('.featured-post__intro')).toHaveText(GURMUKHI);
      await expect(page.locator('.article-body__text').first()).toHaveText(GURMUKHI);
    }
    // Structure is kept: the body has paragraphs of its own, not one flattened line.
    expect(await page.locator('.article-body p').count()).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'Share on' : /ਸਾਂਝਾ/ })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp((await h1.textContent())?.slice(0, 20).replace(/[.?*+()]/g, '\\$&') ?? ''),
    );

    const next = page.getByRole('region', { name: nextLabel });
    await expect(next).toBeVisible();
    await next.locator('.card__link').click();
    await expect(page).toHaveURL(new RegExp(`/featured/post/${ids[1]}$`));
    await expect(page.getByRole('region', { name: nextLabel }).locator('.card__link')).toHaveAttribute(
      'href',
      localizedPath(`/featured/post/${ids[2]}`, lang),
    );
  });

  test(`${lang}: the last story has no Next Featured, also when reached through the one before`, async ({
    page,
    request,
  }) => {
    const { ids } = await allIds(request);
    const last = ids.at(-1);
    await open(page, `/featured/post/${last}`, lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.featured-next')).toHaveCount(0);

    await open(page, `/featured/post/${ids.at(-2)}`, lang);
    await page.getByRole('region', { name: nextLabel }).locator('.card__link').click();
    await expect(page).toHaveURL(new RegExp(`/featured/post/${last}$`));
    await expect(page.locator('.article-body')).toBeVisible();
    await expect(page.locator('.featured-next')).toHaveCount(0);
  });
}

test('a page past the last, or an unknown story, is the not-found page', async ({ page, request }) => {
  const { pages } = await allIds(request);
  expect((await open(page, `/featured/${pages + 1}`))?.status()).toBe(404);
  expect((await open(page, '/featured/post/999999'))?.status()).toBe(404);
});

test('a story tells search engines it is an article', async ({ page, request }) => {
  const { ids } = await allIds(request);
  await open(page, `/featured/post/${ids[0]}`);
  // The story's Article, then its breadcrumb trail.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Article', url: expect.stringContaining(`/featured/post/${ids[0]}`) });
  expect(ld.headline).toBeTruthy();
  expect(ld.datePublished).toBeTruthy();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);
});
