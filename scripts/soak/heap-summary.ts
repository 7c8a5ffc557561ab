/**
 * A V8 heap snapshot (.heapsnapshot JSON) summed by constructor, as DevTools' Summary view groups
 * it, and the difference of two such summaries: what the soak prints between its first and last
 * snapshot of the worker.
 */

/** The parts of a .heapsnapshot the summary reads. */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } };
  nodes: number[];
  strings: string[];
}

/** Objects of one constructor: how many, and their own bytes (not what they retain). */
export interface Group {
  count: number;
  size: number;
}

const STRINGS = new Set(['string', 'concatenated string', 'sliced string']);

/**
 * The snapshot's objects by constructor: objects and native objects by their name, closures as
 * `(closure)`, every kind of string as `(string)`, anything else as its type (`(array)`, `(code)`).
 */
export function summarize(s: HeapSnapshot): Map<string, Group> {
  const fields = s.snapshot.meta.node_fields;
  const types = s.snapshot.meta.node_types[0];
  if (!Array.isArray(types)) throw new Error('heap snapshot: no node types in its meta');
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  if (typeAt === undefined || nameAt === undefined || sizeAt === undefined || Math.min(typeAt, nameAt, sizeAt) < 0)
    throw new Error('heap snapshot: node fields without type, name or self_size');
  const groups = new Map<string, Group>();
  for (let i = 0; i < s.nodes.length; i += fields.length) {
    const type = String(types[s.nodes[i + typeAt] ?? 0]);
    const key =
      type === 'object' || type === 'native'
        ? (s.strings[s.nodes[i + nameAt] ?? 0] ?? '?')
        : `(${STRINGS.has(type) ? 'string' : type})`;
    const g = groups.get(key) ?? { count: 0, size: 0 };
    g.count += 1;
    g.size += s.nodes[i + sizeAt] ?? 0;
    groups.set(key, g);
  }
  return groups;
}

/** The sum of every group: the snapshot's objects and bytes. */
export function total(groups: Map<string, Group>): Group {
  let count = 0;
  let size = 0;
  for (const g of groups.values()) {
    count += g.count;
    size += g.size;
  }
  return { count, size };
}

export interface GroupChange {
  name: string;
  before: Group;
  after: Group;
}

/** The `top` constructors whose bytes changed most between two summaries (largest change first). */
export function diffSummaries(before: Map<string, Group>, after: Map<string, Group>, top = 15): GroupChange[] {
  const none = { count: 0, size: 0 };
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .map((name) => ({ name, before: before.get(name) ?? none, after: after.get(name) ?? none }))
    .filter((c) => c.before.size !== c.after.size || c.before.count !== c.after.count)
    .sort((a, b) => Math.abs(b.after.size - b.before.size) - Math.abs(a.after.size - a.before.size))
    .slice(0, top);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const signed = (n: number, f: (n: number) => string = String) => (n > 0 ? `+${f(n)}` : f(n));

/** The changes as a markdown table: constructor, count before/after/change, KiB before/after/change. */
export function changesTable(changes: GroupChange[]): string {
  const rows = changes.map(
    (c) =>
      `| ${c.name.replace(/\|/g, '\\|').slice(0, 60)} | ${c.before.count} | ${c.after.count} | ${signed(c.after.count - c.before.count)} | ${kb(c.before.size)} | ${kb(c.after.size)} | ${signed(c.after.size - c.before.size, kb)} |`,
  );
  return [
    '| constructor | count start | count end | Δ count | KiB start | KiB end | Δ KiB |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
