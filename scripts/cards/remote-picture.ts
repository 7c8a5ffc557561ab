/**
 * A CMS show's picture for its podcast cover (remote-covers.ts). The show's `image` address is
 * untrusted: it is fetched only over https or from the site's own origin, within a timeout and a
 * size cap, accepted only as JPEG, PNG or WebP by its magic bytes, and decoded and re-encoded by
 * sharp (covers.ts pictureJpeg: resized to the cover, metadata stripped) into a JPEG data URI inside a small SVG. Remote
 * SVG or the original bytes never reach the rasteriser. Any failure gives null.
 */
import { createHash } from 'node:crypto';

/** Decodes a JPEG, PNG or WebP and re-encodes it as a square JPEG (covers.ts pictureJpeg). */
export type Reencode = (bytes: Uint8Array) => Promise<Uint8Array>;
/** The cover's side (worker/share/cover-svg.ts); the picture is drawn over the whole square. */
const SIDE = 3000;

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 8 * 1024 * 1024;

/** The address to fetch, if it may be fetched: https, or the site's own origin; else null. */
export function pictureUrl(image: string, site: string): URL | null {
  try {
    const url = new URL(image, site);
    if (url.protocol === 'https:' || url.origin === new URL(site).origin) return url;
  } catch {}
  return null;
}

/** Whether `b` starts as a JPEG, a PNG or a WebP file. */
export function isRaster(b: Uint8Array): boolean {
  const at = (i: number, s: string) => [...s].every((c, k) => b[i + k] === c.charCodeAt(0));
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return true;
  if (b[0] === 0x89 && at(1, 'PNG\r\n\u001a\n')) return true;
  return at(0, 'RIFF') && at(8, 'WEBP');
}

/** The answer's body, at most MAX_BYTES (checked on Content-Length and while reading). */
async function capped(res: Response): Promise<Uint8Array> {
  if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('over 8 MB');
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new Error('over 8 MB');
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

/** The picture as an SVG document embedding a re-encoded JPEG data URI; throws on any failure. */
async function pictureSvg(image: string, site: string, reencode: Reencode): Promise<string> {
  const url = pictureUrl(image, site);
  if (!url) throw new Error(`not https nor the site's: ${image}`);
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  if (!res.ok) throw new Error(`answered ${res.status}`);
  const bytes = await capped(res);
  if (!isRaster(bytes)) throw new Error('not a JPEG, PNG or WebP picture');
  const jpeg = Buffer.from(await reencode(bytes));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const s = SIDE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}"><image data-picture="${hash}" width="${s}" height="${s}" href="data:image/jpeg;base64,${jpeg.toString('base64')}"/></svg>`;
}

/** pictureSvg, or undefined with one warning naming the show. */
export async function safePicture(slug: string, image: string | undefined, site: string, reencode: Reencode) {
  if (!image) return undefined;
  try {
    return await pictureSvg(image, site, reencode);
  } catch (e) {
    console.warn(`cards: show ${slug}'s picture is not drawn (${(e as Error).message})`);
    return undefined;
  }
}
