/**
 * The demo episodes' audio as MP3, which Apple Podcasts accepts (WAV it refuses): the same tune as
 * the WAV generator (art.ts), encoded at build time by lamejs, a LAME port in plain JavaScript, so
 * a fresh machine needs no ffmpeg. Mono, 22.05 kHz, 48 kbit/s CBR: the tune is synthesised, so
 * more bits would only make the files larger. Encoding costs about 10 s per minute of audio on a
 * busy machine, so the build keeps a file whose frames already add up to its stated length.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { tuneSamples } from './art';

const MP3_RATE = 22_050;
const MP3_KBPS = 48;

/** The MP3 of an audio path, `seconds` long (plus the encoder's last partial frame). */
export function mp3For(path: string, seconds: number): Uint8Array {
  const tune = tuneSamples(path, seconds, MP3_RATE);
  const pcm = Int16Array.from(tune, (v) => Math.round(v * 32_767));
  const encoder = new Mp3Encoder(1, MP3_RATE, MP3_KBPS);
  const parts: Uint8Array[] = [];
  const block = 576 * 20;
  for (let i = 0; i < pcm.length; i += block)
    parts.push(new Uint8Array(encoder.encodeBuffer(pcm.subarray(i, i + block))));
  parts.push(new Uint8Array(encoder.flush()));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
