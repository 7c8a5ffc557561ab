/**
 * Issue 28, the partners' player: a page on another origin (a tiny server on its own port, as a
 * partner's site) pastes the /embed.js snippet; the iframe it writes loads from the worker's
 * origin, its play button plays the live stream (the worker's demo stream, as the suite runs
 * without STREAM_*_URL), pause stops it, the title is in a live region, and axe finds nothing
 * inside the frame. Screenshots at 320 px in both languages go to test-results/.
 */
import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { embedFrameTitle, embedProblem } from '../../worker/embed/view';
import { expect, test } from './fixtures';

/** The partner site's port (the worker's is E2E_PORT). */
const PARTNER_PORT = Number(process.env.EMBED_PARTNER_PORT ?? 8943);
const PARTNER = `http://localhost:${PARTNER_PORT}`;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A partner's page: its own heading and text, then the snippet exactly as README gives it. */
const partnerPage = (site: string, lang: string, stream: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">' +
  '<style>body{font-family:sans-serif;margin:0;padding:8px}</style></head>' +
  `<body><main><h1>Gurdwara news</h1><p>Listen to the radio:</p>` +
  `<script src="${site}/embed.js" data-stream="${stream}" data-lang="${lang}" async></script>` +
  '<p>After the player.</p></main></body></html>';

let partner: Server;
let site: string;

test.beforeAll(async () => {
  site = test.info().project.use.baseURL ?? 'http://127.0.0.1:8799';
  partner = createServer((req, res) => {
    const url = new URL(req.url ?? '/', PARTNER);
    if (url.pathname !== '/') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(partnerPage(site, url.searchParams.get('lang') ?? 'en', url.searchParams.get('stream') ?? 'fm'));
  });
  await new Promise<void>((resolve) => partner.listen(PARTNER_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

/** Drops the console lines matching `pattern` as they come (the fixture fails on any left). */
function forgive(page: Page, problems: string[], pattern: RegExp) {
  page.on('console', () => {
    for (let i = problems.length - 1; i >= 0; i--) if (pattern.test(problems[i] ?? '')) problems.splice(i, 1);
  });
}

/**
 * The now-playing socket is np28's part of issue 28: until it is merged there is no socket, and
 * Chromium logs the failed upgrade (the player then polls, as designed). Forgiven only then; the
 * probe runs in a page of its own, so its own failure is not this test's.
 */
async function forgiveMissingSocket(page: Page, problems: string[], stream: string) {
  const probe = await page.context().newPage();
  const url = `${site.replace(/^http/, 'ws')}/api/now-playing/${stream}/socket`;
  const opens = await probe.evaluate(
    (u) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(u);
        socket.onopen = () => {
          socket.close();
          resolve(true);
        };
        socket.onerror = () => resolve(false);
      }),
    url,
  );
  await probe.close();
  if (!opens)
    forgive(page, problems, /WebSocket connection to 'ws:\/\/[^']+\/api\/now-playing\/(fm|hd2)\/socket' failed/);
}

/** Opens the partner's page at 320 px (a phone's narrow column) with the snippet for `lang` and `stream`. */
async function openPartner(page: Page, lang: 'en' | 'pa', stream: 'fm' | 'hd2'): Promise<FrameLocator> {
  await page.setViewportSize({ width: 336, height: 320 });
  await page.goto(`${PARTNER}/?lang=${lang}&stream=${stream}`);
  const title = embedFrameTitle(lang);
  const iframe = page.locator(`iframe[title="${title}"]`);
  await expect(iframe).toHaveAttribute('src', `${site}/embed/radio?stream=${stream}&lang=${lang}`);
  await expect(iframe).toHaveAttribute('width', '320');
  await expect(iframe).toHaveAttribute('loading', 'lazy');
  // Written where the tag is: between the two paragraphs around the snippet.
  expect(await page.evaluate(() => document.querySelector('iframe')?.previousElementSibling?.tagName)).toBe('SCRIPT');
  return page.frameLocator('iframe');
}

for (const [lang, stream, label] of [
  ['en', 'fm', '91.5 FM'],
  ['pa', 'hd2', '91.5 HD2'],
] as const) {
  test(`plays from another origin, in ${lang} on ${stream}`, async ({ page, problems }) => {
    await forgiveMissingSocket(page, problems, stream);
    const frame = await openPartner(page, lang, stream);
    await expect(frame.locator('html')).toHaveAttribute('lang', lang === 'pa' ? 'pa' : 'en-CA');
    await expect(frame.getByText(t(lang, 'brand.name'))).toBeVisible();
    await expect(frame.getByText(label)).toBeVisible();
    await expect(frame.locator('[aria-live="polite"] .title')).not.toBeEmpty();
    await page.screenshot({ path: `test-results/embed-${lang}-320.png` });

    const play = frame.getByRole('button', { name: t(lang, 'embed.play', { stream: label }) });
    await play.focus();
    await page.keyboard.press('Enter');
    const audio = frame.locator('audio');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0.5), { timeout: 15_000 })
      .toBe(true);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentSrc)).toBe(`${site}/media/live/${stream}`);
    const pause = frame.getByRole('button', { name: t(lang, 'shows.pauseLive') });
    await expect(pause).toBeFocused();
    await page.screenshot({ path: `test-results/embed-${lang}-320-playing.png` });

    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await pause.click();
    await expect(frame.getByRole('button', { name: t(lang, 'embed.play', { stream: label }) })).toBeVisible();
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused && !a.getAttribute('src'))).toBe(true);
  });
}

test('a wrong data-stream shows the player’s message in the frame', async ({ page, problems }) => {
  // Chromium notes the frame's 400.
  forgive(page, problems, /status of 400/);
  await page.goto(`${PARTNER}/?lang=en&stream=am`);
  await expect(page.frameLocator('iframe').getByText(embedProblem('en', 'stream', 'am'))).toBeVisible();
});
