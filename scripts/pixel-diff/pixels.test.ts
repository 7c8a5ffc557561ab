import { describe, expect, it } from 'vitest';
import { differingPixels, type RawImage, summaryTable } from './pixels';

const image = (width: number, height: number, fill = 0): RawImage => ({
  width,
  height,
  data: new Uint8Array(width * height * 4).fill(fill),
});

describe('differingPixels', () => {
  it('is 0 for two equal images', () => {
    expect(differingPixels(image(3, 2, 7), image(3, 2, 7))).toBe(0);
  });

  it('counts a pixel once, whichever of its channels differ', () => {
    const b = image(3, 2);
    b.data.set([1, 1, 1, 1], 0); // every channel of the first pixel
    b.data[4 * 4 + 3] = 9; // only the alpha of the fifth
    expect(differingPixels(image(3, 2), b)).toBe(2);
  });

  it('counts every pixel of the larger image when the sizes differ', () => {
    expect(differingPixels(image(3, 2), image(3, 3))).toBe(9);
  });
});

describe('summaryTable', () => {
  it('splits the file name into route, page, width and language, and says what is missing', () => {
    const table = summaryTable([
      { file: 'news--news-bc-2--375--pa.png', pixels: 0 },
      { file: 'home--root--1280--en.png', pixels: 12, sizes: '1280×900 vs 1280×901' },
      { file: 'host--hosts-view-x--375--en.png', pixels: null },
    ]);
    expect(table.split('\n').slice(2)).toEqual([
      '| news | news-bc-2 | 375 | pa | 0 |',
      '| home | root | 1280 | en | 12 (1280×900 vs 1280×901) |',
      '| host | hosts-view-x | 375 | en | missing |',
    ]);
  });
});
