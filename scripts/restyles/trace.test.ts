import { describe, expect, it } from 'vitest';
import { extraWholePageRestyles, restyles, type TraceEvent } from './trace';

const recalc = (ts: number, elements: number, ms: number): TraceEvent => ({
  name: 'UpdateLayoutTree',
  ts,
  dur: ms * 1000,
  args: { elementCount: elements },
});
const invalidation = (ts: number, reason: string, nodeName: string, functionName?: string): TraceEvent => ({
  name: 'StyleRecalcInvalidationTracking',
  ts,
  args: {
    data: {
      reason,
      nodeName,
      ...(functionName ? { stackTrace: [{ functionName, url: 'http://x/build/assets/cAbc.js' }] } : {}),
    },
  },
});

describe('restyles', () => {
  it('pairs each recalculation with what was invalidated since the one before, in time order', () => {
    const found = restyles([
      recalc(30, 851, 43),
      invalidation(20, 'Inline CSS style declaration was mutated', 'HTML', 'update'),
      recalc(10, 854, 52),
      invalidation(5, 'Node was inserted into tree', 'HTML'),
    ]);
    expect(found).toEqual([
      { elements: 854, ms: 52, causes: ['Node was inserted into tree on HTML'] },
      { elements: 851, ms: 43, causes: ['Inline CSS style declaration was mutated on HTML from update@cAbc.js'] },
    ]);
  });
});

describe('extraWholePageRestyles', () => {
  it('flags a second whole-page restyle that a script asked for', () => {
    const found = restyles([
      recalc(10, 854, 52),
      invalidation(20, 'Inline CSS style declaration was mutated', 'HTML', 'update'),
      recalc(30, 851, 43),
    ]);
    expect(extraWholePageRestyles(found)).toHaveLength(1);
  });
  it('lets through the first, the small ones, and the parser styling the rest of the document', () => {
    const found = restyles([
      recalc(10, 220, 20),
      invalidation(15, 'Node was inserted into tree', 'BUTTON'),
      recalc(20, 305, 50),
      invalidation(25, 'Attribute', 'INPUT', 'commit'),
      recalc(30, 3, 1),
    ]);
    expect(extraWholePageRestyles(found)).toEqual([]);
  });
});
