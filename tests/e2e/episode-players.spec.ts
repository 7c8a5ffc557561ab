/**
 * The episode page's players (spec doc 2 §2, doc 1 §2): the sticky video at the phone, tablet
 * (600–960 px) and desktop breakpoints, and the episode's audio embedded in the page, played with
 * one press and 'PLAYING' while it plays. Offline: the video host answers empty, and the audio is
 * the demo's own file (the episode's SoundCloud page is never requested).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { expect, open, quietVideoHost, test, wheelSettled } from './fixtures';

type Win = Window & { Howler?: { _howls: { _src: string; playing(): boolean }[] } };

interface ApiEpisode {
  id: number;
  showId: number;
  youtubeLink?: string;
  soundcloudLink?: string;
  soundLink?: string;
}

/** The first demo episode, among the first page of each show, that matches. */
async function findEpisode(request: APIRequestContext, wanted: (e: ApiEpisode) => boolean): Promise<string> {
  const { data } = (await (await request.get('/api/shows')).json()) as { data: { slug: string }[] };
  for (const s of data) {
    const { episodes } = (await (await request.get(`/api/shows/${s.slug}?page=1`)).json()) as {
      episodes: ApiEpisode[];
    };
    const found = episodes.find(wanted);
    if (found) return `/shows/view/${found.showId}/episode/${found.id}`;
  }
  throw new Error('no demo episode of that kind');
}

/** The player's mode, its box in the viewport, and where the slot and the footer are. */
const stickyState = (page: Page) =>
  page.evaluate(() => {
    const player = document.querySelector('.sticky-video__player');
    const slot = document.querySelector('.sticky-video');
    const footer = document.querySelector('footer');
    if (!player || !slot || !footer) throw new Error('no sticky player');
    const box = player.getBoundingClientRect();
    return {
      mode: /--(inline|fixed|absolute)/.exec(player.className)?.[1],
      box: { top: box.top, bottom: box.bottom, left: box.left, width: box.width },
      slotBottom: slot.getBoundingClientRect().bottom,
      footerTop: footer.getBoundingClientRect().top,
      dockTop: document.querySelector('.players__dock')?.getBoundingClientRect().top ?? innerHeight,
      scrollY,
      end: document.documentElement.scrollHeight - innerHeight,
    };
  });

/** Scrolls with the wheel, as a visitor does, until `done` holds or the page ends. */
async function wheelUntil(page: Page, done: (s: Awaited<ReturnType<typeof stickyState>>) => boolean, step = 120) {
  for (let i = 0; i < 80; i++) {
    const s = await stickyState(page);
    if (done(s) || (step > 0 && s.scrollY >= s.end) || (step < 0 && s.scrollY <= 0)) return s;
    await wheelSettled(page, step);
  }
  return stickyState(page);
}

// Spec: "full width under 960px, half width otherwise; 20px gap"; fixed while scrolled past its place.
for (const width of [375, 800, 1280]) {
  test(`at ${width} px a playing episode video floats once scrolled past, parks above the footer and returns inline`, async ({
    page,
    request,
  }) => {
    await quietVideoHost(page);
    await page.setViewportSize({ width, height: 900 });
    await open(page, await findEpisode(request, (e) => Boolean(e.youtubeLink)));
    await page.locator('.sticky-video__poster').click();
    await expect(page.locator('.sticky-video iframe')).toBeAttached();
    await page.mouse.move(width / 2, 200);

    const past = await wheelUntil(page, (s) => s.slotBottom < 0);
    expect(past.slotBottom).toBeLessThan(0);
    // Wheel steps are instant, but the mode follows on the next frame.
    await expect.poll(async () => (await stickyState(page)).mode).not.toBe('inline');
    const floating = await stickyState(page);
    const expected = width < 960 ? width - 40 : Math.round(width / 2 - 20);
    expect(Math.round(floating.box.width)).toBe(expected);
    expect(Math.round(floating.box.left + floating.box.width)).toBe(width - 20);
    // Seen whole: within the viewport and clear of the radio bar.
    expect(floating.box.top).toBeGreaterThanOrEqual(0);
    expect(floating.box.bottom).toBeLessThanOrEqual(floating.dockTop);
    if (width < 960) expect(floating.mode).toBe('fixed');

    // At the end of the page it stays above the footer.
    const end = await wheelUntil(page, () => false, 400);
    await expect.poll(async () => (await stickyState(page)).mode).toBe('absolute');
    const parked = await stickyState(page);
    expect(parked.box.bottom).toBeLessThanOrEqual(parked.footerTop - 19);
    expect(end.scrollY).toBe(end.end);

    // Back at its place: inline again.
    await wheelUntil(page, (s) => s.scrollY <= 0, -400);
    await expect.poll(async () => (await stickyState(page)).mode).toBe('inline');
  });
}

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: one press plays the episode's audio in the page, PLAYING, with no dialog and the live radio paused`, async ({
    page,
    request,
  }) => {
    const soundcloud: string[] = [];
    page.on('request', (r) => {
      if (/soundcloud\.com/.test(r.url())) soundcloud.push(r.url());
    });
    const href = await findEpisode(request, (e) => Boolean(e.soundcloudLink && e.soundLink));
    const episode = (await (await request.get(`/api/shows/episode/${href.split('/').at(-1)}`)).json()) as ApiEpisode;
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, href, lang);

    const fm = page.getByRole('region', { name: t(lang, 'radio.region') }).getByRole('button', { name: /91\.5 FM/ });
    await fm.click();
    await expect(fm).toHaveAttribute('aria-pressed', 'true');

    const player = page.getByRole('region', { name: t(lang, 'episode.listen') });
    await expect(player.getByText(t(lang, 'audio.playing'), { exact: true })).toHaveCount(0);
    await player.getByRole('button', { name: t(lang, 'sound.play'), exact: true }).click();

    // Spec doc 1 §2: "Audio cards show 'PLAYING' while playing".
    await expect(player.getByText(t(lang, 'audio.playing'), { exact: true })).toBeVisible();
    await expect(player.getByRole('button', { name: t(lang, 'sound.stop'), exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForFunction(
      (src) => (window as Win).Howler?._howls.some((h) => h._src.includes(src) && h.playing()),
      episode.soundLink ?? '',
    );
    // One sound at a time: the live stream paused.
    await page.waitForFunction(
      () => !(window as Win).Howler?._howls.some((h) => h._src.includes('/media/live/') && h.playing()),
    );
    // The position moves and the seek bar is live.
    await expect(player.getByRole('slider')).toBeEnabled();
    await expect.poll(() => player.getByRole('slider').inputValue()).not.toBe('0');

    // The same control stops it.
    await player.getByRole('button', { name: t(lang, 'sound.stop'), exact: true }).click();
    await expect(player.getByText(t(lang, 'audio.playing'), { exact: true })).toHaveCount(0);
    expect(soundcloud).toEqual([]);
  });
}
