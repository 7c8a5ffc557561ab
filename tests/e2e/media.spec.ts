import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

interface HowlLike {
  _src: string;
  playing(): boolean;
  _sounds: { _node: HTMLAudioElement }[];
}
type Win = Window & { Howler?: { _howls: HowlLike[] }; liveNode?: HTMLAudioElement | null; liveTime?: number };

// Page functions are serialised on their own (the page's CSP forbids eval), so each one finds
// the live stream's audio element itself: the html5 node of the playing /media/live/ howl.

const radio = (page: Page) => page.getByRole('region', { name: 'Live radio' });

async function startFm(page: Page) {
  await radio(page)
    .getByRole('button', { name: /91\.5 FM/ })
    .click();
  await expect(radio(page).getByRole('button', { name: /91\.5 FM/ })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForFunction(() => {
    const h = (window as Win).Howler?._howls.find((x) => x._src.includes('/media/live/') && x.playing());
    const n = h?._sounds[0]?._node;
    return Boolean(n && !n.paused && n.currentTime > 0.3);
  });
}

test('the live radio keeps playing, in the same audio element, across client navigation and the language toggle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await startFm(page);
  await page.evaluate(() => {
    const w = window as Win;
    w.liveNode = w.Howler!._howls.find((x) => x._src.includes('/media/live/') && x.playing())!._sounds[0]!._node;
    w.liveTime = w.liveNode.currentTime;
  });
  for (const name of ['News', 'Events', 'Originals']) {
    await page.locator('.header__menu').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
  }
  const inMain = page.locator('main a[href^="/originals/"]').first();
  const target = (await inMain.getAttribute('href')) ?? '';
  await inMain.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  // The language toggle is a client navigation too: the radio plays on at the /pa address.
  await page.locator('.header__bar').getByRole('link', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' }).click();
  await expect(page).toHaveURL(new RegExp(`/pa${target}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
  const state = () =>
    page.evaluate(() => {
      const w = window as Win;
      const n = w.Howler?._howls.find((x) => x._src.includes('/media/live/') && x.playing())?._sounds[0]?._node;
      return {
        same: n === w.liveNode,
        paused: n ? n.paused : true,
        advanced: n ? n.currentTime - (w.liveTime ?? 0) : 0,
      };
    });
  // The same element plays on, its time past a second since the first page.
  await expect.poll(async () => (await state()).advanced).toBeGreaterThan(1);
  expect(await state()).toMatchObject({ same: true, paused: false });
});

test('starting 91.5 HD2 pauses 91.5 FM', async ({ page }) => {
  await open(page, '/events');
  await startFm(page);
  await radio(page)
    .getByRole('button', { name: /91\.5 HD2/ })
    .click();
  await expect(radio(page).getByRole('button', { name: /91\.5 HD2/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(radio(page).getByRole('button', { name: /91\.5 FM/ })).toHaveAttribute('aria-pressed', 'false');
  await page.waitForFunction(() =>
    (window as Win).Howler!._howls.some((h) => h._src.includes('/media/live/hd2') && h.playing()),
  );
  const playing = await page.evaluate(() =>
    (window as Win).Howler!._howls.filter((h) => h.playing()).map((h) => h._src),
  );
  expect(playing).toEqual([expect.stringContaining('/media/live/hd2')]);
});

test('offline: pressing play shows the loader, and playback resumes when the connection returns', async ({
  page,
  context,
}) => {
  await open(page, '/events');
  await context.setOffline(true);
  await radio(page)
    .getByRole('button', { name: /91\.5 FM/ })
    .click();
  await expect(page.locator('.radio-bar--offline')).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator('.radio-bar--offline')).toHaveCount(0, { timeout: 12_000 });
  await page.waitForFunction(
    () => {
      const h = (window as Win).Howler?._howls.find((x) => x._src.includes('/media/live/') && x.playing());
      return Boolean(h && !h._sounds[0]!._node.paused);
    },
    undefined,
    { timeout: 12_000 },
  );
});

test("an audio card shows 'PLAYING' once its sound plays", async ({ page }) => {
  await open(page, '/originals');
  await page.locator('main .audio-card').first().click();
  const preview = page.getByRole('dialog');
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'PLAY', exact: true }).click();
  await expect(page.locator('main .audio-card--playing').first()).toContainText('PLAYING');
  await expect(page.getByText('PLAYING NOW')).toBeVisible();
});

test('a video card opens and closes its modal without loading the video host first', async ({ page }) => {
  const hostRequests: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg/.test(r.url())) hostRequests.push(r.url());
  });
  await open(page, '/originals/news-room');
  expect(hostRequests).toEqual([]);
  await page.locator('main').getByRole('button', { name: /play/i }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the video modal minimizes to a 346 px corner window on a large screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/originals');
  await page
    .locator('main')
    .getByRole('button', { name: /watch|play/i })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'PLAY', exact: true }).click();
  await page.getByRole('button', { name: 'Minimize video' }).click();
  const box = await page.locator('.video-modal--mini .video-modal__window').boundingBox();
  expect(box?.width).toBe(346);
  expect(box!.x + box!.width).toBeGreaterThan(1280 - 60);
});

test('View More adds videos to a channel listing', async ({ page }) => {
  await open(page, '/originals/news-room');
  const cards = page.locator('main').getByRole('button', { name: /play/i });
  const before = await cards.count();
  await page.getByRole('button', { name: 'View More' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
});
