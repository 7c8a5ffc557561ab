/**
 * What the live radio specs share (live-stream.spec.ts: streams through the site's route;
 * live-stream-direct.spec.ts: an https stream played straight from the station, and the worker
 * ending a stream): a real Icecast (scripts/lib/icecast.ts) and a worker of their own configured
 * to play it (wrangler dev on a copy of the suite's seeded state, restartable on the same port as
 * a deploy would), and the ways to watch the bar's <audio>.
 */
import { cpSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ensureStreamingServer, freePort, type Icecast, startIcecast } from '../../scripts/lib/icecast';
import { type RunningWorker, startWorker } from '../../scripts/lib/server';
import { streamingGate } from '../../scripts/lib/streaming-gate';
import { expect, test } from './fixtures';

interface HowlLike {
  _src: string;
  playing(): boolean;
  _sounds: { _node: HTMLAudioElement }[];
}
export type Win = Window & { Howler?: { _howls: HowlLike[] }; liveNode?: HTMLAudioElement | null; liveTime?: number };

export interface LiveRig {
  icecast: Icecast;
  worker: RunningWorker;
  /** Stops the worker (open streams end, as a deploy or runtime update ends them) and starts it again on the same port. */
  restartWorker(): Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

/** True while something accepts connections at `base`. */
const answers = (base: string) =>
  fetch(`${base}/robots.txt`).then(
    async (res) => {
      await res.body?.cancel();
      return true;
    },
    () => false,
  );

/**
 * Starts Icecast and a worker whose vars `configure` gives (from the running Icecast); skips the
 * spec (or fails it in CI) when there is no streaming server. Call from `beforeAll`.
 */
export async function startLiveRig(
  name: string,
  configure: (icecast: Icecast) => Promise<Record<string, string>> | Record<string, string>,
): Promise<LiveRig> {
  const gate = streamingGate(ensureStreamingServer(), Boolean(process.env.CI));
  if (!gate.run) {
    if (gate.fail) throw new Error(gate.reason);
    console.log(gate.reason);
    test.skip(true, gate.reason);
  }
  const icecast = await startIcecast();
  const seeded = process.env.E2E_STATE ?? '.wrangler/e2e-state';
  const state = `${seeded}-${name}`;
  rmSync(state, { recursive: true, force: true });
  cpSync(seeded, state, { recursive: true });
  const port = await freePort();
  const vars = await configure(icecast);
  const rig: LiveRig = {
    icecast,
    worker: await startWorker(port, state, '/robots.txt', vars),
    async restartWorker() {
      const stopped = Date.now();
      rig.worker.stop();
      // The old one must be gone first, or the new one's probe would be answered by it.
      while (await answers(rig.worker.base)) await new Promise((r) => setTimeout(r, 100));
      rig.worker = await startWorker(port, state, '/robots.txt', vars);
      return { downMs: Date.now() - stopped };
    },
    async stop() {
      rig.worker.stop();
      icecast.stop();
      // wrangler lets go of its files a moment after the signal.
      await new Promise((r) => setTimeout(r, 1000));
      rmSync(state, { recursive: true, force: true });
    },
  };
  return rig;
}

/** Opens a page of the rig's worker in a language, as a subscribed visitor. */
export async function openLive(page: Page, rig: LiveRig | undefined, path: string, lang: 'en' | 'pa' = 'en') {
  const base = rig?.worker.base ?? '';
  await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
  // A subscribed visitor: the newsletter popup (ten seconds in) would cover the bar during the long tests.
  await page.addInitScript(() => localStorage.setItem('showSubscribePopup', '{"subscribed":true,"timesToShow":0}'));
  return page.goto(base + path, { waitUntil: 'networkidle' });
}

export const radio = (page: Page, lang: 'en' | 'pa' = 'en') =>
  page.getByRole('region', { name: lang === 'en' ? 'Live radio' : 'ਲਾਈਵ ਰੇਡੀਓ' });

export const streamLabel = (stream: 'fm' | 'hd2') => (stream === 'fm' ? /91\.5 FM/ : /91\.5 HD2/);

/** Presses a stream's button and waits until it is pressed. */
export async function press(page: Page, stream: 'fm' | 'hd2', lang: 'en' | 'pa' = 'en') {
  const button = radio(page, lang).getByRole('button', { name: streamLabel(stream) });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Until a howl whose source contains `src` plays with its time past 0.5 s. */
export function waitPlaying(page: Page, src: string, timeout = 30_000) {
  return page.waitForFunction(
    (part) => {
      const h = (window as Win).Howler?._howls.find((x) => x._src.includes(part) && x.playing());
      const n = h?._sounds[0]?._node;
      return Boolean(n && !n.paused && n.currentTime > 0.5);
    },
    src,
    { timeout, polling: 100 },
  );
}

/** Waits until the playing stream's audio has moved `seconds` on from now, within `withinMs`. */
export async function plays(page: Page, seconds: number, withinMs = 10_000) {
  const time = () =>
    page.evaluate(() => {
      const h = (window as Win).Howler?._howls.find((x) => x.playing());
      return h?._sounds[0]?._node.currentTime ?? 0;
    });
  const before = await time();
  await expect
    .poll(async () => (await time()) - before, { message: `the live audio moves ${seconds} s`, timeout: withinMs })
    .toBeGreaterThan(seconds);
}

/** A drop-out logs what the browser and the player saw; those lines (and `more`) are expected, nothing else. */
export function allowDropOutLogs(problems: string[], more: RegExp[] = []) {
  const expected = [/status of 502/, /radio: the 91\.5 (FM|HD2) stream .*reconnecting/, ...more];
  const rest = problems.filter((p) => !expected.some((re) => re.test(p)));
  problems.splice(0, problems.length, ...rest);
}

/**
 * A rig with both mounts as the worker's two streams (plain http, played through the site's
 * route), started before the spec's tests and stopped after them; the returned function gives it.
 */
export function stationRig(name: string): () => LiveRig {
  let rig: LiveRig | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rig = await startLiveRig(name, (icecast) => ({
      STREAM_FM_URL: `${icecast.base}/fm.mp3`,
      STREAM_HD2_URL: `${icecast.base}/hd2.aac`,
    }));
  });
  test.afterAll(async () => {
    await rig?.stop();
  });
  return () => rig as LiveRig;
}
