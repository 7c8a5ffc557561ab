/**
 * The built-in demo live streams (91.5 FM and 91.5 HD2) for when no stream URL is configured:
 * generated audio, so the radio bar works offline and in tests as it would with the station's
 * encoder. 8 kHz, 8-bit mono: 8 kB a second.
 */

import { parseRange } from './range';

const RATE = 8000;
/** Six hours of audio: longer than anyone listens in one go; the player reconnects after it. */
const MAX_SECONDS = 6 * 3600;
const HEADER_BYTES = 44;
/** At most this much per answer: about 65 seconds of audio. */
const SLICE_BYTES = 512 * 1024;

/** A WAV header (8-bit mono PCM) for `dataBytes` of samples; the demo audio files use it too (scripts/media/art.ts). */
export function wavHeader(dataBytes: number, rate = RATE): Uint8Array {
  const view = new DataView(new ArrayBuffer(44));
  const ascii = (o: number, s: string) => {
    for (const [i, ch] of [...s].entries()) view.setUint8(o + i, ch.charCodeAt(0));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true); // byte rate: one byte a sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return new Uint8Array(view.buffer);
}

// Two different pentatonic phrases, so the two streams are told apart by ear.
const MELODIES: Record<'fm' | 'hd2', number[]> = {
  fm: [392, 440, 523.25, 587.33, 523.25, 440, 392, 329.63],
  hd2: [293.66, 349.23, 392, 440, 392, 349.23, 293.66, 261.63],
};

/** `count` unsigned 8-bit samples of the stream starting at sample index `from`. */
function streamSamples(stream: 'fm' | 'hd2', from: number, count: number): Uint8Array {
  const notes = MELODIES[stream];
  const beat = RATE * 0.5;
  const out = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const n = from + i;
    // biome-ignore lint/style/noNonNullAssertion: the index is taken modulo the list's length
    const note = notes[Math.floor(n / beat) % notes.length]!;
    const within = (n % beat) / beat;
    const envelope = Math.min(1, within * 30) * (1 - within) ** 1.5;
    const v =
      0.35 * envelope * Math.sin((2 * Math.PI * note * n) / RATE) + 0.05 * Math.sin((2 * Math.PI * 110 * n) / RATE);
    out[i] = Math.max(0, Math.min(255, Math.round(128 + v * 127)));
  }
  return out;
}

/**
 * The stream as a virtual WAV file six hours long, of which each request gets at most one slice
 * (about a minute of audio) generated on demand. Browsers play a sized, seekable file reliably (a
 * paced stream of unknown length stalls Chromium's WAV demuxer) and ask for the next range as
 * they go, answering a shorter range than asked is allowed, and each answer is a bounded buffer:
 * no open-ended stream to abandon, and no unbounded work per request.
 */
export function liveStreamResponse(stream: 'fm' | 'hd2', rangeHeader: string | null = null): Response {
  const dataBytes = RATE * MAX_SECONDS;
  const size = HEADER_BYTES + dataBytes;
  const range = parseRange(rangeHeader, size);
  const base = {
    'content-type': 'audio/wav',
    'accept-ranges': 'bytes',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (range.kind === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { ...base, 'content-range': `bytes */${size}` } });
  const start = range.kind === 'partial' ? range.start : 0;
  const end = Math.min(range.kind === 'partial' ? range.end : size - 1, start + SLICE_BYTES - 1);
  const out = new Uint8Array(end - start + 1);
  let offset = 0;
  if (start < HEADER_BYTES) {
    const header = wavHeader(dataBytes).slice(start, Math.min(HEADER_BYTES, end + 1));
    out.set(header, 0);
    offset = header.length;
  }
  if (offset < out.length)
    out.set(streamSamples(stream, Math.max(0, start - HEADER_BYTES), out.length - offset), offset);
  return new Response(out, {
    status: 206,
    headers: { ...base, 'content-length': String(out.length), 'content-range': `bytes ${start}-${end}/${size}` },
  });
}
