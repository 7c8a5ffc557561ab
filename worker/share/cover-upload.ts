/**
 * The local renderer's cover endpoints (local-renderer.ts, run by `npm run cards`): Node draws a
 * CMS show's cover with sharp (scripts/cards/remote-covers.ts) and hands it here, because only
 * this worker holds the deployed KV binding. `GET /cover/{lang}/{slug}` answers the stored
 * cover's stamp (404: none), `PUT` with `?stamp=` stores the JPEG. Never deployed; it still
 * checks what it stores, so a bad run cannot put anything but a small JPEG under a cover key.
 */
import type { Lang } from '../../shared/types/content';
import { coverKey } from './card-store';

/** Spotify's and NPR One's limit, as the build's (scripts/media/covers.ts). */
const COVER_MAX_BYTES = 512 * 1024;
const STAMP = /^[0-9a-f]{16}$/;

/** The cover key a path names (`/cover/{lang}/{slug}`), or null. */
export function coverKeyOfPath(pathname: string): string | null {
  const m = /^\/cover\/(en|pa)\/([^/]+)$/.exec(pathname);
  return m ? coverKey(m[1] as Lang, m[2] ?? '') : null;
}

/** Whether `bytes` is a JPEG the cover route may serve: its magic number, under the size limit. */
export function isCoverJpeg(bytes: Uint8Array): boolean {
  return (
    bytes.length > 3 && bytes.length <= COVER_MAX_BYTES && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  );
}

/** Answers a cover request of the local renderer; null when the path is not a cover's. */
export async function coverRequest(request: Request, kv: KVNamespace): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/cover/')) return null;
  const key = coverKeyOfPath(url.pathname);
  if (!key) return new Response('bad cover path\n', { status: 400 });
  if (request.method === 'GET') {
    const kept = await kv.getWithMetadata<{ stamp?: string }>(key, 'stream');
    await kept.value?.cancel();
    const stamp = kept.value ? kept.metadata?.stamp : undefined;
    return stamp ? new Response(stamp) : new Response('no cover\n', { status: 404 });
  }
  if (request.method !== 'PUT') return new Response('GET or PUT\n', { status: 405 });
  const stamp = url.searchParams.get('stamp') ?? '';
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (!STAMP.test(stamp) || !isCoverJpeg(bytes)) return new Response('not a cover JPEG\n', { status: 400 });
  // No expiry: the feed names the cover as long as the show exists, and shows are few.
  await kv.put(key, bytes, { metadata: { stamp } });
  return new Response(null, { status: 204 });
}
