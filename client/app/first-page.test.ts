import { describe, expect, it } from 'vitest';
import { screenFrom } from './first-page';

describe('the first page’s screen from the chunk the worker named', () => {
  const screen = { file: '/build/assets/cA.js', name: 'ArticlePage' };

  it('takes the export of that name', () => {
    const ArticlePage = () => null;
    expect(screenFrom({ ArticlePage, other: 1 }, screen)).toBe(ArticlePage);
  });

  it('names the chunk and the export when there is no such component', () => {
    expect(() => screenFrom({ HomePage: () => null }, screen)).toThrow(
      '/build/assets/cA.js exports no screen ArticlePage',
    );
    expect(() => screenFrom({ ArticlePage: 'x' }, screen)).toThrow(/exports no screen/);
  });
});
