/**
 * Issue 14: the Gurmukhi web fonts were served under fixed names (/fonts/…) and cached a month.
 * They are now built files: the page's stylesheet and the `Link` preload name the same hashed URL
 * (a preload naming another would fetch the font twice), served for a year, immutable.
 */
import { describe, expect, it } from 'vitest';
import headersFile from '../../public/_headers?raw';
import { call, testEnv } from './helpers';

const asset = (path: string) => testEnv.ASSETS.fetch(new Request(`https://localhost${path}`));

/** The preloaded URLs of a `Link` header, each with its attributes. */
function preloads(link: string): Map<string, string> {
  return new Map(link.split(', ').map((part) => [part.slice(1, part.indexOf('>')), part.slice(part.indexOf('>') + 1)]));
}

/** The `src` URL of each weight of 'Noto Sans Gurmukhi' in a built stylesheet. */
function fontFaces(css: string): Map<number, string> {
  const faces = new Map<number, string>();
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    if (!/font-family:\s*['"]?Noto Sans Gurmukhi['"]?\s*;/.test(body ?? '')) continue;
    const weight = Number(body?.match(/font-weight:\s*(\d+)/)?.[1]);
    const url = body?.match(/src:\s*url\(['"]?([^'")]+)['"]?\)/)?.[1];
    if (url) faces.set(weight, url);
  }
  return faces;
}

/** A page's `Link` header and the @font-face URLs of the stylesheet its head links. */
async function pageFonts(path: string): Promise<{ link: Map<string, string>; faces: Map<number, string> }> {
  const res = await call(path);
  expect(res.status).toBe(200);
  const link = preloads(res.headers.get('link') ?? '');
  const sheet = (await res.text()).match(/<link rel="stylesheet" href="([^"]+)">/)?.[1];
  expect(sheet).toMatch(/^\/build\/assets\/.+\.css$/);
  const css = await asset(sheet ?? '');
  expect(css.status).toBe(200);
  return { link, faces: fontFaces(await css.text()) };
}

describe('issue 14: the Gurmukhi web fonts', () => {
  it('preloads on a Punjabi page the URLs its stylesheet’s @font-face rules name, in CORS mode', async () => {
    const { link, faces } = await pageFonts('/pa');
    expect([...faces.keys()].sort()).toEqual([400, 700]);
    expect([...link.keys()]).toEqual([faces.get(400), faces.get(700)]);
    for (const attrs of link.values()) expect(attrs).toBe('; rel=preload; as=font; type="font/woff2"; crossorigin');
  });

  it('preloads on an English page the bold face its stylesheet names (the language toggle)', async () => {
    const { link, faces } = await pageFonts('/shows');
    expect([...link.keys()]).toEqual([faces.get(700)]);
  });

  it('serves each face as a hashed build file: font/woff2, cached a year, immutable', async () => {
    const { faces } = await pageFonts('/pa');
    for (const url of faces.values()) {
      expect(url).toMatch(/^\/build\/assets\/noto-sans-gurmukhi-gurmukhi-[47]00-normal-[\w-]+\.woff2$/);
      const res = await asset(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('font/woff2');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
  });

  it('no longer serves the unhashed copies', async () => {
    expect((await asset('/fonts/noto-sans-gurmukhi-400.woff2')).status).toBe(404);
    expect(headersFile).not.toMatch(/^\/fonts\/\*$/m);
  });
});
