import { Resvg } from '@resvg/resvg-wasm';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCard, renderLogo } from './card';
import { cardFonts } from './fonts';

afterEach(() => vi.restoreAllMocks());

/** The prototype of resvg's rendered images (its class is not exported), from a 1×1 render. */
function renderedImagePrototype(): { free(): void } {
  const resvg = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  const image = resvg.render();
  const prototype = Object.getPrototypeOf(image) as { free(): void };
  image.free();
  resvg.free();
  return prototype;
}

describe('card rendering', () => {
  it('frees the rendered pixmap of every card and logo in wasm memory once its PNG is copied out', async () => {
    const fonts = await cardFonts((env as unknown as { ASSETS: Fetcher }).ASSETS);
    // The first card sets resvg's wasm up.
    await renderCard(fonts, 'Radio 91.5', 'Radio 91.5');
    const free = vi.spyOn(renderedImagePrototype(), 'free');
    const png = await renderCard(fonts, 'ਕਿਸਾਨਾਂ ਦੀ ਮੰਡੀ', 'Radio 91.5');
    expect(free).toHaveBeenCalledTimes(1);
    // The PNG signature: the bytes are a copy that outlives the freed image.
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await renderLogo(fonts, 112, '91.5');
    expect(free).toHaveBeenCalledTimes(2);
  }, 30_000);
});
