/**
 * The first screen's largest picture (issue 14: "LCP image: not lazy, fetchpriority=high"): on
 * every page type that leads with a picture, the head preloads exactly the pictures the body marks
 * `fetchpriority="high"`, before the module preloads, and none of them is lazy.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helpers';

const html = async (path: string) => (await call(path)).text();

/** The first site link on a page whose address matches `pattern`. */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const found = (await html(path)).match(pattern)?.[0];
  if (!found) throw new Error(`no link like ${pattern} on ${path}`);
  return found;
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

function leadPictures(page: string) {
  const headEnd = page.indexOf('</head>');
  const head = page.slice(0, headEnd);
  const body = page.slice(headEnd);
  const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  const high = [...body.matchAll(/<img\s[^>]*>/g)].map((m) => m[0]).filter((t) => /fetchpriority="high"/i.test(t));
  return {
    preloaded: preloads.filter((t) => attr(t, 'fetchpriority') === 'high').map((t) => attr(t, 'href')),
    high: [...new Set(high.map((t) => attr(t, 'src')))],
    lazyHigh: high.filter((t) => attr(t, 'loading') === 'lazy'),
    // No module in the head: they start after the first paint (public/paint-boot.js).
    beforeScripts: !head.includes('rel="modulepreload"') && body.includes('src="/paint-boot.js"'),
  };
}

// Ten pages rendered cold each, on a machine shared with other runs.
describe('the lead picture of each page type', () => {
  it.each(['', '/pa'])(
    'is preloaded by the head, high and eager (%s)',
    async (prefix) => {
      const article = await firstLink(`${prefix}/news`, new RegExp(`${prefix}/news/post/[\\w-]+`));
      const show = await firstLink(`${prefix}/shows`, new RegExp(`${prefix}/shows/view/[\\w-]+/1`));
      const episode = await firstLink(show, /(\/pa)?\/shows\/view\/[\w-]+\/episode\/\d+/);
      const paths = ['/', '/news', '/news/bc', '/events', '/featured'].map((p) =>
        p === '/' && prefix ? prefix : prefix + p,
      );
      for (const path of [...paths, article, show, episode]) {
        const found = leadPictures(await html(path));
        expect(found.high.length, path).toBeGreaterThan(0);
        expect(found.preloaded.sort(), path).toEqual(found.high.sort());
        expect(found.lazyHigh, path).toEqual([]);
        expect(found.beforeScripts, path).toBe(true);
      }
    },
    30_000,
  );

  it('is not written on a page without one (search)', async () => {
    const found = leadPictures(await html('/search/kabaddi'));
    expect(found.preloaded).toEqual([]);
  });
});
