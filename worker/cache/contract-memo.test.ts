import { describe, expect, it } from 'vitest';
import { CONTRACT_MEMO_MS, memoContractRead } from './contract-memo';
import { forgetRemembered } from './kv-cache';

const answer = (body: string, xCache: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', 'x-cache': xCache } });

/** A read that counts its calls and answers what `next` says. */
function reader(next: () => Response) {
  const counter = {
    calls: 0,
    read: async () => {
      counter.calls++;
      return next();
    },
  };
  return counter;
}

describe('memoContractRead', () => {
  it('reads a fresh answer once within the memo time, and again after it', async () => {
    const env = {};
    const r = reader(() => answer('{"a":1}', 'HIT'));
    expect(await (await memoContractRead(env, '/api/home', r.read, 1000)).json()).toEqual({ a: 1 });
    expect(await (await memoContractRead(env, '/api/home', r.read, 1000 + CONTRACT_MEMO_MS - 1)).json()).toEqual({
      a: 1,
    });
    expect(r.calls).toBe(1);
    await memoContractRead(env, '/api/home', r.read, 1000 + CONTRACT_MEMO_MS);
    expect(r.calls).toBe(2);
  });

  it('keeps nothing the KV cache did not call fresh: stale, missed, uncached or failed answers', async () => {
    for (const res of [
      () => answer('{}', 'STALE'),
      () => answer('{}', 'MISS'),
      () => new Response('{}'),
      () => answer('{}', 'HIT', 404),
    ]) {
      const env = {};
      const r = reader(res);
      await memoContractRead(env, '/api/x', r.read, 0);
      await memoContractRead(env, '/api/x', r.read, 1);
      expect(r.calls).toBe(2);
    }
  });

  it('keeps copies per configuration and per path', async () => {
    const r = reader(() => answer('{}', 'HIT'));
    await memoContractRead({}, '/api/a', r.read, 0);
    await memoContractRead({}, '/api/a', r.read, 0);
    const env = {};
    await memoContractRead(env, '/api/a', r.read, 0);
    await memoContractRead(env, '/api/b', r.read, 0);
    expect(r.calls).toBe(4);
  });

  it('drops every copy on a purge, and keeps none read while a purge ran', async () => {
    const env = {};
    const r = reader(() => answer('{}', 'HIT'));
    await memoContractRead(env, '/api/a', r.read, 0);
    forgetRemembered('api:/api/');
    await memoContractRead(env, '/api/a', r.read, 1);
    expect(r.calls).toBe(2);
    const during = reader(() => {
      forgetRemembered('api:/api/');
      return answer('{}', 'HIT');
    });
    await memoContractRead(env, '/api/b', during.read, 2);
    await memoContractRead(env, '/api/b', during.read, 3);
    expect(during.calls).toBe(2);
  });
});
