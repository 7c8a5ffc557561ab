/**
 * The built-in demo live streams (91.5 FM and 91.5 HD2) for when no stream URL is configured:
 * an endless WAV generated in real time, so the radio bar works offline and in tests exactly as
 * it would with the station's encoder. 8 kHz, 8-bit mono: 8 kB a second.
 */

const RATE = 8000;
const CHUNK_MS = 250;
/** Sent at once so playback starts without waiting for real-time pacing. */
const PREBUFFER_SECONDS = 2;
/** A connection ends after this long, so a forgotten tab cannot hold a stream forever. */
const MAX_SECONDS = 6 * 3600;

/** A WAV header for a stream of unknown length (sizes set to the maximum). */
export function streamingWavHeader(rate = RATE): Uint8Array {
  const view = new DataView(new ArrayBuffer(44));
  const ascii = (o: number, s: string) => [...s].forEach((ch, i) => view.setUint8(o + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 0xffffffff, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, 0xffffffff - 36, true);
  return new Uint8Array(view.buffer);
}

// Two different pentatonic phrases, so the two streams are told apart by ear.
const MELODIES: Record<'fm' | 'hd2', number[]> = {
  fm: [392, 440, 523.25, 587.33, 523.25, 440, 392, 329.63],
  hd2: [293.66, 349.23, 392, 440, 392, 349.23, 293.66, 261.63],
};

/** `count` unsigned 8-bit samples of the stream starting at sample index `from`. */
export function streamSamples(stream: 'fm' | 'hd2', from: number, count: number): Uint8Array {
  const notes = MELODIES[stream];
  const beat = RATE * 0.5;
  const out = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const n = from + i;
    const note = notes[Math.floor(n / beat) % notes.length]!;
    const within = (n % beat) / beat;
    const envelope = Math.min(1, within * 30) * (1 - within) ** 1.5;
    const v = 0.35 * envelope * Math.sin((2 * Math.PI * note * n) / RATE) + 0.05 * Math.sin((2 * Math.PI * 110 * n) / RATE);
    out[i] = Math.max(0, Math.min(255, Math.round(128 + v * 127)));
  }
  return out;
}

/** The endless response; generation stops when the listener goes away. */
export function liveStreamResponse(stream: 'fm' | 'hd2'): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  void (async () => {
    try {
      await writer.write(streamingWavHeader());
      let sample = 0;
      const pre = RATE * PREBUFFER_SECONDS;
      await writer.write(streamSamples(stream, sample, pre));
      sample += pre;
      const perChunk = (RATE * CHUNK_MS) / 1000;
      while (sample < RATE * MAX_SECONDS) {
        await new Promise((r) => setTimeout(r, CHUNK_MS));
        await writer.write(streamSamples(stream, sample, perChunk));
        sample += perChunk;
      }
      await writer.close();
    } catch {
      // The listener closed the connection: nothing to clean up.
    }
  })();
  return new Response(readable, {
    headers: { 'content-type': 'audio/wav', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}
