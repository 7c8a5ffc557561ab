import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { CONTRACT_MEMO_MS, contractJson, keptJson } from './contract-memo';
import { forgetRemembered } from './isolate-memory';

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

describe('contractJson', () => {
  it('reads a fresh answer once within the memo time, and again after it', async () => {
    const env = {};
    const r = reader(() => answer('{"a":1}', 'HIT'));
    expect(await contractJson(env, '/api/home', '/api/home', r.read, 1000)).toEqual({ a: 1 });
    expect(await contractJson(env, '/api/home', '/api/home', r.read, 1000 + CONTRACT_MEMO_MS - 1)).toEqual({ a: 1 });
    expect(r.calls).toBe(1);
    await contractJson(env, '/api/home', '/api/home', r.read, 1000 + CONTRACT_MEMO_MS);
    expect(r.calls).toBe(2);
  });

  it('hands out a kept copy at once while it is fresh, and nothing else', async () => {
    const env = {};
    expect(keptJson(env, '/api/home', 0)).toBeUndefined();
    await contractJson(env, '/api/home', '/api/home', reader(() => answer('{"a":1}', 'HIT')).read, 1000);
    expect(keptJson(env, '/api/home', 1000 + CONTRACT_MEMO_MS - 1)).toEqual({ a: 1 });
    expect(keptJson(env, '/api/home', 1000 + CONTRACT_MEMO_MS)).toBeUndefined();
    expect(keptJson({}, '/api/home', 1000)).toBeUndefined();
    forgetRemembered('api:/api/');
    expect(keptJson(env, '/api/home', 1000)).toBeUndefined();
  });

  it('keeps nothing the KV cache did not call fresh: stale, missed, uncached or failed answers', async () => {
    for (const res of [
      () => answer('{}', 'STALE'),
      () => answer('{}', 'MISS'),
      () => new Response('{}'),
      () => answer('{}', 'HIT', 201),
    ]) {
      const env = {};
      const r = reader(res);
      await contractJson(env, '/api/x', '/api/x', r.read, 0);
      await contractJson(env, '/api/x', '/api/x', r.read, 1);
      expect(r.calls).toBe(2);
    }
  });

  it('keeps copies per configuration and per path', async () => {
    const r = reader(() => answer('{}', 'HIT'));
    await contractJson({}, '/api/a', '/api/a', r.read, 0);
    await contractJson({}, '/api/a', '/api/a', r.read, 0);
    const env = {};
    await contractJson(env, '/api/a', '/api/a', r.read, 0);
    await contractJson(env, '/api/b', '/api/b', r.read, 0);
    expect(r.calls).toBe(4);
  });

  it('drops every copy on a purge, and keeps none read while a purge ran', async () => {
    const env = {};
    const r = reader(() => answer('{}', 'HIT'));
    await contractJson(env, '/api/a', '/api/a', r.read, 0);
    forgetRemembered('api:/api/');
    await contractJson(env, '/api/a', '/api/a', r.read, 1);
    expect(r.calls).toBe(2);
    const during = reader(() => {
      forgetRemembered('api:/api/');
      return answer('{}', 'HIT');
    });
    await contractJson(env, '/api/b', '/api/b', during.read, 2);
    await contractJson(env, '/api/b', '/api/b', during.read, 3);
    expect(during.calls).toBe(2);
  });

  it('answers an error status or unreadable JSON as an ApiError, and keeps neither', async () => {
    const env = {};
    const missing = reader(() => answer('{"error":"Not found"}', 'HIT', 404));
    await expect(contractJson(env, 'https://x/api/p', '/api/p', missing.read, 0)).rejects.toMatchObject({
      status: 404,
      path: '/api/p',
    });
    const garbled = reader(() => answer('{', 'HIT'));
    await expect(contractJson(env, 'https://x/api/q', '/api/q', garbled.read, 0)).rejects.toBeInstanceOf(ApiError);
    await expect(contractJson(env, 'https://x/api/q', '/api/q', garbled.read, 1)).rejects.toBeInstanceOf(ApiError);
    expect(garbled.calls).toBe(2);
    const thrown = contractJson(env, 'https://x/api/r', '/api/r', () => Promise.reject(new Error('boom')), 0);
    await expect(thrown).rejects.toMatchObject({ status: 0, path: '/api/r' });
  });

  it("hands out a kept value frozen all the way down, so no render can change another's data", async () => {
    const r = reader(() => answer('{"items":[{"title":"a"}]}', 'HIT'));
    const value = (await contractJson({}, '/api/n', '/api/n', r.read, 0)) as { items: { title: string }[] };
    const [first] = value.items;
    expect(() => {
      if (first) first.title = 'b';
    }).toThrow(TypeError);
    expect(() => value.items.push({ title: 'c' })).toThrow(TypeError);
  });
});
