import { describe, expect, it } from 'vitest';
import { linkProps } from './link-props';

describe('linkProps', () => {
  it.each([
    ['/events', { href: '/events' }],
    ['example.com/tickets', { href: 'http://example.com/tickets', target: '_blank', rel: 'noopener noreferrer' }],
    ['https://example.com', { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' }],
    ['mailto:news@example.com', { href: 'mailto:news@example.com' }],
  ])('%s', (link, props) => {
    expect(linkProps(link)).toEqual(props);
  });
});
