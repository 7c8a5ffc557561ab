/**
 * The page body's HTML from React: one string when nothing suspends (the usual case), else a
 * stream; and the document's prefix and suffix around a stream.
 */
import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';

/** Marks a boundary React gave up on in the string render (suspended or failed): the browser would render it. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/**
 * The page's HTML. Nothing suspends on the server (renderPage loads the screen and islands first),
 * so the body is rendered to one string: the stream's renderer encodes every attribute and text
 * piece to bytes on its own and copies them through 4 KB views, ~40 % of an uncached page's CPU
 * (docs/performance.md, "Where an uncached page's time goes"). The string render gives the same bytes,
 * but has no onError and abandons a boundary that suspends or throws; then the page is rendered
 * again as a stream, which waits for it (or logs the error), as before.
 */
export async function renderBody(
  app: ReactElement,
  path: string,
  bot: boolean,
): Promise<string | ReadableStream<Uint8Array>> {
  try {
    const html = renderToString(app);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // The shell suspended or threw: the stream below reports it.
  }
  const stream = await renderToReadableStream(app, {
    // Fizz streams a finished Suspense boundary after the first ~12 KB separately, revealed by an
    // inline script; the parts that hydrate from their own chunks (client/app/island.tsx) are
    // boundaries and are always finished here, so they stay in place in the HTML (and without
    // JavaScript, the footer's forms are not left hidden).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(err) {
      console.error('render error', path, err);
    },
  });
  if (bot) await stream.allReady;
  return stream;
}

/** Prefix, React stream, suffix: one body stream. */
export function concat(prefix: string, body: ReadableStream<Uint8Array>, suffix: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  void (async () => {
    const writer = writable.getWriter();
    try {
      await writer.write(encoder.encode(prefix));
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value);
      }
      await writer.write(encoder.encode(suffix));
      await writer.close();
    } catch (err) {
      console.error('page stream failed', err);
      await writer.abort(err).catch(() => {});
    }
  })();
  return readable;
}
