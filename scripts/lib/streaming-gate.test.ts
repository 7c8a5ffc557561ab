import { describe, expect, it } from 'vitest';
import { streamingGate } from './streaming-gate';

describe('streamingGate', () => {
  it('runs the spec when the streaming server is here, in CI or not', () => {
    expect(streamingGate(null, true)).toEqual({ run: true });
    expect(streamingGate(null, false)).toEqual({ run: true });
  });

  it('fails in CI and skips elsewhere when it is missing, saying why either way', () => {
    const why = 'icecast2 or ffmpeg is missing and installing them needs root';
    expect(streamingGate(why, true)).toEqual({
      run: false,
      fail: true,
      reason: `live stream spec failed: CI must have a streaming server, but ${why}`,
    });
    expect(streamingGate(why, false)).toEqual({ run: false, fail: false, reason: `live stream spec skipped: ${why}` });
  });
});
