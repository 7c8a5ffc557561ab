import { localizedPath } from '../../shared/routing/lang-path';
import { expect, open, test } from './fixtures';

/** The handles of the demo's section-built page, in the order the seed gives them. */
const COMMUNITY_ORDER = [
  'banner',
  'header',
  'wysiwyg',
  'threeCards',
  'carousel',
  'linebreak',
  'titleH3',
  'news',
  'bigCard',
  'showCards',
  'scheduleSlider',
  'originalsBar',
  'banner',
  'contentBanner',
  'wysSidebar',
  'relatedPosts',
  'appLinks',
  'shareComponent',
];

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: the section-built page renders every handle, in order`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/community', lang);
    await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Community' : 'ਭਾਈਚਾਰਾ' })).toBeVisible();
    const order = await page
      .locator('[data-section]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
    expect(order).toEqual(COMMUNITY_ORDER);
    for (const handle of new Set(COMMUNITY_ORDER)) {
      await expect(page.locator(`[data-section="${handle}"]`).first()).toBeAttached();
    }
    // Related posts: four in the content, three shown.
    await expect(page.locator('[data-section="relatedPosts"] .card')).toHaveCount(3);
    await expect(page.locator('[data-section="shareComponent"] h2')).toHaveText(lang === 'en' ? 'Share on' : 'ਸਾਂਝਾ ਕਰੋ');
    // The generic slider: previous disabled at the start, next moves on, dots follow.
    const gallery = page.locator('[data-section="carousel"] .slider');
    await expect(gallery.locator('.slider__arrow--prev')).toBeDisabled();
    await gallery.locator('.slider__arrow--next').click();
    await expect(gallery.locator('.slider__dot').nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.locator('.slider__arrow--prev')).toBeEnabled();
    // Both store badges show; the one without a link leads to the app-coming page (the modal with JavaScript).
    const badges = page.locator('[data-section="appLinks"] .store-badge');
    await expect(badges).toHaveCount(2);
    await expect(
      page.locator('[data-section="appLinks"] a.store-badge[data-store="apple"][href$="/apps/coming"]'),
    ).toBeVisible();
    // Punjabi pages read Punjabi: the section headings are in Gurmukhi.
    if (lang === 'pa') {
      await expect(page.locator('[data-section="bigCard"] .feature__button')).toHaveText('ਸਮਾਗਮ ਦੇ ਵੇਰਵੇ ਵੇਖੋ');
      await expect(page.locator('[data-section="news"] h2')).toHaveText('ਭਾਈਚਾਰਕ ਖ਼ਬਰਾਂ');
    }
  });

  test(`${lang}: the about page keeps its links and lists, its team and the note card`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/about', lang);
    const text = page.locator('.content-page .page-text');
    await expect(text.locator('p').first()).toBeVisible();
    expect(await text.locator('a').count()).toBeGreaterThan(0);
    await expect(page.locator('.team__heading').first()).toBeVisible();
    await expect(page.locator('.bio-card').first().locator('.bio-card__name')).not.toBeEmpty();
    // The Punjabi page shows the team in Punjabi: headings, names and job titles in Gurmukhi.
    await expect(page.locator('.team__heading').first()).toHaveText(lang === 'en' ? 'Leadership' : 'ਅਗਵਾਈ');
    await expect(page.locator('.bio-card__job').first()).toHaveText(lang === 'en' ? 'Station Manager' : 'ਸਟੇਸ਼ਨ ਮੈਨੇਜਰ');
    expect(await page.title()).toContain(lang === 'en' ? 'About Us' : 'ਸਾਡੇ ਬਾਰੇ');
  });

  test(`${lang}: careers sets its text in a wider column than advertise`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/careers', lang);
    const careers = await page
      .locator('.page-text')
      .first()
      .evaluate((e) => e.getBoundingClientRect().width);
    await expect(page.locator('.note-card a')).toHaveAttribute('target', '_blank');
    await open(page, '/advertise', lang);
    const advertise = await page
      .locator('.page-text')
      .first()
      .evaluate((e) => e.getBoundingClientRect().width);
    expect(careers).toBeGreaterThan(advertise + 50);
  });

  test(`${lang}: a legal page keeps its headings and lists`, async ({ page }) => {
    await open(page, '/privacy-policy', lang);
    const text = page.locator('.content-page .page-text');
    expect(await text.locator('h2').count()).toBeGreaterThan(2);
    expect(await text.locator('ul li').count()).toBeGreaterThan(3);
    // A site link inside the content keeps the page's language.
    await expect(text.locator(`a[href="${localizedPath('/cookie-policy', lang)}"]`)).toBeVisible();
  });
}
