/**
 * The demo episodes' audio as MP3, which Apple Podcasts accepts (WAV it refuses): the same tune as
 * the WAV generator (art.ts), encoded at build time by lamejs, a LAME port in plain JavaScript, so
 * a fresh machine needs no ffmpeg. Mono, 22.05 kHz, 48 kbit/s CBR: the tune is synthesised, so
 * more bits would only make the files larger. Encoding costs about 10 s per minute of audio on a
 * busy machine, so the build keeps a file whose frames already add up to its stated length.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import { tuneSamples } from './art';

const MP3_RATE = 22_050;
const MP3_KBPS = 48;

interface Mp3Encoder {
  encodeBuffer(left: Int16Array): Int8Array | Uint8Array;
  flush(): Int8Array | Uint8Array;
}
type Lame = { Mp3Encoder: new (channels: number, rate: number, kbps: number) => Mp3Encoder };

let lame: Lame | null = null;

/**
 * @breezystack/lamejs 1.2.7 ships one script that declares a global (`var lamejs = …`): its
 * package's ES entry names a file the package lacks. The script is run as it is and its global read.
 */
function lamejs(): Lame {
  if (lame) return lame;
  const file = createRequire(import.meta.url).resolve('@breezystack/lamejs');
  lame = runInThisContext(`${readFileSync(file, 'utf8')}\n;lamejs`, { filename: file }) as Lame;
  return lame;
}

/** The MP3 of an audio path, `seconds` long (plus the encoder's last partial frame). */
export function mp3For(path: string, seconds: number): Uint8Array {
  const tune = tuneSamples(path, seconds, MP3_RATE);
  const pcm = Int16Array.from(tune, (v) => Math.round(v * 32_767));
  const encoder = new (lamejs().Mp3Encoder)(1, MP3_RATE, MP3_KBPS);
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
