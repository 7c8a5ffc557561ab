import { describe, expect, it } from 'vitest';
import { normalPath } from './normal-path';

/** Each rule, with addresses and how they read once normal. */
const rules: Record<string, [path: string, normal: string][]> = {
  'writes escaped unreserved characters as themselves': [
    ['/news/%62%63', '/news/bc'],
    ['/news/bc/%37', '/news/bc/7'],
    ['/pages/a%2Db%5Fc%2Ed%7E', '/pages/a-b_c.d~'],
  ],
  'keeps other escapes, in upper case': [
    ['/search/%e0%a8%96', '/search/%E0%A8%96'],
    ['/pages/a%2fb%20c', '/pages/a%2Fb%20c'],
  ],
  'leaves a normal path as it is': ['/', '/pa/', '/news/bc/7', '/search/%E0%A8%96', "/pages/it's"].map((p) => [p, p]),
};

describe('normalPath', () => {
  for (const [rule, cases] of Object.entries(rules))
    it.each(cases)(`${rule}: %j is %j`, (path, normal) => expect(normalPath(path)).toBe(normal));
});
