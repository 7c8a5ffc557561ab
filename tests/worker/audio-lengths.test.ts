/**
 * Every audio item of the demo content states the real length of the file it plays: a news
 * audio or song preview (`url`), an episode's highlights clip (`soundLink`) and an audio
 * original (`file`). The length is read from the served file's WAV header, the way a browser
 * computes audio.duration (data bytes / byte rate), or for the episodes' MP3s from its frames
 * (the encoder pads the last frame: under half a second more).
 */
import { describe, expect, it } from 'vitest';
import { demoBundle } from '../../worker/db/seed/bundle';
import { mp3Seconds } from '../../scripts/media/mp3-frames';
import { call } from './helpers';

/** [where, path, stated seconds] of every audio reference in the seed bundle. */
function audioRefs(): [string, string, number | undefined][] {
  const b = demoBundle(new Date());
  return [
    ...(b.posts ?? []).flatMap((p) =>
      (p.audios ?? []).map((a): [string, string, number | undefined] => [`post ${p.id}`, a.url, a.duration]),
    ),
    ...(b.episodes ?? []).flatMap((e): [string, string, number | undefined][] =>
      e.soundLink ? [[`episode ${e.id}`, e.soundLink, e.duration]] : [],
    ),
    ...(b.originalItems ?? []).flatMap((o): [string, string, number | undefined][] =>
      o.file ? [[`original ${o.id}`, o.file, o.duration]] : [],
    ),
  ];
}

/** Seconds of a served MP3, from its frames, as whole seconds stated (the padded last frame dropped). */
async function servedMp3Seconds(path: string): Promise<number | undefined> {
  const res = await call(path);
  expect(res.headers.get('content-type'), path).toBe('audio/mpeg');
  const seconds = mp3Seconds(new Uint8Array(await res.arrayBuffer()));
  return seconds === undefined || seconds - Math.floor(seconds) >= 0.5 ? seconds : Math.floor(seconds);
}

/** Seconds of a served WAV from its 44-byte header, checked against the file's full size. */
async function servedSeconds(path: string): Promise<number | undefined> {
  if (path.endsWith('.mp3')) return servedMp3Seconds(path);
  const res = await call(path, { headers: { range: 'bytes=0-43' } });
  expect(res.status, path).toBe(206);
  const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]);
  const head = new DataView(await res.arrayBuffer());
  const tag = (at: number) => String.fromCharCode(...new Uint8Array(head.buffer, at, 4));
  expect([tag(0), tag(8), tag(12), tag(36)], path).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  const byteRate = head.getUint32(28, true);
  const dataBytes = head.getUint32(40, true);
  expect(total, path).toBe(44 + dataBytes);
  return dataBytes / byteRate;
}

describe('demo audio lengths', () => {
  it('states, for every audio item, the length of the file it plays', async () => {
    const refs = audioRefs();
    expect(refs.length).toBeGreaterThan(100);
    const lengths = new Map<string, number | undefined>();
    for (const [, path] of refs) if (!lengths.has(path)) lengths.set(path, await servedSeconds(path));
    const wrong = refs.filter(([, path, stated]) => stated !== lengths.get(path));
    expect(
      wrong.map(([where, path, stated]) => `${where}: ${path} states ${stated} s, is ${lengths.get(path)} s`),
    ).toEqual([]);
  });
});
