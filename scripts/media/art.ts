/**
 * Generated demo media: every `/media/images/<group>/<name>.svg` and `/media/audio/<name>.{wav,mp3}`
 * the demo content refers to is drawn or synthesised here, deterministically from its name, so
 * pages look complete offline and nothing points at another host.
 */
// FNV-1a of a name: the same name always gives the same picture or tune.
import { fnv1a } from '../../shared/hash';
import { wavHeader } from '../../worker/media/live-stream';

/** A small seeded generator (mulberry32), so a picture's shapes follow from its name (and `npm run sim`'s days from their seed). */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Brand colours first, then companions that sit well with them.
const PALETTE = [
  '#F9025A',
  '#FCBE6B',
  '#081B70',
  '#1F6FEB',
  '#0FA37F',
  '#7B2CBF',
  '#E85D04',
  '#2B2D42',
  '#00A6A6',
  '#C9184A',
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Media references in any JSON-able value, de-duplicated and sorted. */
export function mediaRefs(value: unknown): { images: string[]; audio: string[] } {
  const text = JSON.stringify(value);
  const images = new Set(text.match(/\/media\/images\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.svg/g) ?? []);
  const audio = new Set(text.match(/\/media\/audio\/[a-z0-9-]+\.(?:wav|mp3)/g) ?? []);
  return { images: [...images].sort(), audio: [...audio].sort() };
}

/** The SVG for an image path: a portrait for hosts and team, a 16:9 scene for everything else. */
export function svgFor(path: string): string {
  const [, , , group = 'media', file = 'image.svg'] = path.split('/');
  const name = file.replace(/\.svg$/, '');
  const rnd = random(fnv1a(path));
  // biome-ignore lint/style/noNonNullAssertion: rnd() is in [0, 1), so the index is inside the palette
  const pick = () => PALETTE[Math.floor(rnd() * PALETTE.length)]!;
  const a = pick();
  let b = pick();
  // biome-ignore lint/style/noNonNullAssertion: the index is taken modulo the palette's length
  if (b === a) b = PALETTE[(PALETTE.indexOf(a) + 3) % PALETTE.length]!;
  const portrait = group === 'hosts' || group === 'team';
  const [w, h] = portrait ? [800, 800] : [1200, 675];
  const shapes: string[] = [];
  if (portrait) {
    shapes.push(`<circle cx="400" cy="330" r="150" fill="#fff" fill-opacity="0.85"/>`);
    shapes.push(`<path d="M140 800c20-170 130-260 260-260s240 90 260 260z" fill="#fff" fill-opacity="0.85"/>`);
  } else {
    for (let i = 0; i < 6; i++) {
      const cx = Math.round(rnd() * w);
      const cy = Math.round(rnd() * h);
      const r = Math.round(60 + rnd() * 260);
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pick()}" fill-opacity="${(0.15 + rnd() * 0.35).toFixed(2)}"/>`,
      );
    }
    const y = Math.round(h * (0.55 + rnd() * 0.2));
    shapes.push(
      `<path d="M0 ${y} C ${w * 0.3} ${y - 120}, ${w * 0.6} ${y + 120}, ${w} ${y - 40} V ${h} H 0 Z" fill="#081B70" fill-opacity="0.35"/>`,
    );
  }
  // No words drawn into the picture: the page sets its own title beside or over it, and an English
  // category name baked into the art would show on Punjabi pages.
  const caption = escapeXml(name.replace(/-/g, ' ').slice(0, 48));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${caption}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${shapes.join('\n')}
</svg>
`;
}

/** Samples a second of the demo audio: 8 kHz mono 8-bit keeps minutes of audio small. */
export const WAV_RATE = 8_000;

/**
 * The demo tune of an audio path, `seconds` long at `rate` samples a second, each in [-1, 1]: a
 * pentatonic melody with a soft envelope, drawn from the path's hash, so the WAV and the MP3 of
 * one path (mp3.ts) play the same notes.
 */
export function tuneSamples(path: string, seconds: number, rate: number): Float32Array {
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`${path}: length ${seconds} is not whole seconds`);
  const samples = new Float32Array(rate * seconds);
  const rnd = random(fnv1a(path));
  const scale = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33];
  const beat = 0.25 + Math.floor(rnd() * 3) * 0.125;
  // biome-ignore lint/style/noNonNullAssertion: rnd() is in [0, 1), so the index is inside the scale
  const notes = Array.from({ length: Math.ceil(seconds / beat) }, () => scale[Math.floor(rnd() * scale.length)]!);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const n = Math.floor(t / beat);
    const within = (t - n * beat) / beat;
    const envelope = Math.min(1, within * 20) * (1 - within) ** 2;
    const f = notes[n] ?? 440;
    const v = 0.3 * envelope * (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t));
    samples[i] = Math.max(-1, Math.min(1, v));
  }
  return samples;
}

/**
 * A WAV tune for an audio path, exactly `seconds` long (the length a browser reports as
 * audio.duration is data bytes / byte rate): mono unsigned 8-bit PCM at 8 kHz (every browser
 * plays it, a minute is under 0.5 MB).
 */
export function wavFor(path: string, seconds: number): Uint8Array {
  const rate = WAV_RATE;
  const tune = tuneSamples(path, seconds, rate);
  const samples = tune.length;
  const bytes = new Uint8Array(44 + samples);
  bytes.set(wavHeader(samples, rate));
  // 8-bit PCM is unsigned: silence is 128.
  for (let i = 0; i < samples; i++) bytes[44 + i] = 128 + Math.round((tune[i] ?? 0) * 127);
  return bytes;
}

/**
 * The length in seconds of a PCM WAV as a browser reads it (data chunk size / byte rate), or
 * undefined when the bytes are not a RIFF/WAVE file with a fmt and a data chunk.
 */
export function wavSeconds(bytes: Uint8Array): number | undefined {
  if (bytes.length < 12) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return undefined;
  let byteRate: number | undefined;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ' && at + 16 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    if (tag(at) === 'data') return byteRate ? size / byteRate : undefined;
    at += 8 + size + (size % 2);
  }
  return undefined;
}
