import { describe, expect, it } from 'vitest';
import { compareErrors, expectedErrors, reportedErrors } from './expected-errors';

const source = ['const a = 1;', 'const b: string = 2; // expect-error TS2322', 'a.foo(); // expect-error TS2339'].join(
  '\n',
);

describe('negative type tests', () => {
  it('agree when tsc reports exactly the marked errors', () => {
    const output = [
      "x.ts(2,7): error TS2322: Type 'number' is not assignable to type 'string'.",
      "  Type 'number' is not assignable.",
      "x.ts(3,3): error TS2339: Property 'foo' does not exist on type '1'.",
    ].join('\n');
    expect(compareErrors(expectedErrors('x.ts', source), reportedErrors(output))).toEqual([]);
  });

  it('report a mistake that compiles again, and an error nobody marked', () => {
    const output = "x.ts(1,7): error TS2588: Cannot assign.\nx.ts(3,3): error TS2339: Property 'foo' does not exist.";
    expect(compareErrors(expectedErrors('x.ts', source), reportedErrors(output))).toEqual([
      'missing error: x.ts:2 TS2322 (this mistake now compiles)',
      'unexpected error: x.ts:1 TS2588',
    ]);
  });
});
