/**
 * The import's check of a content bundle: the content schemas of shared/schemas/ (the same ones
 * the types and the contract come from), plus what only an import needs. Unknown fields are
 * reported, since in a hand-made export they are usually typos ('tittle'); each entity list has a
 * ceiling. Every problem is collected with its JSON path ("posts[3].titlePa: ..."), so an
 * operator can fix a whole export in one pass. A null field reads as absent, as the old checker read it.
 */
import * as v from 'valibot';
import { contentBundle } from '../../../shared/schemas/bundle';
import type { ContentBundle } from '../../../shared/types/content';
import { isNode, isRecord, optionsOf, type SchemaNode } from '../schema-node';

/** More rows than this in one list is a broken export, not a big station. */
const MAX_ENTITIES = 100_000;

/** The option of a union or variant that describes `value`: the object whose discriminator matches. */
function optionFor(node: SchemaNode, value: unknown): SchemaNode | undefined {
  const objects = optionsOf(node).filter((o) => isRecord(o.entries));
  if (!isRecord(value)) return undefined;
  if (typeof node.key !== 'string') return objects[0];
  const key = node.key;
  return objects.find((o) => isRecord(o.entries) && isNode(o.entries[key]) && o.entries[key].literal === value[key]);
}

/** Fields of `value` that its schema does not know, anywhere in the tree, with their paths. */
function unknownFields(node: SchemaNode, value: unknown, path: string): string[] {
  if (isNode(node.wrapped)) return unknownFields(node.wrapped, value, path);
  const item = node.item;
  if (Array.isArray(value) && isNode(item)) return value.flatMap((x, i) => unknownFields(item, x, `${path}[${i}]`));
  const option = optionFor(node, value);
  if (option) return unknownFields(option, value, path);
  const entries = node.entries;
  if (!isRecord(entries) || !isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const at = path ? `${path}.${key}` : key;
    const schema = entries[key];
    return isNode(schema) ? unknownFields(schema, field, at) : [`${at}: is not a known field`];
  });
}

/** "posts[3].titlePa" from a valibot issue's path. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>(
    (at, item) =>
      typeof item.key === 'number' ? `${at}[${item.key}]` : at ? `${at}.${String(item.key)}` : String(item.key),
    '',
  );
}

const WORDS: Record<string, string> = { Object: 'an object', Array: 'a list', string: 'a string', number: 'a number' };

/** The issue in the operator's words: valibot's type messages become "must be ...". */
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.input === undefined) return 'is required';
  if (issue.message.startsWith('Invalid ')) return `must be ${WORDS[issue.expected ?? ''] ?? issue.expected}`;
  return issue.message;
}

const tooLong = (bundle: Record<string, unknown>): string[] =>
  Object.entries(bundle).flatMap(([key, list]) =>
    Array.isArray(list) && list.length > MAX_ENTITIES ? [`${key}: must have at most ${MAX_ENTITIES} entries`] : [],
  );

/** `value` without null fields: a CMS export writes null for an absent optional field. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, x]) => (x === null ? [] : [[k, withoutNulls(x)]])));
}

/** A bundle checked against the content schemas: the typed bundle, or every problem found. */
export function parseBundle(input: unknown): { bundle: ContentBundle; problems: [] } | { problems: string[] } {
  // valibot's object() takes an array for an object with no fields.
  if (!isRecord(input)) return { problems: ['the bundle must be an object'] };
  const raw = withoutNulls(input);
  const result = v.safeParse(contentBundle, raw);
  const problems = (result.issues ?? []).map((issue) => {
    const at = pathOf(issue);
    return at ? `${at}: ${messageOf(issue)}` : messageOf(issue);
  });
  problems.push(...unknownFields(contentBundle, raw, ''));
  problems.push(...tooLong(input));
  return result.success && !problems.length ? { bundle: result.output, problems: [] } : { problems };
}
