/**
 * Byte ranges for media files, so audio can seek: `wrangler dev`'s static assets ignore Range
 * requests, so /media/audio/* is answered by the worker with 206 Partial Content.
 */

export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/** Reads a single-range `Range` header (bytes=a-b, bytes=a-, bytes=-n) against a file of `size` bytes. */
export function parseRange(header: string | null | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Multiple ranges or another unit: answering the whole file is allowed and simplest.
  if (!m) return { kind: 'full' };
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return { kind: 'unsatisfiable' };
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

/** Answers a GET for a whole file's bytes, honouring Range. */
export function rangeResponse(bytes: ArrayBuffer, rangeHeader: string | null, contentType: string): Response {
  const size = bytes.byteLength;
  const base = { 'content-type': contentType, 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400' };
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...base, 'content-range': `bytes */${size}` } });
  }
  if (range.kind === 'full')
    return new Response(bytes, { status: 200, headers: { ...base, 'content-length': String(size) } });
  const { start, end } = range;
  return new Response(bytes.slice(start, end + 1), {
    status: 206,
    headers: { ...base, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(end - start + 1) },
  });
}
