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

describe('summarize', () => {
  it('groups objects by constructor, closures, strings and the rest by type', () => {
    const s = summarize(
      snapshot(
        [
          [3, 1, 80],
          [3, 1, 80],
          [3, 2, 40],
          [2, 3, 24],
          [7, 0, 32],
          [5, 4, 56],
          [1, 0, 16],
          [6, 5, 200],
        ],
        STRINGS,
      ),
    );
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
    const before = summarize(
      snapshot(
        [
          [3, 1, 80],
          [3, 2, 40],
          [2, 3, 24],
        ],
        STRINGS,
      ),
    );
    const after = summarize(
      snapshot(
        [
          [3, 1, 80],
          [3, 2, 40],
          [3, 2, 40],
          [3, 2, 40],
          [5, 4, 56],
        ],
        STRINGS,
      ),
    );
    const changes = diffSummaries(before, after);
    expect(changes.map((c) => c.name)).toEqual(['KeptPage', '(closure)', '(string)']);
    expect(changesTable(changes).split('\n')[2]).toBe('| KeptPage | 1 | 3 | +2 | 0.0 | 0.1 | +0.1 |');
  });
});
