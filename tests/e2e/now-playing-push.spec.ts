/**
 * Now-playing pushed (issue 28), end to end against the local Icecast (./live-radio.ts): the title
 * of the FM mount is changed 20 times through Icecast's admin API, each after a random pause (so
 * the changes fall anywhere between two reads of the now-playing object), and the time until the
 * radio bar shows it is measured in the page. The test asserts that every change arrives, and
 * prints the median, the 95th percentile and the worst (docs/measurements.md keeps the figures;
 * the 2 s at the 95th percentile is a measurement, not an assertion, so a slow machine fails no
 * build). Then GET /api/history/fm lists the 20 titles, newest first, each with its time. And a
 * browser without WebSocket still gets the title, by polling GET /api/now-playing/fm as before.
 */
import type { Page } from '@playwright/test';
import type { HistoryAnswer } from '../../shared/schemas/history';
import { expect, test } from './fixtures';
import { openLive, press, stationRig, waitPlaying } from './live-radio';

const CHANGES = 20;

test.describe.configure({ mode: 'serial' });
const rigOf = stationRig('push');

/** The value at fraction `p` of the sorted `values` (nearest rank). */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
};

/** Milliseconds from now until the radio bar's track reads `title` (checked every frame, in the page). */
async function shownAfter(page: Page, title: string, started: number): Promise<number> {
  await page.waitForFunction(
    (expected) => document.querySelector('.radio-bar__track span:last-child')?.textContent === expected,
    title,
    { polling: 'raf', timeout: 15_000 },
  );
  return Date.now() - started;
}

test('20 title changes reach the radio bar over the socket, and the history lists them with their times', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const rig = rigOf();
  const { icecast, worker } = rig;
  await page.setViewportSize({ width: 1280, height: 900 });
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/now-playing/fm/socket'));
  await openLive(page, rig, '/');
  await press(page, 'fm');
  await waitPlaying(page, '/media/live/fm');
  await socket;

  const run = Date.now().toString(36);
  const timings: number[] = [];
  const sets: { title: string; at: number }[] = [];
  for (let i = 0; i < CHANGES; i++) {
    // A pause of 0.5 to 2 s: the change lands anywhere in the object's one-second read cycle.
    await page.waitForTimeout(500 + Math.random() * 1500);
    const title = `Push ${run} - Song ${i + 1}`;
    const started = Date.now();
    await icecast.setTitle('/fm.mp3', title);
    sets.push({ title, at: started });
    timings.push(await shownAfter(page, title, started));
  }
  expect(timings).toHaveLength(CHANGES);
  // The lock screen has the last one too.
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(sets.at(-1)?.title);
  await page.locator('.radio-bar').screenshot({ path: info.outputPath('radio-bar-pushed-en-1280.png') });

  const figures = { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), max: Math.max(...timings) };
  test.info().annotations.push({
    type: `title change → radio bar, ${CHANGES} changes (ms)`,
    description: `p50 ${figures.p50}, p95 ${figures.p95}, max ${figures.max}; all: ${timings.join(' ')}`,
  });
  console.log(
    `now-playing push: ${CHANGES} changes, set on Icecast → shown in the radio bar: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (all: ${timings.join(', ')})`,
  );

  const res = await fetch(`${worker.base}/api/history/fm?limit=${CHANGES}`);
  expect(res.status).toBe(200);
  const history = (await res.json()) as HistoryAnswer;
  expect(history.items.map((i) => i.title)).toEqual(sets.map((s) => s.title).reverse());
  // Each recorded time is after the change was made on the server, and before the next one.
  const recorded = [...history.items].reverse().map((i) => Date.parse(i.at));
  recorded.forEach((at, i) => {
    expect(at).toBeGreaterThanOrEqual((sets[i]?.at ?? 0) - 1000);
    expect(at).toBeLessThan(sets[i + 1]?.at ?? Number.POSITIVE_INFINITY);
  });

  // The stream's page lists them too, newest first, each at its recorded time, in both languages.
  for (const path of ['/radio/fm', '/pa/radio/fm']) {
    await openLive(page, rig, path);
    const list = page.locator('.radio-songs__list').first();
    await expect(list.locator('.radio-songs__title').first()).toHaveText(sets.at(-1)?.title ?? '');
    await expect(list.locator('.radio-songs__title').nth(1)).toHaveText(sets.at(-2)?.title ?? '');
    await expect(list.locator('time').first()).toHaveAttribute('datetime', history.items[0]?.at ?? '');
  }
});

test('without WebSocket the bar polls /api/now-playing as before (Punjabi, 375 px)', async ({ page }, info) => {
  test.setTimeout(90_000);
  const { icecast } = rigOf();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => {
    // A browser (or a proxy) without WebSocket.
    Reflect.deleteProperty(window, 'WebSocket');
  });
  const title = 'ਕਲਾਕਾਰ - ਪੁਰਾਣਾ ਰਾਹ';
  await icecast.setTitle('/fm.mp3', title);
  const polled = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/now-playing/fm');
  await openLive(page, rigOf(), '/', 'pa');
  await press(page, 'fm', 'pa');
  await polled;
  await expect(page.locator('.radio-bar__track')).toHaveText(`ਹੁਣ ਚੱਲ ਰਿਹਾ ਹੈ: ${title}`, { timeout: 30_000 });
  await page.locator('.radio-bar').screenshot({ path: info.outputPath('radio-bar-polled-pa-375.png') });
});
