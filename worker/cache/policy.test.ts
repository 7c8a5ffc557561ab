import { describe, expect, it } from 'vitest';
import { contractPolicy, isJsonObject } from './contract-cache';
import {
  afterAsk,
  afterAskFirst,
  type KeepPolicy,
  type Kept,
  kvTtl,
  memoryUntil,
  type Outcome,
  placement,
  readStep,
} from './policy';

/** A copy made at epoch ms `storedAt` with `status`. */
const copyOf = (status: number, storedAt = 0): Kept & { doubtedAt?: number } => ({
  status,
  body: '{}',
  contentType: 'application/json',
  storedAt,
});

interface Settings {
  fresh: number;
  keep?: number;
  askFirst?: boolean;
  onlyHere?: boolean;
  memoryMs?: number;
}

/** A policy of fixed settings, the same for every copy. */
const policyOf = (s: Settings): KeepPolicy<Kept> => ({
  timeoutMs: 100,
  freshSeconds: () => s.fresh,
  keepSeconds: () => s.keep ?? 3600,
  judge: (a) => ({ keep: a }),
  // A setting left out leaves its method out, as a policy without it (the `?.` calls).
  ...(s.askFirst === undefined ? {} : { revalidateFirst: () => s.askFirst === true }),
  ...(s.onlyHere === undefined ? {} : { onlyHere: () => s.onlyHere === true }),
  what: 'test source',
  memoryMs: s.memoryMs,
});

describe('readStep', () => {
  it.each([
    { age: null, settings: { fresh: 600 }, step: 'ask' },
    { age: null, settings: { fresh: 600, askFirst: true }, step: 'ask' },
    { age: 0, settings: { fresh: 600 }, step: 'serve' },
    { age: 599.9, settings: { fresh: 600 }, step: 'serve' },
    { age: 600, settings: { fresh: 600 }, step: 'serve-stale' },
    { age: 0, settings: { fresh: 0 }, step: 'serve-stale' },
    { age: 86_400, settings: { fresh: 600 }, step: 'serve-stale' },
    { age: 10, settings: { fresh: 600, askFirst: true }, step: 'serve' },
    { age: 600, settings: { fresh: 600, askFirst: true }, step: 'ask-first' },
    { age: 600, settings: { fresh: 600, askFirst: false }, step: 'serve-stale' },
  ] as const)('a copy $age s old under $settings: $step', ({ age, settings, step }) => {
    const copy = age === null ? null : copyOf(200, 0);
    expect(readStep(copy, (age ?? 0) * 1000, policyOf(settings))).toBe(step);
  });

  it('asks first for a purged copy, fresh or stale, and asks for none', () => {
    for (const settings of [{ fresh: 600 }, { fresh: 600, askFirst: false }, { fresh: 0 }]) {
      expect(readStep(copyOf(200, 0), 1000, policyOf(settings), true)).toBe('ask-first');
    }
    expect(readStep(null, 0, policyOf({ fresh: 600 }), true)).toBe('ask');
  });
});

describe('readStep under the contract policy (ttl 600 s, 404s 60 s, a second 404 after 30 s)', () => {
  const contract = contractPolicy('/api/news/bc', {
    ttlSeconds: 600,
    keepSeconds: 3600,
    timeoutMs: 100,
    missSeconds: 60,
    validate: isJsonObject,
  });
  it.each([
    { state: '200', age: 599, step: 'serve' },
    { state: '200', age: 601, step: 'serve-stale' },
    { state: '404', age: 59, step: 'serve' },
    { state: '404', age: 61, step: 'ask-first' },
    { state: '200 doubted at 10 s', age: 39, step: 'serve' },
    { state: '200 doubted at 10 s', age: 41, step: 'ask-first' },
  ] as const)('a $state copy $age s old: $step', ({ state, age, step }) => {
    const copy = copyOf(state === '404' ? 404 : 200, 0);
    if (state === '200 doubted at 10 s') copy.doubtedAt = 10_000;
    expect(readStep(copy, age * 1000, contract)).toBe(step);
  });
});

describe('afterAsk: a read with no copy', () => {
  const made = copyOf(200, 5000);
  it.each([
    { outcome: { kept: made }, lookup: { state: 'MISS', copy: made, ageSeconds: 0 } },
    { outcome: { failed: 'timeout' }, lookup: { state: 'MISS', failed: 'timeout' } },
    { outcome: { failed: 'error' }, lookup: { state: 'MISS', failed: 'error' } },
  ] as const)('$outcome → $lookup', ({ outcome, lookup }) => {
    expect(afterAsk(outcome as Outcome<Kept>)).toEqual(lookup);
  });

  it('passes on what a bad answer said, for a page to serve its own answer', () => {
    const answer = { ...copyOf(503), headers: [] };
    expect(afterAsk({ failed: 'bad', answer })).toEqual({ state: 'MISS', failed: 'bad', answer });
  });
});

describe('afterAskFirst: a stale copy the source is asked about first', () => {
  const stale = copyOf(404, 0);
  const marked = { ...copyOf(200, 0), doubtedAt: 40_000 };
  const newer = copyOf(200, 70_000);
  it.each([
    { why: 'the call failed: stale-if-error', outcome: { failed: 'error' }, lookup: { state: 'STALE', copy: stale } },
    { why: 'the answer was bad', outcome: { failed: 'bad' }, lookup: { state: 'STALE', copy: stale } },
    {
      why: 'the kept copy is the stale one, marked',
      outcome: { kept: marked },
      lookup: { state: 'STALE', copy: marked },
    },
    { why: 'a new answer was kept', outcome: { kept: newer }, lookup: { state: 'MISS', copy: newer, ageSeconds: 0 } },
  ] as const)('$why → $lookup.state', ({ outcome, lookup }) => {
    expect(afterAskFirst(stale, 70, outcome as Outcome<Kept>)).toEqual({ ageSeconds: 70, ...lookup });
  });
});

describe('placement: where a judged copy goes', () => {
  const good = copyOf(200, 0);
  const gone = copyOf(404, 1000);
  const other404 = copyOf(404, 0);
  it.each([
    { why: 'the verdict kept the caller’s copy', kept: good, copy: good, inKv: true, onlyHere: false, to: 'none' },
    { why: 'a new copy, not only here', kept: gone, copy: good, inKv: true, onlyHere: false, to: 'kv' },
    { why: 'a first copy, not only here', kept: good, copy: null, inKv: false, onlyHere: false, to: 'kv' },
    { why: 'a policy that keeps nothing here only', kept: gone, copy: good, inKv: true, onlyHere: undefined, to: 'kv' },
    { why: 'only here, no copy before', kept: gone, copy: null, inKv: false, onlyHere: true, to: 'here' },
    { why: 'only here, same status as KV’s', kept: gone, copy: other404, inKv: true, onlyHere: true, to: 'here' },
    { why: 'only here, contradicting KV’s', kept: gone, copy: good, inKv: true, onlyHere: true, to: 'here-unlike-kv' },
    {
      why: 'only here, contradicting a copy held here',
      kept: gone,
      copy: good,
      inKv: false,
      onlyHere: true,
      to: 'here',
    },
  ])('$why: $to', ({ kept, copy, inKv, onlyHere, to }) => {
    expect(placement(kept, copy, inKv, policyOf({ fresh: 600, onlyHere }))).toBe(to);
  });
});

describe('memoryUntil: how long a copy is held in the isolate', () => {
  it.each([
    { why: 'no memory time', settings: { fresh: 600 }, storedAt: 0, now: 1000, until: null },
    { why: 'the memory time', settings: { fresh: 600, memoryMs: 5000 }, storedAt: 0, now: 1000, until: 6000 },
    { why: 'never past its freshness', settings: { fresh: 3, memoryMs: 5000 }, storedAt: 0, now: 1000, until: 3000 },
  ])('$why: $until', ({ settings, storedAt, now, until }) => {
    expect(memoryUntil(copyOf(200, storedAt), now, policyOf(settings))).toBe(until);
  });
});

describe('kvTtl: KV expiry of a copy', () => {
  it.each([
    { keep: 30, ttl: 60 },
    { keep: 60, ttl: 60 },
    { keep: 604_800, ttl: 604_800 },
  ])('keep $keep s → expirationTtl $ttl', ({ keep, ttl }) => {
    expect(kvTtl(copyOf(200), policyOf({ fresh: 600, keep }))).toBe(ttl);
  });
});
