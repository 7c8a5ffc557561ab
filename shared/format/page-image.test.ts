import { describe, expect, it } from 'vitest';
import { pageImage } from './page-image';

describe('pageImage', () => {
  it('shows a generated picture as the WebP the build publishes beside it', () => {
    expect(pageImage('/media/images/bc/fraser-valley-rain-clouds.svg')).toBe(
      '/media/images/bc/fraser-valley-rain-clouds.webp',
    );
    expect(pageImage('/media/images/hosts/Harjit_2.svg')).toBe('/media/images/hosts/Harjit_2.webp');
  });

  it('leaves every other address as it is', () => {
    for (const src of [
      'https://cms.example/media/images/bc/a.svg',
      '/media/images/bc/a.jpg',
      '/images/default.svg',
      '/media/images/bc/sub/a.svg',
      '/media/images/bc/a.svg?v=2',
      '/media/images/../a.svg',
      '',
    ])
      expect(pageImage(src)).toBe(src);
  });
});
