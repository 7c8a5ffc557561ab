/**
 * The site by keyboard alone (issue 16): the skip link, Tab through the header, the drawer and the
 * radio bar at 375 px and 1280 px with nothing focused hidden under the fixed header or players,
 * a visible focus ring, and every dialog opened by Enter, holding focus, closed by Escape, with
 * focus handed back to what opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { expect, open, test, transitionsDone } from './fixtures';

/**
 * What is wrong with the focused element, or '' when nothing: it must show a focus indicator
 * (outline or box-shadow) and its centre must not be covered by another element (the fixed
 * header, the players dock).
 */
const focusProblem = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const r = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    if (r.width === 0 && r.height === 0) return '';
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = r.top + r.height / 2;
    if (y < 0 || y > innerHeight) return `${name} is out of view`;
    const top = document.elementFromPoint(x, y);
    if (top && top !== el && !el.contains(top) && !top.contains(el)) {
      return `${name} is covered by ${top.tagName.toLowerCase()}.${(top as HTMLElement).className}`;
    }
    // The ring may be drawn by the element or by its card (`.card:has(:focus-visible)`).
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    };
    let node: Element | null = el;
    for (let i = 0; node && i < 4; i++, node = node.parentElement) if (ringed(node)) return '';
    return `${name} shows no focus ring`;
  });

/** Presses Tab `times` times from where focus is, checking each stop. */
async function tabThrough(page: Page, times: number) {
  const problems: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    const problem = await focusProblem(page);
    if (problem) problems.push(`Tab #${i + 1}: ${problem}`);
  }
  return problems;
}

const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

/** Enter on the opener opens `dialog`; Tab stays inside; Escape closes it; focus returns. */
async function dialogJourney(page: Page, opener: Locator, dialog: Locator, tabs = 4) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `Tab #${i + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const width of [375, 1280]) {
  test(`${width} px: the skip link, then the header and the radio bar by Tab, nothing focused hidden`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('en', 'nav.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // The link slides in from above the viewport (0.2 s): checked once it is in place.
    await expect.poll(() => focusProblem(page)).toBe('');
    await page.keyboard.press('Enter');
    await expect(page.locator('#content')).toBeFocused();

    // From the top again: the header's controls.
    await open(page, '/');
    await page.keyboard.press('Tab');
    await expect(skip).toBeInViewport();
    // The skip link slides away (0.2 s) once focus moves on to the logo.
    await page.keyboard.press('Tab');
    await expect(skip).not.toBeInViewport();
    expect(await focusProblem(page)).toBe('');
    expect(await tabThrough(page, 13)).toEqual([]);

    // Further down the page, links must scroll clear of the fixed header and the radio bar.
    expect(await tabThrough(page, 30)).toEqual([]);

    // The radio bar: its controls, reached backwards from the end of the page.
    const radioButtons = page.getByRole('region', { name: t('en', 'radio.region') }).locator('button');
    await radioButtons.first().focus();
    expect(await focusProblem(page)).toBe('');
    // The track now playing comes over the socket as the stream starts (issue 28); its first
    // message is awaited, so pausing does not cut the connection off while it opens.
    const firstMessage = page
      .waitForEvent('websocket', (ws) => ws.url().includes('/api/now-playing/'))
      .then((ws) => ws.waitForEvent('framereceived'));
    await page.keyboard.press('Enter');
    await expect(radioButtons.first()).toHaveAttribute('aria-pressed', 'true');
    await firstMessage;
    await page.keyboard.press('Space');
    await expect(radioButtons.first()).toHaveAttribute('aria-pressed', 'false');
  });
}

test('375 px: the drawer opens by keyboard, holds focus, closes on Escape and hands focus back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/');
  const opener = page.getByRole('button', { name: t('en', 'nav.openMenu') });
  const drawer = page.getByRole('dialog');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect.poll(() => focusInside(drawer)).toBe(true);
  // The drawer slides in over 0.3 s; until it rests, its controls are still partly off screen.
  await transitionsDone(page);
  const problems: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(drawer), `Tab #${i + 1} stays in the drawer`).toBe(true);
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
  }
  expect(problems).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('every dialog opens by Enter, holds focus, closes on Escape and hands focus back', async ({ page, request }) => {
  test.setTimeout(60_000);
  // Share.
  const latest = await (await request.get('/api/news/latest?page=1')).json();
  await open(page, `/news/post/${latest.data[0].slug}`);
  await dialogJourney(
    page,
    page.getByRole('button', { name: t('en', 'article.copyLink') }),
    page.getByRole('dialog', { name: 'Share this Link' }),
  );

  // The preview of a video, and of a sound.
  await open(page, '/originals');
  await dialogJourney(page, page.locator('main .video-card__poster').first(), page.getByRole('dialog'), 2);
  await dialogJourney(page, page.locator('main .audio-card').first(), page.getByRole('dialog'), 2);

  // The app-store modal.
  await dialogJourney(
    page,
    page.locator('footer').getByRole('link', { name: t('en', 'footer.appStore') }),
    page.locator('#app-store-modal'),
  );
});

test('a carousel moves by its buttons and by arrow keys, and says which slide shows', async ({ page }) => {
  await open(page, '/originals');
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  const said = carousel.locator('[aria-live="polite"]');
  const next = carousel.getByRole('button', { name: t('en', 'carousel.next') });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText(/^Slides 2 to \d+ of \d+$/);
  await carousel.locator('a, button').nth(3).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(said).toHaveText(/^Slides 1 to \d+ of \d+$/);
  // Forward again (from wherever focusing a slide's link scrolled the track).
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText(/^Slides [2-9]\d* to \d+ of \d+$/);
});

test('the players by keyboard: the sound player by Enter and Space, named for what it will do; a video starts by Enter with focus in the player', async ({
  page,
  request,
}) => {
  await open(page, '/originals');
  const card = page.locator('main .audio-card').first();
  await card.focus();
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog');
  await preview.getByRole('button', { name: t('en', 'video.play'), exact: true }).focus();
  await page.keyboard.press('Space');
  const player = page.getByRole('region', { name: t('en', 'sound.region') });
  const toggle = player.locator('.sound-player__toggle');
  await expect(toggle).toHaveAccessibleName(t('en', 'sound.stop'));
  // The card says its sound plays, in its name.
  await expect(card).toContainText(t('en', 'audio.playing'));
  await toggle.focus();
  expect(await focusProblem(page)).toBe('');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAccessibleName(t('en', 'sound.play'));
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName(t('en', 'sound.stop'));
  await page.keyboard.press('Space');

  // An episode's video: Enter on the poster starts the player and focus moves into it.
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  const { data: shows } = (await (await request.get('/api/shows')).json()) as { data: { slug: string }[] };
  let href = '';
  for (const show of shows) {
    const { episodes } = (await (await request.get(`/api/shows/${show.slug}?page=1`)).json()) as {
      episodes: { id: number; showId: number; youtubeLink?: string }[];
    };
    const episode = episodes.find((e) => e.youtubeLink);
    if (episode) {
      href = `/shows/view/${episode.showId}/episode/${episode.id}`;
      break;
    }
  }
  expect(href).not.toBe('');
  await open(page, href);
  await page.locator('.sticky-video__poster').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.sticky-video iframe')).toBeFocused();
});
