/**
 * Where the browser plays each stream from, against the real Icecast: STREAM_FM_URL is https (a
 * TLS front on loopback with a self-signed certificate, scripts/lib/tls-front.ts, as stations put
 * one before Icecast), so the browser plays it straight from the station's server and the page's
 * CSP names exactly that origin; STREAM_HD2_URL is the plain-http Icecast, so it plays through the
 * site's /media/live/hd2. And a stream ended from the server side mid-play: the station's server
 * dropping a direct listener, and the worker itself stopped and started again (a deploy, or a
 * Workers runtime update, ends open requests the same way): the player must recover by itself.
 */
import type { Page } from '@playwright/test';
import { type TlsFront, startTlsFront } from '../../scripts/lib/tls-front';
import { expect, test } from './fixtures';
import {
  allowDropOutLogs,
  type LiveRig,
  openLive,
  plays,
  press,
  radio,
  startLiveRig,
  streamLabel,
  waitPlaying,
  type Win,
} from './live-radio';

let rig: LiveRig | undefined;
let front: TlsFront | undefined;

test.describe.configure({ mode: 'serial' });
// The front's certificate is self-signed: this browser context trusts it, as visitors trust a station's real one.
test.use({ ignoreHTTPSErrors: true });

const PURGE_TOKEN = 'e2e-purge-token-of-32-characters-or-more';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rig = await startLiveRig('direct', async (icecast) => {
    front = await startTlsFront(icecast.base);
    return { STREAM_FM_URL: `${front.base}/fm.mp3`, STREAM_HD2_URL: `${icecast.base}/hd2.aac`, PURGE_TOKEN };
  });
  // As README asks of an operator who changes a stream: the copied state holds settings and pages
  // cached under the suite's configuration (the demo streams), which name the old addresses.
  const purged = await fetch(`${rig.worker.base}/api/_cache/purge?prefix=/api/settings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PURGE_TOKEN}` },
  });
  expect(purged.status).toBe(200);
});

test.afterAll(async () => {
  front?.stop();
  await rig?.stop();
});

/** Records every text the bar's status takes from now on (some last only a second). */
async function recordStatuses(page: Page): Promise<() => Promise<string[]>> {
  await radio(page)
    .getByRole('status')
    .evaluate((el) => {
      const w = window as Win & { statuses?: string[] };
      w.statuses = [];
      new MutationObserver(() => w.statuses?.push(el.textContent ?? '')).observe(el, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  return () => page.evaluate(() => (window as Win & { statuses?: string[] }).statuses ?? []);
}

/** The source of the <audio> element of the playing stream. */
const playingSource = (page: Page) =>
  page.evaluate(() => (window as Win).Howler?._howls.find((x) => x.playing())?._sounds[0]?._node.src ?? null);

test('an https stream plays straight from the station, named exactly in the CSP; an http one through the site', async ({
  page,
}) => {
  const station = front as TlsFront;
  const viaSite: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/live/')) viaSite.push(new URL(r.url()).pathname);
  });
  const res = await openLive(page, rig, '/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`media-src 'self' data: ${station.base};`);
  // The plain-http Icecast itself is never a media source of the page.
  expect(csp).not.toContain(rig?.icecast.base ?? 'http://');

  await press(page, 'fm');
  await waitPlaying(page, `${station.base}/fm.mp3`);
  expect(await playingSource(page)).toBe(`${station.base}/fm.mp3`);
  expect(station.asked).toContain('/fm.mp3');
  expect(viaSite).toEqual([]);
  await plays(page, 1);

  const hd2 = page.waitForResponse((r) => new URL(r.url()).pathname === '/media/live/hd2');
  await press(page, 'hd2');
  await waitPlaying(page, '/media/live/hd2');
  expect((await hd2).headers()['content-type']).toBe('audio/aac');
  expect(await playingSource(page)).toBe(`${rig?.worker.base}/media/live/hd2`);
  await plays(page, 1);
});

test('the station’s server drops a direct listener mid-play: the audio goes on (Chromium asks again itself)', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  const station = front as TlsFront;
  await openLive(page, rig, '/events');
  await press(page, 'fm');
  await waitPlaying(page, `${station.base}/fm.mp3`);
  await plays(page, 0.8);
  const statuses = await recordStatuses(page);

  station.dropConnections();
  const dropped = Date.now();
  // Past any audio the element had buffered: it plays on only if it connected again. Measured:
  // Chromium's media loader asks the station again by itself (a second plain /fm.mp3) and the
  // player sees no drop-out; were it to give up, the player's own tries (`?t=`) would follow.
  await plays(page, 8, 60_000);
  const againMs = Date.now() - dropped;
  const tries = station.asked.filter((p) => p.startsWith('/fm.mp3'));
  test.info().annotations.push({ type: 'direct: 8 s of audio after the drop (ms)', description: String(againMs) });
  console.log(`live stream (direct): 8 s of audio ${againMs} ms after the drop; asked ${tries.join(', ')}`);
  console.log(`live stream (direct): statuses ${JSON.stringify(await statuses())}`);
  expect(tries.length).toBeGreaterThan(1);
  await expect(radio(page).getByRole('status')).toHaveText('');
  allowDropOutLogs(problems, [/net::ERR_/]);
});

test('the worker ends a proxied stream mid-play (a deploy, a runtime update): the player plays again by itself', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  await openLive(page, rig, '/about');
  await press(page, 'hd2');
  await waitPlaying(page, '/media/live/hd2');
  await plays(page, 0.8);
  const statuses = await recordStatuses(page);

  const { downMs } = await (rig as LiveRig).restartWorker();
  const back = Date.now();
  await expect.poll(statuses, { timeout: 30_000 }).toContain('Reconnecting…');
  // The player's tries back off (1, 2, 4, 8, 16, 30 s): the next one after the worker is back plays.
  await waitPlaying(page, '/media/live/hd2?t=', 120_000);
  const againMs = Date.now() - back;
  test
    .info()
    .annotations.push(
      { type: 'worker down (ms, stop to answering again)', description: String(downMs) },
      { type: 'proxied: audio again (ms after the worker was back)', description: String(againMs) },
    );
  console.log(`live stream (worker restarted): down ${downMs} ms; audio again ${againMs} ms after it was back`);
  await expect(radio(page).getByRole('status')).toHaveText('');
  await expect(radio(page).getByRole('button', { name: streamLabel('hd2') })).toHaveAttribute('aria-pressed', 'true');
  await plays(page, 1.5);
  // While the worker is away the tries (and any poll) cannot connect; the browser says so.
  allowDropOutLogs(problems, [/net::ERR_/, /Error fetching data/]);
});
