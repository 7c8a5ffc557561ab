import { describe, expect, it } from 'vitest';
import { cardUrl, isRasterImage, pagePathOf } from './card-url';

describe('card URLs', () => {
  it('name the page path and language, the home page as index, with a title version', () => {
    expect(cardUrl('/', 'pa', 'a')).toMatch(/^\/share\/card\/pa\/index\.png\?v=\w+$/);
    expect(cardUrl('/news/post/x', 'en', 'a')).toMatch(/^\/share\/card\/en\/news\/post\/x\.png\?v=\w+$/);
    expect(cardUrl('/x', 'en', 'a')).not.toBe(cardUrl('/x', 'en', 'b'));
  });

  it('map back to the page path', () => {
    expect(pagePathOf('index')).toBe('/');
    expect(pagePathOf('news/post/x')).toBe('/news/post/x');
  });

  it('tell the images share bots show', () => {
    expect(isRasterImage('/a/b.PNG')).toBe(true);
    expect(isRasterImage('https://cdn/x.jpeg?w=1')).toBe(true);
    expect(isRasterImage('/media/images/x.svg')).toBe(false);
    expect(isRasterImage('/x.webp')).toBe(false);
  });
});
