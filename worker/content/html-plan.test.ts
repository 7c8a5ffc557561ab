import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { html, htmlPa, richText } from '../../shared/schemas/fields';
import { fallbackOf, htmlPlan, htmlWalker, mergePlans } from './html-plan';

/** A cleaner that shows where it ran. */
const clean = (s: string) => `clean(${s})`;

const block = v.variant('type', [
  v.object({ type: v.literal('text'), value: html }),
  v.object({ type: v.literal('quote'), quote: v.string() }),
]);
const schema = v.object({
  title: v.string(),
  description: html,
  meta: v.object({ description: v.string(), note: v.nullable(v.object({ description: htmlPa })) }),
  body: v.array(block),
  team: v.array(v.union([v.string(), v.object({ description: html })])),
  groups: v.record(v.string(), v.array(v.object({ bio: v.optional(html) }))),
  items: v.array(v.unknown()),
});
const plan = htmlPlan(schema);
const walk = htmlWalker(fallbackOf([plan]), clean);

describe('htmlPlan and htmlWalker', () => {
  it('cleans the marked fields wherever they sit, and leaves plain text with the same names alone', () => {
    const value = {
      title: '<b>t</b>',
      description: 'd',
      meta: { description: 'A & B', note: { description: 'n' } },
      body: [
        { type: 'text', value: 'v' },
        { type: 'quote', quote: 'q', value: 'not a text block' },
      ],
      team: ['A heading', { description: 'bio' }],
      groups: { one: [{ bio: 'b' }] },
    };
    expect(walk(value, plan)).toEqual({
      title: '<b>t</b>',
      description: 'clean(d)',
      meta: { description: 'A & B', note: { description: 'clean(n)' } },
      body: [
        { type: 'text', value: 'clean(v)' },
        { type: 'quote', quote: 'q', value: 'not a text block' },
      ],
      team: ['A heading', { description: 'clean(bio)' }],
      groups: { one: [{ bio: 'clean(b)' }] },
    });
  });

  it('finds fields by the schemas’ rich names and text blocks only where the shape is open', () => {
    const value = {
      items: [
        { title: 't', description: 'd', bio: 'b', meta: { description: 'm' } },
        {
          body: [
            { type: 'text', value: 'v' },
            { type: 'image', value: 'x' },
          ],
        },
        'a plain string',
      ],
    };
    expect(walk(value, plan).items).toEqual([
      { title: 't', description: 'clean(d)', bio: 'clean(b)', meta: { description: 'clean(m)' } },
      {
        body: [
          { type: 'text', value: 'clean(v)' },
          { type: 'image', value: 'x' },
        ],
      },
      'a plain string',
    ]);
  });

  it('merges a received shape with the contract’s: alternate names, a body as one string, loose extras', () => {
    const received = v.looseObject({
      post: v.optional(v.union([richText, v.array(v.unknown())])),
      meta: v.optional(v.unknown()),
    });
    const both = mergePlans(plan, htmlPlan(received));
    const merged = htmlWalker(fallbackOf([both]), clean);
    const value = { post: 'p', meta: { description: 'A & B', extra: { description: 'x' } }, other: { bio: 'b' } };
    expect(merged(value, both)).toEqual({
      post: 'clean(p)',
      // meta is named by the contract: its plain description stays; a field the contract does not name is open.
      meta: { description: 'A & B', extra: { description: 'clean(x)' } },
      other: { bio: 'clean(b)' },
    });
  });

  it('leaves values of the wrong shape, nulls and numbers as they are', () => {
    const value = { description: null, meta: 'x', body: 'not blocks', team: [3, null], groups: [] };
    expect(walk(structuredClone(value), plan)).toEqual(value);
  });

  it('reads the rich names and text blocks from the schemas', () => {
    const rules = fallbackOf([plan]);
    expect([...rules.names].sort()).toEqual(['bio', 'description']);
    expect(rules.cases.map((c) => [c.key, c.values, [...c.plan.fields.keys()]])).toEqual([
      ['type', ['text'], ['value']],
    ]);
  });
});
