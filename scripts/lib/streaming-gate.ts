/**
 * What happens to the live stream spec when there is no streaming server (`missing` says why,
 * scripts/lib/icecast.ts). In CI it fails: a runner that cannot install icecast2 and ffmpeg is
 * misconfigured, and a skipped spec would let a broken live radio pass unseen. Elsewhere (a
 * developer's machine without root) it is skipped, with the reason printed.
 */
export type StreamingGate = { run: true } | { run: false; fail: boolean; reason: string };

export function streamingGate(missing: string | null, ci: boolean): StreamingGate {
  if (missing === null) return { run: true };
  return ci
    ? { run: false, fail: true, reason: `live stream spec failed: CI must have a streaming server, but ${missing}` }
    : { run: false, fail: false, reason: `live stream spec skipped: ${missing}` };
}
