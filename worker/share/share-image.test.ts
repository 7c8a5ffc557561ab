import { describe, expect, it } from 'vitest';
import { isRasterImage, shareImageOf, shareImagePath } from './share-image';

describe('shareImageOf', () => {
  it('shares a generated demo SVG as its 1200×630 JPEG', () => {
    expect(shareImageOf('/media/images/bc/truck-parking.svg')).toEqual({
      url: '/media/share/bc/truck-parking.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
  });

  it('shares a CMS photo as it is, without claiming a size', () => {
    expect(shareImageOf('https://cms.example/uploads/a.JPG?w=1')).toEqual({
      url: 'https://cms.example/uploads/a.JPG?w=1',
    });
    expect(shareImageOf('/uploads/b.png')).toEqual({ url: '/uploads/b.png' });
  });

  it('leaves other SVGs, WebP and no image to the generated card', () => {
    expect(shareImageOf('https://cms.example/media/images/bc/x.svg')).toBeNull();
    expect(shareImageOf('/images/default.svg')).toBeNull();
    expect(shareImageOf('/x.webp')).toBeNull();
    expect(shareImageOf(undefined)).toBeNull();
  });
});

describe('isRasterImage', () => {
  it.each(['/a/b.PNG', 'https://cdn/x.jpeg?w=1'])('knows %s, a PNG or JPEG', (src) =>
    expect(isRasterImage(src)).toBe(true),
  );
  it.each(['/media/images/x.svg', '/x.webp'])('refuses %s: PNG and JPEG only', (src) =>
    expect(isRasterImage(src)).toBe(false),
  );
});

describe('shareImagePath', () => {
  it('refuses anything but a generated image', () => {
    expect(() => shareImagePath('/images/default.svg')).toThrow();
  });
});
