/**
 * A show's page and an episode's page, in both languages. The demo items are found through the
 * contract from the page's own origin, never by their text or length, so the tests hold while
 * the demo content changes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, quietVideoHost, test } from './fixtures';
import { localizedPath } from '../../shared/routing/lang-path';

type Win = Window & { Howler?: { _howls: { _src: string; playing(): boolean }[] } };

interface ApiEpisode {
  id: number;
  showId: number;
  title: string;
  titlePa?: string;
  youtubeLink?: string;
  soundLink?: string;
}
interface ApiShow {
  slug: string;
  title: string;
  titlePa?: string;
  hosts: { slug: string }[];
}
interface ApiShowPage {
  data: ApiShow;
  episodes: ApiEpisode[];
  count: number;
}

const LANGS = [
  {
    lang: 'en',
    highlights: 'Show Highlights',
    about: 'About this show',
    availableOn: 'Available on',
    backToShows: 'Back to shows',
    hostedBy: 'Hosted by',
    airedOn: 'Aired on',
    next: 'Next Episode',
    shareOn: 'Share on',
    playAudio: 'Play',
    playing: 'PLAYING',
    playVideo: /^Play video: /,
    page2: 'Page 2',
  },
  {
    lang: 'pa',
    highlights: 'ਸ਼ੋਅ ਦੀਆਂ ਝਲਕੀਆਂ',
    about: 'ਇਸ ਸ਼ੋਅ ਬਾਰੇ',
    availableOn: 'ਇੱਥੇ ਵੀ ਉਪਲਬਧ',
    backToShows: 'ਸ਼ੋਆਂ ’ਤੇ ਵਾਪਸ ਜਾਓ',
    hostedBy: 'ਹੋਸਟ',
    airedOn: 'ਇਸ ਸ਼ੋਅ ’ਤੇ ਪ੍ਰਸਾਰਿਤ',
    next: 'ਅਗਲਾ ਐਪੀਸੋਡ',
    shareOn: 'ਸਾਂਝਾ ਕਰੋ',
    playAudio: 'ਚਲਾਓ',
    playing: 'ਚੱਲ ਰਿਹਾ ਹੈ',
    playVideo: /^ਵੀਡੀਓ ਚਲਾਓ: /,
    page2: 'ਪੰਨਾ 2',
  },
] as const;

const pick = (lang: 'en' | 'pa', en: string, pa?: string) => (lang === 'pa' && pa ? pa : en);

async function showPage(request: APIRequestContext, slug: string, page = 1): Promise<ApiShowPage> {
  return (await request.get(`/api/shows/${slug}?page=${page}`)).json();
}

/** A show with more than one page of episodes and at least one host with a page. */
async function pagedShow(request: APIRequestContext): Promise<ApiShowPage> {
  const { data } = (await (await request.get('/api/shows')).json()) as { data: ApiShow[] };
  for (const s of data) {
    const p = await showPage(request, s.slug);
    if (p.count > 1 && p.data.hosts.some((h) => h.slug)) return p;
  }
  throw new Error('no demo show with two pages of episodes');
}

/** The first episode, among the first page of each show, that matches. */
async function findEpisode(request: APIRequestContext, wanted: (e: ApiEpisode) => boolean): Promise<ApiEpisode> {
  const { data } = (await (await request.get('/api/shows')).json()) as { data: ApiShow[] };
  for (const s of data) {
    const found = (await showPage(request, s.slug)).episodes.find(wanted);
    if (found) return found;
  }
  throw new Error('no demo episode of that kind');
}

const hrefs = (page: Page) =>
  page
    .locator('.show-page__episodes .episode-card__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

for (const l of LANGS) {
  test.describe(`show and episode pages (${l.lang})`, () => {
    test('a show page paginates its episodes and links its hosts', async ({ page, request }) => {
      const show = await pagedShow(request);
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, `/shows/view/${show.data.slug}/1`, l.lang);
      const title = pick(l.lang, show.data.title, show.data.titlePa);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.getByRole('link', { name: l.backToShows })).toHaveAttribute(
        'href',
        localizedPath('/shows', l.lang),
      );
      await expect(page.getByRole('heading', { level: 2, name: l.highlights })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: l.shareOn })).toBeVisible();
      const first = await hrefs(page);
      expect(first.length).toBe(show.episodes.length);
      expect(first[0]).toBe(
        localizedPath(`/shows/view/${show.episodes[0]?.showId}/episode/${show.episodes[0]?.id}`, l.lang),
      );
      // Wide screens: the side column is open, its headings do not close it.
      const about = page.locator('.show-about');
      await expect(about.locator('dl')).toBeVisible();
      await about.locator('summary').click();
      await expect(about.locator('dl')).toBeVisible();

      await page.locator('.show-page__episodes .pagination').getByRole('link', { name: l.page2 }).click();
      await expect(page).toHaveURL(new RegExp(`/shows/view/${show.data.slug}/2$`));
      await expect.poll(() => hrefs(page)).not.toEqual(first);
      expect((await hrefs(page)).length).toBeGreaterThan(0);

      const host = about.locator(`a[href^="${localizedPath('/hosts/view/', l.lang)}"]`).first();
      const hostHref = await host.getAttribute('href');
      await host.click();
      await expect(page).toHaveURL(new RegExp(`${hostHref}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('on a phone, About this show and Available on are accordions, by click and keyboard', async ({
      page,
      request,
    }) => {
      const show = await pagedShow(request);
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, `/shows/view/${show.data.slug}/1`, l.lang);
      for (const [name, block] of [
        [l.about, '.show-about'],
        [l.availableOn, '.show-platforms'],
      ] as const) {
        const details = page.locator(block);
        const summary = details.locator('summary');
        await expect(summary).toContainText(name);
        const content = details.locator('.show-aside__content');
        await expect(content).toBeHidden();
        await summary.click();
        await expect(content).toBeVisible();
        await summary.click();
        await expect(content).toBeHidden();
        await summary.focus();
        await page.keyboard.press('Enter');
        await expect(content).toBeVisible();
        await page.keyboard.press('Space');
        await expect(content).toBeHidden();
      }
      const platforms = page.locator('.show-platforms');
      await platforms.locator('summary').click();
      for (const link of await platforms.getByRole('link').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAccessibleName(/.+\(/);
      }
      const email = page.locator('.show-about a[href^="mailto:"]');
      await page.locator('.show-about summary').click();
      await expect(email).toBeVisible();
    });

    test('an episode with a video shows its thumbnail and opens the player', async ({ page, request }) => {
      await quietVideoHost(page);
      const episode = await findEpisode(request, (e) => Boolean(e.youtubeLink));
      await open(page, `/shows/view/${episode.showId}/episode/${episode.id}`, l.lang);
      await expect(
        page.getByRole('heading', { level: 1, name: pick(l.lang, episode.title, episode.titlePa) }),
      ).toBeVisible();
      const poster = page.getByRole('button', { name: l.playVideo });
      await expect(poster.locator('img')).toBeVisible();
      const box = await poster.boundingBox();
      expect(Math.round(((box?.width ?? 0) * 9) / 16)).toBeCloseTo(Math.round(box?.height ?? 0), -1);
      await poster.click();
      const videoId = new URL(episode.youtubeLink ?? '').searchParams.get('v');
      await expect(page.locator(`.episode-page__video iframe[src*="/embed/${videoId}"]`)).toBeAttached();
    });

    test("an episode's audio plays in the page and shows PLAYING", async ({ page, request }) => {
      const episode = await findEpisode(request, (e) => Boolean(e.soundLink));
      await open(page, `/shows/view/${episode.showId}/episode/${episode.id}`, l.lang);
      await page.locator('.episode-page__audio').getByRole('button', { name: l.playAudio, exact: true }).click();
      await expect(page.locator('.episode-page__audio .inline-audio--playing')).toContainText(l.playing);
      await page.waitForFunction(
        (src) => (window as Win).Howler?._howls.some((h) => h._src.includes(src) && h.playing()),
        episode.soundLink ?? '',
      );
    });

    test('episodes link to the next older one; the oldest has none; the show card links back', async ({
      page,
      request,
    }) => {
      const show = await pagedShow(request);
      const last = await showPage(request, show.data.slug, show.count);
      const oldest = last.episodes.at(-1);
      const newest = show.episodes[0];
      if (!oldest || !newest) throw new Error('no episodes');
      await page.setViewportSize({ width: 1280, height: 900 });

      await open(page, `/shows/view/${newest.showId}/episode/${newest.id}`, l.lang);
      await expect(page.getByRole('heading', { level: 2, name: l.next })).toBeVisible();
      await expect(page.locator('.episode-page__next .episode-card__link')).toHaveAttribute(
        'href',
        localizedPath(`/shows/view/${show.episodes[1]?.showId}/episode/${show.episodes[1]?.id}`, l.lang),
      );
      await expect(page.getByRole('heading', { level: 2, name: l.airedOn })).toBeVisible();
      await expect(page.locator('.episode-page__hosts')).toContainText(l.hostedBy);
      const back = page.locator('.back-link');
      await expect(back).toHaveAttribute('href', localizedPath(`/shows/view/${show.data.slug}/1`, l.lang));

      await open(page, `/shows/view/${oldest.showId}/episode/${oldest.id}`, l.lang);
      await expect(page.getByRole('heading', { level: 2, name: l.airedOn })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: l.next })).toHaveCount(0);

      await back.click();
      await expect(page).toHaveURL(new RegExp(`/shows/view/${show.data.slug}/1$`));
      await expect(
        page.getByRole('heading', { level: 1, name: pick(l.lang, show.data.title, show.data.titlePa) }),
      ).toBeVisible();
    });
  });
}

test('the episode page describes itself to bots: its own title and image, and JSON-LD in its series', async ({
  request,
}) => {
  const episode = await findEpisode(request, (e) => Boolean(e.soundLink));
  const html = await (await request.get(`/shows/view/${episode.showId}/episode/${episode.id}`)).text();
  const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'PodcastEpisode',
    name: episode.title,
    duration: expect.stringMatching(/^PT(\d+H)?(\d+M)?(\d+S)?$/),
    partOfSeries: { '@type': 'RadioSeries' },
  });
  // The episode's picture is an SVG, which share bots do not show: it shares the JPEG drawn from it at build time.
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/media\/share\/[a-z0-9-]+\/[\w-]+\.jpg"/);
});

test('starting an episode pauses the live radio', async ({ page, request }) => {
  const episode = await findEpisode(request, (e) => Boolean(e.soundLink));
  await open(page, `/shows/view/${episode.showId}/episode/${episode.id}`);
  const fm = page.getByRole('region', { name: 'Live radio' }).getByRole('button', { name: /91\.5 FM/ });
  await fm.click();
  await expect(fm).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.episode-page__audio').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.locator('.episode-page__audio .inline-audio--playing')).toBeVisible();
  await page.waitForFunction(
    () => !(window as Win).Howler?._howls.some((h) => h._src.includes('/media/live/') && h.playing()),
  );
});
