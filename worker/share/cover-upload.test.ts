import { describe, expect, it } from 'vitest';
import { coverKey } from './card-store';
import { coverKeyOfPath, coverRequest, isCoverJpeg } from './cover-upload';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 1, 2]);

/** A KV namespace in memory with metadata, as much as coverRequest uses. */
function memoryKv() {
  const data = new Map<string, { value: Uint8Array; metadata: unknown }>();
  const kv = {
    async getWithMetadata(key: string) {
      const kept = data.get(key);
      return { value: kept ? new Blob([new Uint8Array(kept.value)]).stream() : null, metadata: kept?.metadata ?? null };
    },
    async put(key: string, value: Uint8Array, options?: { metadata?: unknown }) {
      data.set(key, { value, metadata: options?.metadata });
    },
  };
  return { kv: kv as unknown as KVNamespace, data };
}

const at = (path: string, init?: RequestInit) => new Request(`http://127.0.0.1${path}`, init);

describe('coverKeyOfPath', () => {
  it('names the cover key of a valid language and slug, and nothing else', () => {
    expect(coverKeyOfPath('/cover/pa/morning-show')).toBe(coverKey('pa', 'morning-show'));
    for (const bad of ['/cover/fr/x', '/cover/en/', '/cover/en/a/b', '/cover/en/-x', '/cover/en/A', '/x/en/a'])
      expect(coverKeyOfPath(bad), bad).toBeNull();
    expect(coverKeyOfPath(`/cover/en/${'a'.repeat(97)}`)).toBeNull();
  });
});

describe('isCoverJpeg', () => {
  it('takes a JPEG under 512 KB only', () => {
    expect(isCoverJpeg(jpeg)).toBe(true);
    expect(isCoverJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    const big = new Uint8Array(512 * 1024 + 1);
    big.set(jpeg);
    expect(isCoverJpeg(big)).toBe(false);
  });
});

describe('coverRequest', () => {
  it('stores a JPEG with its stamp, and answers the stamp back', async () => {
    const { kv, data } = memoryKv();
    expect((await coverRequest(at('/cover/en/show'), kv))?.status).toBe(404);
    const put = await coverRequest(at('/cover/en/show?stamp=0123456789abcdef', { method: 'PUT', body: jpeg }), kv);
    expect(put?.status).toBe(204);
    expect(data.get(coverKey('en', 'show') ?? '')?.value).toEqual(jpeg);
    expect(await (await coverRequest(at('/cover/en/show'), kv))?.text()).toBe('0123456789abcdef');
  });

  it('refuses a bad slug, stamp or body with a 400, storing nothing; other paths are not its', async () => {
    const { kv, data } = memoryKv();
    const put = (path: string, body: Uint8Array<ArrayBuffer>) => coverRequest(at(path, { method: 'PUT', body }), kv);
    expect((await put('/cover/en/Bad%20slug?stamp=0123456789abcdef', jpeg))?.status).toBe(400);
    expect((await put('/cover/en/show?stamp=nope', jpeg))?.status).toBe(400);
    expect((await put('/cover/en/show?stamp=0123456789abcdef', new Uint8Array([1, 2, 3, 4])))?.status).toBe(400);
    expect(data.size).toBe(0);
    expect(await coverRequest(at('/', { method: 'POST' }), kv)).toBeNull();
  });
});
