import { describe, expect, it } from 'vitest';
import { audioLength } from './audio-length';

/** Assets that answer every file with `size` bytes, HEAD with or without a length; records what was asked and read. */
function fakeAssets(size: number, o: { headLength: boolean; getLength: boolean }) {
  const asked: string[] = [];
  let bytesRead = 0;
  const assets = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const req = new Request(input, init);
      asked.push(`${req.method} ${new URL(req.url).pathname}`);
      const withLength = req.method === 'HEAD' ? o.headLength : o.getLength;
      const headers = withLength ? { 'content-length': String(size) } : undefined;
      if (req.method === 'HEAD') return new Response(null, { headers });
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (bytesRead >= size) return controller.close();
          const chunk = new Uint8Array(Math.min(4096, size - bytesRead));
          bytesRead += chunk.length;
          controller.enqueue(chunk);
        },
      });
      return new Response(body, { headers });
    },
  } as unknown as Fetcher;
  return { assets, asked, read: () => bytesRead };
}

describe('audioLength', () => {
  it('takes the length from HEAD, once per isolate', async () => {
    const a = fakeAssets(280_044, { headLength: true, getLength: true });
    expect(await audioLength(a.assets, '/media/audio/a.wav')).toBe(280_044);
    expect(await audioLength(a.assets, '/media/audio/a.wav')).toBe(280_044);
    expect(a.asked).toEqual(['HEAD /media/audio/a.wav']);
  });

  it('reads the length of a GET without reading its body when HEAD has none (local assets)', async () => {
    const a = fakeAssets(280_044, { headLength: false, getLength: true });
    expect(await audioLength(a.assets, '/media/audio/b.wav')).toBe(280_044);
    expect(a.asked).toEqual(['HEAD /media/audio/b.wav', 'GET /media/audio/b.wav']);
    expect(a.read()).toBeLessThan(280_044);
  });

  it('counts the bytes of a file served without any length, and remembers it', async () => {
    const a = fakeAssets(10_000, { headLength: false, getLength: false });
    expect(await audioLength(a.assets, '/media/audio/c.wav')).toBe(10_000);
    expect(await audioLength(a.assets, '/media/audio/c.wav')).toBe(10_000);
    expect(a.asked).toHaveLength(2);
  });

  it('answers 0 for another host’s file without asking the assets', async () => {
    const a = fakeAssets(1, { headLength: true, getLength: true });
    expect(await audioLength(a.assets, 'https://cdn.example/x.mp3')).toBe(0);
    expect(a.asked).toEqual([]);
  });
});
