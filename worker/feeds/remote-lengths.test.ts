import { describe, expect, it } from 'vitest';
import { keptLengths, learnLengths } from './remote-lengths';

/** A KV holding values in a Map, counting writes. */
function fakeKv() {
  const values = new Map<string, string>();
  let puts = 0;
  const kv = {
    async get(key: string, type?: string) {
      const v = values.get(key);
      return v === undefined ? null : type === 'json' ? JSON.parse(v) : v;
    },
    async put(key: string, value: string) {
      puts++;
      values.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, values, puts: () => puts };
}

/** A host whose files answer HEAD with the given lengths (absent: 404); records what it was asked. */
function fakeHost(lengths: Record<string, string>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(`${init?.method} ${url}`);
    const n = lengths[url];
    return n === undefined
      ? new Response(null, { status: 404 })
      : new Response(null, { headers: { 'content-length': n } });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe('lengths of another host’s files', () => {
  it('are learnt with HEAD once and kept for the show; nothing learnt, nothing written', async () => {
    const { kv, puts } = fakeKv();
    const host = fakeHost({ 'https://cdn.test/a.mp3': '1234', 'https://cdn.test/huge.mp3': '1e300' });
    const urls = [
      'https://cdn.test/a.mp3',
      'https://cdn.test/gone.mp3',
      'https://cdn.test/huge.mp3',
      'file:///etc/passwd',
    ];
    expect(await learnLengths(kv, 'show', {}, urls, host.fetcher)).toBe(1);
    expect(host.asked).toEqual([
      'HEAD https://cdn.test/a.mp3',
      'HEAD https://cdn.test/gone.mp3',
      'HEAD https://cdn.test/huge.mp3',
    ]);
    expect(await keptLengths(kv, 'show')).toEqual({ 'https://cdn.test/a.mp3': 1234 });
    expect(await learnLengths(kv, 'show', {}, ['https://cdn.test/gone.mp3'], host.fetcher)).toBe(0);
    expect(puts()).toBe(1);
  });

  it('asks a few files per request, and a host that fails is no length', async () => {
    const { kv } = fakeKv();
    const many = Array.from({ length: 20 }, (_, i) => `https://cdn.test/${i}.mp3`);
    const host = fakeHost(Object.fromEntries(many.map((u) => [u, '10'])));
    expect(await learnLengths(kv, 'show', { 'https://cdn.test/old.mp3': 5 }, many, host.fetcher)).toBe(8);
    expect(Object.keys(await keptLengths(kv, 'show'))).toHaveLength(9);
    const failing = (async () => {
      throw new TypeError('Network connection lost');
    }) as typeof fetch;
    expect(await learnLengths(kv, 'other', {}, many, failing)).toBe(0);
  });

  it('reads nothing odd as kept', async () => {
    const { kv, values } = fakeKv();
    values.set('podcast:lengths:v1:show', JSON.stringify({ a: 1, b: -1, c: 'x', d: 1.5 }));
    expect(await keptLengths(kv, 'show')).toEqual({ a: 1 });
    values.set('podcast:lengths:v1:show', '[1,2]');
    expect(await keptLengths(kv, 'show')).toEqual({});
    expect(await keptLengths(kv, 'none')).toEqual({});
  });
});
