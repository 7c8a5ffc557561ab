import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './events-ld';

const ORIGIN = 'https://radio.example';

describe('absoluteUrl', () => {
  it('writes every path as the URL parser would', () => {
    const paths = [
      '/',
      '/events',
      '/events/',
      '/events#event-300',
      '/media/images/events/fraser-valley-punjabi-community-mela.svg',
      '/media/share/a_b~c.jpg',
      // Left to the parser: what it normalises or escapes.
      '//cdn.example/x.png',
      '/a//b',
      '/a/./b',
      '/a/../b',
      '/..',
      '/a/.',
      '/ਖ਼ਬਰਾਂ',
      '/a b',
      '/a%20b',
      '/a?b=c',
      '/A/B.PNG',
      'https://www.fvpunjabimela.ca',
      'relative/path',
    ];
    for (const path of paths) expect(absoluteUrl(path, ORIGIN), path).toBe(new URL(path, ORIGIN).href);
  });
});
