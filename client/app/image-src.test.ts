import { describe, expect, it } from 'vitest';
import { imageSrc } from './context';

describe('imageSrc', () => {
  const held = { on: true, images: false };
  it('holds a picture below the first screen while the data saver holds pictures', () => {
    const src = imageSrc(held, '/media/a.jpg', 640, 360);
    expect(src).toBe(
      'data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%27640%27%20height=%27360%27/%3E',
    );
    // No quote for React to escape: the server's bytes are the browser's at hydration.
    expect(src).not.toMatch(/['"<>&]/);
  });
  it('loads the first screen, and every picture once asked for or without the data saver', () => {
    expect(imageSrc(held, '/media/a.jpg', 640, 360, false)).toBe('/media/a.jpg');
    expect(imageSrc({ on: true, images: true }, '/media/a.jpg', 640, 360)).toBe('/media/a.jpg');
    expect(imageSrc({ on: false, images: true }, '/media/a.jpg', 640, 360)).toBe('/media/a.jpg');
  });
});
