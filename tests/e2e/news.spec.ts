import type { APIRequestContext } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { localizedPath } from '../../shared/routing/lang-path';
import { t } from '../../shared/i18n/translate';

const GRID = [
  ['latest', 5],
  ['featured', 5],
  ['bc', 4],
  ['alberta', 4],
  ['canada', 4],
  ['world', 3],
  ['india', 5],
  ['finance', 2],
  ['sports', 4],
] as const;

interface Card {
  slug: string;
  title: string;
  titlePa?: string;
  locale: string[];
}

/** A post of the given kind whose two languages exist and differ, one in English only, one identical in both. */
async function samplePosts(request: APIRequestContext) {
  const all: Card[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await (await request.get(`/api/news/latest?page=${page}`)).json();
    all.push(...res.data);
  }
  const bilingual = all.find((c) => c.locale.length === 2 && c.titlePa && c.titlePa !== c.title)!;
  const englishOnly = all.find((c) => c.locale.join() === 'en')!;
  const identical = all.find((c) => c.locale.join() === 'pa' && c.title === c.titlePa)!;
  return { bilingual, englishOnly, identical };
}

for (const lang of ['en', 'pa'] as const) {
  for (const [height, extra] of [
    [720, 0],
    [900, 2],
  ] as const) {
    test(`the news grid shows every section with its count (${lang}, window ${height}px high)`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height });
      await open(page, '/news', lang);
      const sections = page.locator('.post-section');
      await expect(sections).toHaveCount(GRID.length);
      for (const [i, [slug, count]] of GRID.entries()) {
        const section = sections.nth(i);
        await expect(section.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
          'href',
          localizedPath(`/news/${slug}`, lang),
        );
        await expect(section.locator(`a[href^="${localizedPath('/news/post/', lang)}"]:visible`), slug).toHaveCount(
          count + extra,
        );
      }
    });
  }
}

test('a tag page paginates and its links work', async ({ page }) => {
  await open(page, '/news/bc');
  const firstTitle = await page.locator('main a[href^="/news/post/"]').first().textContent();
  const pager = page.getByRole('navigation', { name: /page/i }).last();
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/news\/bc\/2$/);
  await expect(page.locator('main a[href^="/news/post/"]').first()).not.toHaveText(firstTitle!);
  await expect(page.locator('[aria-current="page"]').last()).toHaveText('2');
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/news\/bc\/1$/);
  await expect(page.locator('main a[href^="/news/post/"]').first()).toHaveText(firstTitle!);
});

test('the article language toggle shows only when both languages differ, and switches title and body', async ({
  page,
  request,
}) => {
  const { bilingual, englishOnly, identical } = await samplePosts(request);
  await open(page, `/news/post/${englishOnly.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishOnly.title);
  await expect(page.locator('main').getByRole('button', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' })).toHaveCount(0);
  await open(page, `/news/post/${identical.slug}`);
  await expect(page.locator('main').getByRole('button', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' })).toHaveCount(0);

  await open(page, `/news/post/${bilingual.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bilingual.title);
  const bodyBefore = await page.locator('.article-body').first().innerText();
  await page.locator('main').getByRole('button', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bilingual.titlePa!);
  await expect(page.locator('.article-body').first()).not.toHaveText(bodyBefore);
  await expect(page.locator('main').getByRole('button', { name: 'Read in English' })).toBeVisible();
});

test('an article has its byline, report link, latest news, at most 3 related and a working copy link', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { bilingual } = await samplePosts(request);
  // A fake clock (running as a real one), so the copied message can be shown to outlast any
  // timer; a subscribed visitor, so the newsletter popup stays away when it jumps.
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('showSubscribePopup', '{"subscribed":true,"timesToShow":0}'));
  await open(page, `/news/post/${bilingual.slug}`);
  await expect(page.getByRole('link', { name: 'REPORT AN ERROR' })).toHaveAttribute(
    'href',
    /^\/contact\/news-report\?about=%2Fnews%2Fpost%2F/,
  );
  await expect(page.locator('time').first()).toHaveText(/\d{1,2}:\d\d (AM|PM)|[A-Z][a-z]{2} \d\d, \d{4}/);
  const related = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Related News' }) });
  const relatedLinks = await related.locator('a[href^="/news/post/"]').count();
  expect(relatedLinks).toBeGreaterThan(0);
  expect(relatedLinks).toBeLessThanOrEqual(3);
  await expect(page.getByRole('heading', { name: 'Latest News' }).getByRole('link')).toHaveAttribute(
    'href',
    '/news/latest',
  );

  await page.getByRole('button', { name: /copy/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this Link' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /copy/i }).click();
  await expect(dialog.getByText('Link has been copied successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/news/post/${bilingual.slug}`);
  // It stays until the dialog closes: a minute later it is still there.
  await page.clock.fastForward(60_000);
  await expect(dialog.getByText('Link has been copied successfully.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('sharing from a Punjabi article copies and shares its Punjabi address', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { bilingual } = await samplePosts(request);
  await open(page, `/news/post/${bilingual.slug}`, 'pa');
  await expect(page).toHaveURL(new RegExp(`/pa/news/post/${bilingual.slug}$`));
  // The page's own address on SITE_URL, as its canonical link names it.
  const address = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(address).toMatch(new RegExp(`^https?://[^/]+/pa/news/post/${bilingual.slug}$`));
  const share = page.locator('.article-share');
  await expect(share.getByRole('link', { name: t('pa', 'article.shareFacebook') })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
  );
  await share.getByRole('button', { name: t('pa', 'article.copyLink') }).click();
  const dialog = page.getByRole('dialog', { name: t('pa', 'article.shareTitle') });
  await dialog.getByRole('button', { name: t('pa', 'article.copy') }).click();
  await expect(dialog.getByText(t('pa', 'article.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('an unknown article is the 404 page with status 404', async ({ page }) => {
  const res = await open(page, '/entertainment/post/no-such-story');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404').first()).toBeVisible();
});

test('entertainment lists only posts in the visitor language', async ({ page, request }) => {
  for (const lang of ['en', 'pa'] as const) {
    const api = await (await request.get(`/api/entertainments/bollywood/${lang === 'en' ? 'en_us' : 'pa'}`)).json();
    await open(page, '/entertainment/bollywood', lang);
    const links = page.locator('main').locator(`a[href^="${localizedPath('/entertainment/post/', lang)}"]`);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const expected = api.data.map((c: Card) => localizedPath(`/entertainment/post/${c.slug}`, lang));
    for (const href of expected) expect(hrefs, `${lang} ${href}`).toContain(href);
  }
  // A post published in Punjabi only never appears in the English grid.
  const grid = await (await request.get('/api/entertainments')).json();
  const paOnly: Card | undefined = Object.values(grid.data as Record<string, Card[]>)
    .flat()
    .find((c) => c.locale.join() === 'pa');
  await open(page, '/entertainment', 'en');
  if (paOnly) await expect(page.locator(`main a[href="/entertainment/post/${paOnly.slug}"]`)).toHaveCount(0);
});
