/**
 * How long each generated demo audio file is: the one duration the content states for it. An
 * audio reference is an object holding a `/media/audio/*.{wav,mp3}` path (a news audio's `url`, an
 * episode's `soundLink`, an original's `file`) beside its `duration` in seconds, so the player's
 * stated length and the file's real length cannot drift apart.
 */
import { mediaRefs } from './art';

const AUDIO = /^\/media\/audio\/[a-z0-9-]+\.(?:wav|mp3)$/;

/**
 * Seconds of every audio file `bundle` refers to, by path, sorted. Throws when a file has no
 * stated duration, a duration that is not whole positive seconds, or two different durations.
 */
export function audioLengths(bundle: unknown): Map<string, number> {
  const stated = new Map<string, { seconds: number; where: string }>();
  const problems: string[] = [];
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) visit(v, `${where}[${i}]`);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    for (const [key, v] of Object.entries(o)) {
      if (typeof v === 'string' && AUDIO.test(v)) {
        const seconds = o.duration;
        const here = `${where}.${key}`;
        if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds <= 0) {
          problems.push(`${here} (${v}) states no whole duration in seconds`);
          continue;
        }
        const before = stated.get(v);
        if (!before) stated.set(v, { seconds, where: here });
        else if (before.seconds !== seconds)
          problems.push(`${v}: ${before.where} states ${before.seconds} s, ${here} states ${seconds} s`);
      } else visit(v, `${where}.${key}`);
    }
  };
  visit(bundle, 'bundle');
  // A path written anywhere else (inside HTML, say) has no duration beside it.
  for (const path of mediaRefs(bundle).audio) if (!stated.has(path)) problems.push(`${path} has no stated duration`);
  if (problems.length) throw new Error(`demo audio lengths:\n  ${problems.join('\n  ')}`);
  return new Map([...stated.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([p, s]) => [p, s.seconds]));
}
