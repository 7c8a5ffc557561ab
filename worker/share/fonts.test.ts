import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cardFonts, pathData, shapeText } from './fonts';

describe('pathData', () => {
  it('scales font units (y up) to pixels (y down) at the origin, to a tenth of a pixel', () => {
    const d = pathData(
      [
        { type: 'M', x: 0, y: 0 },
        { type: 'L', x: 100, y: 700 },
        { type: 'Q', x1: 150, y1: 750, x: 200, y: 700 },
        { type: 'C', x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6 },
        { type: 'Z' },
      ],
      0.064,
      80,
      200,
    );
    expect(d).toBe('M80 200L86.4 155.2Q89.6 152 92.8 155.2C80.1 199.9 80.2 199.7 80.3 199.6Z');
  });
});

describe('shapeText', () => {
  it('draws each shaped glyph from its HarfBuzz outline, Gurmukhi and Latin from their own fonts', async () => {
    const fonts = await cardFonts((env as unknown as { ASSETS: Fetcher }).ASSETS);
    // Noto Sans Bold's "I" (with serifs): one closed contour of lines, upem 1000, advance 389.
    const i = shapeText(fonts, 'I', 100, 10, 100);
    expect(i.d).toBe(
      'M45.7 100L13.2 100L13.2 91.4L21.9 87.4L21.9 41.2L13.2 37.2L13.2 28.6L45.7 28.6L45.7 37.2L37 41.2L37 87.4L45.7 91.4L45.7 100Z',
    );
    expect(i.width).toBeCloseTo(38.9, 9);
    const latin = shapeText(fonts, 'Radio', 64);
    const gurmukhi = shapeText(fonts, 'ਰੇਡੀਓ', 64);
    expect(latin.width).toBeGreaterThan(100);
    expect(gurmukhi.d).toMatch(/^M[\d.-]+ [\d.-]+[LQCZ]/);
    // Measuring draws nothing.
    expect(shapeText(fonts, 'ਰੇਡੀਓ', 64, 0, 0, false)).toEqual({ d: '', width: gurmukhi.width });
  });
});
