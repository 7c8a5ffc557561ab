/**
 * What the schema walks read of a valibot schema (its public fields: `type`, object `entries`,
 * array `item`, `wrapped` and union or variant `options`), so a walk over the shapes can follow
 * them without valibot's generic types: the import's unknown-field check and the sanitiser's
 * plan of where HTML sits (html-plan.ts).
 */

/** A valibot schema as the walks read it. */
export interface SchemaNode {
  readonly kind: string;
  readonly type?: string;
  readonly entries?: unknown;
  readonly item?: unknown;
  readonly value?: unknown;
  readonly rest?: unknown;
  readonly wrapped?: unknown;
  readonly options?: unknown;
  readonly key?: unknown;
  readonly literal?: unknown;
  readonly pipe?: readonly unknown[];
}

/** True for a schema (not an action of a pipe, nor anything else). */
export const isNode = (x: unknown): x is SchemaNode =>
  typeof x === 'object' && x !== null && 'kind' in x && x.kind === 'schema';

/** True for a JSON object (not a list, not null). */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** The schemas among a node's union or variant options. */
export const optionsOf = (node: SchemaNode): SchemaNode[] =>
  Array.isArray(node.options) ? node.options.filter(isNode) : [];
