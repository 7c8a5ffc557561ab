import { describe, expect, it } from 'vitest';
import devVarsExample from '../../.dev.vars.example?raw';
import base from '../../wrangler.toml?raw';
import { BINDING_KINDS, countOf, createdId, d1Ids, kvIds, resourcesOf, secretNames } from './resources';
import { SECRETS } from './secrets';

describe('resourcesOf', () => {
  it('finds the database and namespace wrangler.toml binds, by the names the setup looks them up by', () => {
    expect(resourcesOf(base)).toEqual({
      worker: 'radio-news-edge',
      d1: [{ binding: 'DB', name: 'radio-news-content', migrations: true }],
      kv: [{ binding: 'CACHE', title: 'radio-news-edge-CACHE' }],
    });
  });

  it('knows every [[binding]] kind of wrangler.toml, Durable Objects included (made by their migration tags)', () => {
    const kinds = new Set([...base.matchAll(/^\[\[([\w.]+)\]\]/gm)].map((m) => m[1]));
    expect([...kinds].sort()).toEqual(Object.keys(BINDING_KINDS).sort());
  });

  it('stops at a binding kind it cannot create, rather than deploy a worker bound to nothing', () => {
    const withBucket = `${base}\n[[r2_buckets]]\nbinding = "MEDIA"\nbucket_name = "media"\n`;
    expect(() => resourcesOf(withBucket)).toThrow(/\[\[r2_buckets\]\].*does not create/);
  });
});

describe('reading wrangler’s answers', () => {
  it('maps names to ids from d1 list --json and kv namespace list', () => {
    const d1 = JSON.stringify([
      { uuid: 'u-1', name: 'radio-news-content', version: 'production' },
      { uuid: 'u-2', name: 'x' },
    ]);
    expect(d1Ids(d1).get('radio-news-content')).toBe('u-1');
    const kv = `[\n  { "id": "abc", "title": "radio-news-edge-CACHE" }\n]`;
    expect(kvIds(kv).get('radio-news-edge-CACHE')).toBe('abc');
  });

  it('reads nothing from output that is not a JSON list (an empty account, a dry run)', () => {
    expect(d1Ids('').size).toBe(0);
    expect(kvIds('Not logged in').size).toBe(0);
    expect(secretNames('{"error": 1}').size).toBe(0);
  });

  it('skips what wrangler prints before the list', () => {
    expect(secretNames('⛅️ wrangler 4.86.0\n[{"name":"PURGE_TOKEN","type":"secret_text"}]').has('PURGE_TOKEN')).toBe(
      true,
    );
  });

  it('finds the new id in what a create command prints', () => {
    const d1 =
      '✅ Successfully created DB \'radio-news-content\'\n[[d1_databases]]\nbinding = "radio_news_content"\ndatabase_name = "radio-news-content"\ndatabase_id = "6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f"\n';
    expect(createdId(d1, 'd1')).toBe('6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f');
    const kv =
      '🌀 Creating namespace with title "radio-news-edge-CACHE"\n✨ Success!\n[[kv_namespaces]]\nbinding = "radio_news_edge_CACHE"\nid = "0123456789abcdef0123456789abcdef"\n';
    expect(createdId(kv, 'kv')).toBe('0123456789abcdef0123456789abcdef');
    expect(createdId('Error: quota', 'kv')).toBeNull();
  });

  it('reads the count of d1 execute --json', () => {
    expect(countOf('[{"results":[{"n":42}],"success":true,"meta":{}}]')).toBe(42);
    expect(countOf('[{"results":[{"n":0}],"success":true}]')).toBe(0);
    expect(countOf('no such table: posts')).toBeNull();
  });
});

describe('the secrets the setup asks for', () => {
  it('are the secrets of .dev.vars.example, in its order', () => {
    const names = [...devVarsExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(SECRETS.map((s) => s.name)).toEqual(names);
  });

  it('make a purge token the worker accepts when the answer is empty', () => {
    expect(SECRETS[0]?.generate?.()).toMatch(/^[0-9a-f]{48}$/);
  });
});
