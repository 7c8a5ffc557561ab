/**
 * The demo content as a visitor meets it: every audio item plays exactly as long as it says, and
 * Punjabi pages show the Punjabi text of Connect Originals and Recently Aired.
 */
import type { Page } from '@playwright/test';
import type { HomeResponse, OriginalsResponse, ShowResponse, ShowsResponse } from '../../shared/types/api';
import { expect, open, test } from './fixtures';

const api = async <T>(page: Page, path: string): Promise<T> => (await page.request.get(path)).json() as Promise<T>;

test('every demo audio is as long in the browser as its item states', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/');
  const stated = new Map<string, number>();
  const add = (path: string, seconds: number) => {
    expect(stated.get(path) ?? seconds, `${path}: one duration for one file`).toBe(seconds);
    stated.set(path, seconds);
  };
  const originals = await api<OriginalsResponse>(page, '/api/connectOriginals');
  for (const item of originals.data.flatMap((c) => c.items)) if (item.file) add(item.file, item.duration);
  const shows = await api<ShowsResponse>(page, '/api/shows');
  for (const s of shows.data.slice(0, 3)) {
    const show = await api<ShowResponse>(page, `/api/shows/${s.slug}?page=1`);
    for (const e of show.episodes) if (e.soundLink) add(e.soundLink, e.duration);
  }
  expect(stated.size).toBeGreaterThanOrEqual(5);
  // All files at once: the browser reads each one's header (a few range requests) in parallel.
  const paths = [...stated.keys()];
  const durations = await page.evaluate(
    (srcs) =>
      Promise.all(
        srcs.map(
          (src) =>
            new Promise<number>((resolve, reject) => {
              const audio = new Audio();
              audio.preload = 'metadata';
              audio.onloadedmetadata = () => resolve(audio.duration);
              audio.onerror = () => reject(new Error(`cannot load ${src}`));
              audio.src = src;
            }),
        ),
      ),
    paths,
  );
  // Within a tenth of a second, the same second on every player's clock: an MP3 carries its
  // encoder's delay and padding (about 70 ms at 22.05 kHz; the WAV files are exact).
  const wrong = paths.filter((p, i) => Math.abs((durations[i] ?? 0) - (stated.get(p) ?? 0)) >= 0.1);
  expect(wrong.map((p) => `${p} plays ${durations[paths.indexOf(p)]} s, states ${stated.get(p)} s`)).toEqual([]);
});

test('Punjabi pages show the Punjabi descriptions of originals and Recently Aired', async ({ page }) => {
  await open(page, '/originals', 'pa');
  const originals = await api<OriginalsResponse>(page, '/api/connectOriginals');
  const video = originals.data.flatMap((c) => c.items).find((i) => i.youtubeLink && i.descriptionPa);
  expect(video).toBeTruthy();
  await expect(page.locator('main')).toContainText(video!.descriptionPa!.slice(0, 30));
  await expect(page.locator('main')).not.toContainText(video!.description.slice(0, 30));

  await open(page, '/', 'pa');
  const home = await api<HomeResponse>(page, '/api/home');
  const aired = home.meta.recentlyAired.find((e) => e.descriptionPa);
  expect(aired).toBeTruthy();
  const list = page.locator('.home-aired');
  await expect(list).toContainText(aired!.descriptionPa!.replace(/<[^>]+>/g, '').slice(0, 30));
  await expect(list).toContainText(aired!.titlePa!);
});
