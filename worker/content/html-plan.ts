/**
 * Where HTML sits in a value of a schema, read off the schema itself: the plan marks the
 * positions whose strings carry the rich-text mark of shared/schemas/fields.ts (`html`, `htmlPa`,
 * `richText`), through objects, lists, records, optional and nullable wrappers, unions, variants
 * and pipes. A field is rich because its schema says so, not because of its name or its place,
 * so a page's `meta.description` (plain text) stays as it is while the events note's HTML at
 * `meta.note.description` is cleaned, and a schema that gains a rich field is covered at once.
 *
 * Where no schema describes the shape (`v.unknown()`, a custom check, a loose object's other
 * fields: a page section's items, a CMS's extras), fields are found by name instead, with the
 * names and text-block rules read from the schemas too (`fallbackOf`): what the section
 * view-models render as HTML there (`description`, text blocks) is named the same way.
 */
import type * as v from 'valibot';
import { isHtml } from '../../shared/schemas/fields';
import { isNode, isRecord, optionsOf, type SchemaNode } from './schema-node';

/** Where HTML sits in a value: at this position, in fields, list items, or by name where the shape is open. */
export interface HtmlPlan {
  /** A string here is rich HTML. */
  readonly html: boolean;
  /** No schema describes the shape here: fields nobody names are found by name (HtmlRules). */
  readonly open: boolean;
  /** The plans of named fields. */
  readonly fields: ReadonlyMap<string, HtmlPlan>;
  /** The plan of every other field (a record's values). */
  readonly rest: HtmlPlan | null;
  /** The plan of a list's items. */
  readonly items: HtmlPlan | null;
  /** Variant options: the plan that applies to an object whose `key` holds one of `values` (null: any). */
  readonly cases: readonly HtmlCase[];
  /**
   * Something here or below may be cleaned. A plan without work is kept where a field is named:
   * a field some schema names as plain text is not found by name in an open shape.
   */
  readonly work: boolean;
}

interface HtmlCase {
  readonly key: string;
  readonly values: readonly unknown[] | null;
  readonly plan: HtmlPlan;
}

/** How fields are found where the shape is open: rich names, and variant options that hold HTML. */
export interface HtmlRules {
  readonly names: ReadonlySet<string>;
  readonly cases: readonly HtmlCase[];
}

const NO_FIELDS: ReadonlyMap<string, HtmlPlan> = new Map();

/** Nothing to clean here or below. */
const EMPTY: HtmlPlan = {
  html: false,
  open: false,
  fields: NO_FIELDS,
  rest: null,
  items: null,
  cases: [],
  work: false,
};
/** A shape no schema describes: everything below is found by name. */
export const OPEN: HtmlPlan = { ...EMPTY, open: true, work: true };
const HTML: HtmlPlan = { ...EMPTY, html: true, work: true };

/** A plan from its parts (EMPTY when it names and finds nothing). */
function plan(parts: Omit<Partial<HtmlPlan>, 'work'>): HtmlPlan {
  const { html = false, open = false, fields = NO_FIELDS, rest = null, items = null } = parts;
  const cases = (parts.cases ?? []).filter((c) => c.plan.work);
  const work =
    html || open || [...fields.values()].some((p) => p.work) || Boolean(rest?.work || items?.work) || cases.length > 0;
  if (!work && !fields.size && !rest && !items) return EMPTY;
  return { html, open, fields, rest, items, cases, work };
}

const mergeOptional = (a: HtmlPlan | null, b: HtmlPlan | null): HtmlPlan | null =>
  a && b ? mergePlans(a, b) : (a ?? b);

/** Both plans at once: a position is rich, open or named if either says so. */
export function mergePlans(a: HtmlPlan, b: HtmlPlan): HtmlPlan {
  if (a === EMPTY || a === b) return b;
  if (b === EMPTY) return a;
  const fields = new Map(a.fields);
  for (const [k, p] of b.fields) fields.set(k, mergeOptional(fields.get(k) ?? null, p) ?? p);
  return plan({
    html: a.html || b.html,
    open: a.open || b.open,
    fields,
    rest: mergeOptional(a.rest, b.rest),
    items: mergeOptional(a.items, b.items),
    cases: [...a.cases, ...b.cases],
  });
}

/** Kinds that hold no fields and no HTML unless marked. */
const SCALARS = new Set([
  'string',
  'number',
  'boolean',
  'literal',
  'picklist',
  'enum',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'bigint',
  'date',
  'blob',
  'file',
  'symbol',
]);
const WRAPPERS = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);

/** The discriminator values of a variant option: its literal, its picklist, or null (any). */
function discriminatorValues(option: SchemaNode, key: string): readonly unknown[] | null {
  const d = isRecord(option.entries) ? option.entries[key] : undefined;
  if (!isNode(d)) return null;
  if (d.type === 'literal') return [d.literal];
  if (d.type === 'picklist' && Array.isArray(d.options)) return d.options;
  return null;
}

function objectPlan(node: SchemaNode): HtmlPlan {
  const entries = isRecord(node.entries) ? node.entries : {};
  const fields = new Map(Object.entries(entries).flatMap(([k, s]) => (isNode(s) ? [[k, nodePlan(s)] as const] : [])));
  // A loose object lets other fields through: they are found by name. A strict or plain one refuses or drops them.
  const rest = isNode(node.rest) ? nodePlan(node.rest) : null;
  return plan({ fields, rest, open: node.type === 'loose_object' });
}

/** The plan of a schema's own kind, without its pipe. */
function kindPlan(node: SchemaNode): HtmlPlan {
  const type = node.type ?? '';
  if (SCALARS.has(type)) return EMPTY;
  if (WRAPPERS.has(type)) return isNode(node.wrapped) ? nodePlan(node.wrapped) : OPEN;
  switch (type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return objectPlan(node);
    case 'array':
      return isNode(node.item) ? plan({ items: nodePlan(node.item) }) : OPEN;
    case 'record':
      return isNode(node.value) ? plan({ rest: nodePlan(node.value) }) : OPEN;
    case 'union':
    case 'intersect':
      return optionsOf(node).map(nodePlan).reduce(mergePlans, EMPTY);
    case 'variant': {
      const key = typeof node.key === 'string' ? node.key : '';
      const cases = optionsOf(node).map((o) => ({ key, values: discriminatorValues(o, key), plan: nodePlan(o) }));
      return plan({ cases });
    }
    default:
      // unknown, any, custom checks and anything this walk does not read: found by name.
      return OPEN;
  }
}

/** Plans are immutable, and the schemas share their parts (headers, cards): each part is read once. */
const planned = new WeakMap<SchemaNode, HtmlPlan>();

function nodePlan(node: SchemaNode): HtmlPlan {
  const known = planned.get(node);
  if (known) return known;
  let p = kindPlan(node);
  if (isHtml(node as unknown as v.GenericSchema)) p = mergePlans(p, HTML);
  // A pipe's first entry is the schema itself; schemas later in it describe the same value further.
  for (const item of (node.pipe ?? []).slice(1)) if (isNode(item)) p = mergePlans(p, nodePlan(item));
  planned.set(node, p);
  return p;
}

/** Where HTML sits in a value of `schema`. */
export const htmlPlan = (schema: v.GenericSchema): HtmlPlan => nodePlan(schema as unknown as SchemaNode);

/**
 * The rules for open shapes, read from `plans`: every field name some schema marks rich, and
 * every variant option that holds HTML in its own fields (a text block's `value`, which is rich
 * only in a text block, so it is not a name).
 */
export function fallbackOf(plans: readonly HtmlPlan[]): HtmlRules {
  const names = new Set<string>();
  const cases = new Map<string, HtmlCase>();
  // A plan is visited once as a field's plan and once as a variant option's (whose own fields are not names).
  const seen = { names: new Set<HtmlPlan>(), option: new Set<HtmlPlan>() };
  const visit = (p: HtmlPlan, ownFieldsAreNames: boolean) => {
    const done = ownFieldsAreNames ? seen.names : seen.option;
    if (done.has(p)) return;
    done.add(p);
    for (const [k, f] of p.fields) {
      if (f.html && ownFieldsAreNames) names.add(k);
      visit(f, true);
    }
    for (const sub of [p.rest, p.items]) if (sub) visit(sub, true);
    for (const c of p.cases) {
      const rich = [...c.plan.fields].filter(([, f]) => f.html).map(([k]) => k);
      if (rich.length) {
        const id = `${c.key}=${JSON.stringify(c.values)}:${rich.join()}`;
        cases.set(id, { ...c, plan: plan({ fields: new Map(rich.map((k) => [k, HTML])) }) });
      }
      visit(c.plan, false);
    }
  };
  for (const p of plans) visit(p, true);
  return { names, cases: [...cases.values()] };
}

/** Cleans the rich strings of a JSON value in place, by a plan, and returns it. */
export type HtmlWalker = <T>(value: T, plan: HtmlPlan) => T;

/**
 * A walker that cleans every string its plan marks rich with `clean`, and in open shapes every
 * string under a rich name or in a rich variant option of `rules`.
 */
export function htmlWalker(rules: HtmlRules, clean: (html: string) => string): HtmlWalker {
  // A field nobody names in an open shape is rich by its name, and open below; so is a list item.
  const openItem: HtmlPlan = { ...OPEN, cases: rules.cases };
  const openRich: HtmlPlan = { ...openItem, html: true };
  const openField = (key: string): HtmlPlan => (rules.names.has(key) ? openRich : openItem);

  const walk = (value: unknown, p: HtmlPlan): unknown => {
    if (typeof value === 'string') return p.html ? clean(value) : value;
    if (Array.isArray(value)) {
      const item = p.items ?? (p.open ? openItem : null);
      if (item?.work) for (let i = 0; i < value.length; i++) value[i] = walk(value[i], item);
      return value;
    }
    if (!isRecord(value)) return value;
    const cases = p.cases.filter((c) => c.values === null || c.values.includes(value[c.key]));
    for (const [k, x] of Object.entries(value)) {
      if (typeof x !== 'string' && (x === null || typeof x !== 'object')) continue;
      let sub = p.fields.get(k) ?? p.rest;
      for (const c of cases) sub = mergeOptional(sub, c.plan.fields.get(k) ?? c.plan.rest);
      // A field some schema names follows its schema; only fields nobody names are found by name.
      sub ??= p.open || cases.some((c) => c.plan.open) ? openField(k) : null;
      if (!sub?.work) continue;
      const y = walk(x, sub);
      if (y !== x) value[k] = y;
    }
    return value;
  };
  return <T>(value: T, p: HtmlPlan): T => walk(value, p) as T;
}
