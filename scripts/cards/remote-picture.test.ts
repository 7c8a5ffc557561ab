import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRaster, pictureUrl, safePicture } from './remote-picture';

const SITE = 'http://localhost:8788';
const PNG = [0x89, ...'PNG\r\n\u001a\n'].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0)));
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const png = async () => new Uint8Array([...PNG, 1, 2, 3]);
/** A stand-in for covers.ts pictureJpeg (sharp does not load in workerd): JPEG magic plus "re". */
const reencode = vi.fn(async (b: Uint8Array) => new Uint8Array([...JPEG, 0x72, 0x65, b.length]));

describe('remote pictures', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers })),
    );

  it('admits https and the site origin only', () => {
    expect(pictureUrl('https://cms.example/a.png', SITE)).not.toBeNull();
    expect(pictureUrl('/media/a.png', SITE)).not.toBeNull();
    expect(pictureUrl('http://evil.example/a.png', SITE)).toBeNull();
    expect(pictureUrl('file:///etc/passwd', SITE)).toBeNull();
  });

  it('embeds a PNG or JPEG as a re-encoded JPEG data URI', async () => {
    for (const bytes of [await png(), new Uint8Array([...JPEG, 9, 9])]) {
      expect(isRaster(bytes)).toBe(true);
      answer(new Uint8Array(bytes), { 'content-type': 'text/plain' });
      const svg = await safePicture('s', 'https://cms.example/a', SITE, reencode);
      const b64 = Buffer.from(await reencode(bytes)).toString('base64');
      expect(svg).toContain(`href="data:image/jpeg;base64,${b64}"`);
      expect(svg).toMatch(/data-picture="[0-9a-f]{16}"/);
    }
  });

  it('falls back on SVG, HTML, over-size, another http host and a timeout', async () => {
    reencode.mockClear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer('<svg xmlns="http://www.w3.org/2000/svg"/>', { 'content-type': 'image/png' });
    expect(await safePicture('a', 'https://cms.example/a.png', SITE, reencode)).toBeUndefined();
    answer('<html></html>');
    expect(await safePicture('b', 'https://cms.example/b.png', SITE, reencode)).toBeUndefined();
    answer(new Uint8Array(9 * 1024 * 1024));
    expect(await safePicture('c', 'https://cms.example/c.png', SITE, reencode)).toBeUndefined();
    answer(new Uint8Array(await png()), { 'content-length': String(9 * 1024 * 1024) });
    expect(await safePicture('d', 'https://cms.example/d.png', SITE, reencode)).toBeUndefined();
    const get = vi.fn();
    vi.stubGlobal('fetch', get);
    expect(await safePicture('e', 'http://other.example/e.png', SITE, reencode)).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    );
    expect(await safePicture('f', 'https://cms.example/f.png', SITE, reencode)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(6);
    expect(reencode).not.toHaveBeenCalled();
    expect(warn.mock.calls[5]?.[0]).toMatch(/show f/);
  });
});
