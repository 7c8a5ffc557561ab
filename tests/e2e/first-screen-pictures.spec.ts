/**
 * Pictures load for a phone's first screen, and no further (issue 29; `ImageLoad` in
 * client/components/cards/CardImage.tsx). A picture a phone does not show until it scrolls a
 * screen or more must not load eagerly: the phone would fetch it during the load beside the lead
 * picture, and decode it on the main thread (the demo's SVGs: 6-30 ms apiece on this machine,
 * four times that under Lighthouse's mobile throttle), for the sake of a desktop first screen it
 * sits on. A picture the phone does show must not be lazy: a lazy one waits for the first layout
 * before it is even requested. Each page type in both languages, at Lighthouse's phone size.
 * And no page asks for a generated SVG picture: each shows the WebP the build publishes beside it
 * (shared/format/page-image.ts), decoded off the main thread.
 */
import { samplePages } from '../lib/sample-pages';
import { expect, test } from './fixtures';

const PHONE = { width: 412, height: 823 };
/** Phones differ in height (667-932 px): an eager picture may start up to a quarter screen lower. */
const EAGER_REACH = PHONE.height * 1.25;
/**
 * A lazy picture may show its edge at the foot of the first screen (up to a tenth of it): an
 * article body's picture sits wherever the words before it end, so its place moves with the text.
 */
const SLIVER = PHONE.height / 10;

test.use({ viewport: PHONE });

interface Shown {
  src: string;
  top: number;
  left: number;
  lazy: boolean;
}

for (const lang of ['en', 'pa'] as const)
  test(`${lang}: eager pictures are a phone's first screen, lazy ones are not on it`, async ({ page }) => {
    test.setTimeout(180_000);
    const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:8799';
    await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
    const wrong: string[] = [];
    for (const { name, path } of samplePages(lang)) {
      await page.goto(path, { waitUntil: 'load' });
      const pictures: Shown[] = await page.evaluate(() =>
        [...document.images].flatMap((img) => {
          const box = img.getBoundingClientRect();
          // Not laid out (a closed panel, a hidden day): it loads with whatever shows it.
          if (box.width === 0 || box.height === 0) return [];
          return [
            {
              src: img.getAttribute('src') ?? '',
              top: box.top + scrollY,
              left: box.left,
              lazy: img.loading === 'lazy',
            },
          ];
        }),
      );
      for (const p of pictures) {
        if (!p.lazy && p.top > EAGER_REACH)
          wrong.push(`${name} (${path}): ${p.src} loads eagerly ${Math.round(p.top)} px down a phone's page`);
        const onFirstScreen = p.top < PHONE.height - SLIVER && p.left < PHONE.width - SLIVER;
        if (p.lazy && onFirstScreen)
          wrong.push(`${name} (${path}): ${p.src} is lazy on a phone's first screen (${Math.round(p.top)} px down)`);
      }
    }
    expect(wrong).toEqual([]);
  });

test('pictures are the published WebPs: no page type asks for a generated SVG, and each picture shows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const svgs: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (req.resourceType() === 'image' && /^\/media\/images\/.*\.svg$/.test(path)) svgs.push(path);
  });
  const wrong: string[] = [];
  for (const { name, path } of samplePages('en')) {
    await page.goto(path, { waitUntil: 'load' });
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.loading !== 'lazy' && img.currentSrc.includes('/media/images/'))
        .filter((img) => !img.complete || img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    );
    for (const src of broken) wrong.push(`${name} (${path}): ${src} did not show`);
  }
  expect(wrong).toEqual([]);
  expect([...new Set(svgs)]).toEqual([]);
});
