/**
 * Reads an MP3's playing time from its frame headers (no decoding, no Node modules: the worker
 * tests read served files with it too), so the build can tell an encoded file is still right.
 */

// Layer III bit rates (kbit/s) by index: MPEG-1, then MPEG-2 and 2.5; sample rates by version.
const KBPS_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const KBPS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  0: [11_025, 12_000, 8_000],
};

/** One Layer III frame header at `at`: its length in bytes and its samples, or null. */
function frameAt(b: Uint8Array, at: number): { bytes: number; seconds: number } | null {
  if (at + 4 > b.length || b[at] !== 0xff || ((b[at + 1] ?? 0) & 0xe0) !== 0xe0) return null;
  const version = ((b[at + 1] ?? 0) >> 3) & 3;
  const layer = ((b[at + 1] ?? 0) >> 1) & 3;
  const kbps = (version === 3 ? KBPS_V1 : KBPS_V2)[((b[at + 2] ?? 0) >> 4) & 15] ?? 0;
  const rate = RATES[version]?.[((b[at + 2] ?? 0) >> 2) & 3] ?? 0;
  if (layer !== 1 || !kbps || !rate) return null;
  const padding = ((b[at + 2] ?? 0) >> 1) & 1;
  const perFrame = version === 3 ? 1152 : 576;
  return { bytes: Math.floor(((perFrame / 8) * kbps * 1000) / rate) + padding, seconds: perFrame / rate };
}

/**
 * The playing time of an MP3 in seconds, by walking its frames (after an ID3v2 tag, if any);
 * undefined when the bytes are not a run of Layer III frames to the end.
 */
export function mp3Seconds(bytes: Uint8Array): number | undefined {
  let at = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33 && bytes.length >= 10) {
    const size = [6, 7, 8, 9].reduce((n, i) => n * 128 + ((bytes[i] ?? 0) & 0x7f), 0);
    at = 10 + size;
  }
  let seconds = 0;
  let frames = 0;
  while (at < bytes.length) {
    const frame = frameAt(bytes, at);
    if (!frame) return undefined;
    seconds += frame.seconds;
    at += frame.bytes;
    frames++;
  }
  return frames ? seconds : undefined;
}
