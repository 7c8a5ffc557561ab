import { describe, expect, it } from 'vitest';
import { changesTable, diffSummaries, type HeapSnapshot, summarize, total } from './heap-summary';

/** A snapshot in V8's layout: nodes as flat rows of (type, name, id, self_size, edge_count). */
function snapshot(rows: [type: number, name: number, size: number][], strings: string[]): HeapSnapshot {
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [
          ['hidden', 'array', 'string', 'object', 'code', 'closure', 'native', 'concatenated string'],
          'string',
        ],
      },
    },
    nodes: rows.flatMap(([type, name, size], i) => [type, name, i + 1, size, 0]),
    strings,
  };
}

const STRINGS = ['', 'Map', 'KeptPage', 'hello', 'render', 'WebAssembly.Memory'];
type Node = Parameters<typeof snapshot>[0][number];
// Nodes as (type, name, size), the types and names indexes into node_types and STRINGS.
const map: Node = [3, 1, 80];
const keptPage: Node = [3, 2, 40];
const hello: Node = [2, 3, 24];
const concatenated: Node = [7, 0, 32];
const renderClosure: Node = [5, 4, 56];
const array: Node = [1, 0, 16];
const wasmMemory: Node = [6, 5, 200];
const summaryOf = (...nodes: Node[]) => summarize(snapshot(nodes, STRINGS));

describe('summarize', () => {
  it('groups objects by constructor, closures, strings and the rest by type', () => {
    const s = summaryOf(map, map, keptPage, hello, concatenated, renderClosure, array, wasmMemory);
    expect(Object.fromEntries(s)).toEqual({
      Map: { count: 2, size: 160 },
      KeptPage: { count: 1, size: 40 },
      '(string)': { count: 2, size: 56 },
      '(closure)': { count: 1, size: 56 },
      '(array)': { count: 1, size: 16 },
      'WebAssembly.Memory': { count: 1, size: 200 },
    });
    expect(total(s)).toEqual({ count: 8, size: 528 });
  });
});

describe('diffSummaries', () => {
  it('lists the constructors that changed, largest change in bytes first', () => {
    const before = summaryOf(map, keptPage, hello);
    const after = summaryOf(map, keptPage, keptPage, keptPage, renderClosure);
    const changes = diffSummaries(before, after);
    expect(changes.map((c) => c.name)).toEqual(['KeptPage', '(closure)', '(string)']);
    expect(changesTable(changes).split('\n')[2]).toBe('| KeptPage | 1 | 3 | +2 | 0.0 | 0.1 | +0.1 |');
  });
});
