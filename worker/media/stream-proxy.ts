/**
 * The station's live stream on the site's own origin: the upstream body is passed through as it
 * arrives (never read whole: it has no end), with the upstream's audio content type. A live
 * stream cannot seek, so Range is not forwarded and the answer is a plain 200 without
 * Accept-Ranges. HEAD asks the upstream the same way (Icecast answers HEAD poorly) and drops the
 * body at once, so the headers are the real ones.
 */

/** Content types of live audio; anything else (an HTML error page, say) is not a stream. */
const AUDIO_TYPE = /^(audio\/[\w.+-]+|application\/ogg|video\/mp2t)\s*(;|$)/i;

const unavailable = () =>
  Response.json(
    { error: 'The live stream is unavailable', status: 502 },
    { status: 502, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
  );

/**
 * Answers a GET or HEAD of a live stream from `upstream`. Waits at most `timeoutMs` for the
 * upstream's headers; once they are in, the stream runs as long as the listener stays (the
 * timer no longer applies).
 */
export async function proxyLiveStream(upstream: string, request: Request, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(upstream, {
      headers: { accept: 'audio/*, application/ogg;q=0.9, */*;q=0.1', 'user-agent': 'radio-news-edge stream proxy' },
      signal: controller.signal,
      redirect: 'follow',
    });
  } catch (err) {
    console.error('live stream: upstream unreachable', upstream, String(err));
    return unavailable();
  } finally {
    clearTimeout(timer);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !res.body || !AUDIO_TYPE.test(type)) {
    console.error('live stream: upstream answered', res.status, type || '(no content type)', upstream);
    await res.body?.cancel();
    return unavailable();
  }
  const headers = {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (request.method === 'HEAD') {
    await res.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(res.body, { status: 200, headers });
}
