import { describe, expect, it } from 'vitest';
import { cardUrl, pagePathOf } from './card-url';

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
});
