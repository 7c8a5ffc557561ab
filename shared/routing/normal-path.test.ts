import { describe, expect, it } from 'vitest';
import { normalPath } from './normal-path';

describe('normalPath', () => {
  it('writes escaped unreserved characters as themselves', () => {
    expect(normalPath('/news/%62%63')).toBe('/news/bc');
    expect(normalPath('/news/bc/%37')).toBe('/news/bc/7');
    expect(normalPath('/pages/a%2Db%5Fc%2Ed%7E')).toBe('/pages/a-b_c.d~');
  });
  it('keeps other escapes, in upper case', () => {
    expect(normalPath('/search/%e0%a8%96')).toBe('/search/%E0%A8%96');
    expect(normalPath('/pages/a%2fb%20c')).toBe('/pages/a%2Fb%20c');
  });
  it('leaves a normal path as it is', () => {
    for (const path of ['/', '/pa/', '/news/bc/7', '/search/%E0%A8%96', "/pages/it's"])
      expect(normalPath(path)).toBe(path);
  });
});
