/**
 * JSON-LD images search engines can use: Google's article rules ask for images "at least 1200
 * pixels wide" in ".jpg, .png, or .gif format" (https://developers.google.com/search/docs/data-types/article),
 * while the demo's pictures are SVGs. Every `image` and `thumbnailUrl` in the page's JSON-LD goes
 * through the rule og:image uses (share-image.ts `shareImageOf`): a PNG or JPEG stays, a generated
 * demo SVG becomes its 1200×630 JPEG under /media/share/, anything else is replaced by the page's
 * own share image at the top of the object (what the page shares) and left out deeper down (an
 * event of a list has no picture of its own to name).
 */
import { shareImageOf } from '../share/share-image';

const IMAGE_KEYS = new Set(['image', 'thumbnailUrl']);

/** A raster URL for one image value (a URL or an ImageObject), or null. */
function rasterUrl(value: unknown, origin: string): string | null {
  const url = typeof value === 'string' ? value : (value as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return null;
  const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  const raster = shareImageOf(path);
  if (!raster) return null;
  return /^https?:\/\//.test(raster.url) ? raster.url : origin + raster.url;
}

function rasterImages(value: unknown, origin: string): string[] {
  const all = (Array.isArray(value) ? value : [value]).map((v) => rasterUrl(v, origin));
  return [...new Set(all.filter((u): u is string => u !== null))];
}

function walk(node: unknown, origin: string, fallback: string | null): unknown {
  // Most values are strings and numbers: answered first. The objects are JSON-LD's plain ones, so
  // `for…in` sees their own keys, without the pairs Object.entries builds (the events page's
  // JSON-LD has ~100 objects, walked on every render).
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map((n) => walk(n, origin, null));
  const out: Record<string, unknown> = {};
  for (const key in node) {
    const value = (node as Record<string, unknown>)[key];
    if (!IMAGE_KEYS.has(key)) {
      out[key] = walk(value, origin, null);
      continue;
    }
    const images = rasterImages(value, origin);
    const kept = images.length ? images : fallback ? [fallback] : [];
    if (kept.length) out[key] = Array.isArray(value) || kept.length > 1 ? kept : kept[0];
  }
  return out;
}

/**
 * The JSON-LD with raster images only. `pageImage` is the page's absolute og:image (always a PNG
 * or JPEG), used for a top object whose own picture has no raster version.
 */
export function rasterLd(ld: Record<string, unknown>, origin: string, pageImage: string): Record<string, unknown> {
  return walk(ld, origin, pageImage) as Record<string, unknown>;
}
