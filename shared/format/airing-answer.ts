/**
 * The answer of GET /api/airing at an instant: the show on air (what the radio bar and the
 * schedule's 'On air' card read) and the next to start. Pure, so the worker answers with it at
 * the real time and a browser test can say what the worker would answer at a faked one.
 */
import type { Show } from '../types/api';
import type { AiringResponse } from '../types/media';
import { airingAt, nextAfter } from './airing';

/** GET /api/airing's body for `shows` at `at`. */
export function airingAnswerAt(shows: readonly Show[], at: Date | number): AiringResponse {
  const on = airingAt([...shows], at);
  const next = nextAfter([...shows], at);
  return {
    show: on
      ? {
          id: on.id,
          slug: on.slug,
          name: on.title,
          ...(on.titlePa ? { namePa: on.titlePa } : {}),
          image: on.image,
          hosts: on.hosts.map((h) => h.title),
          start: on.startTime,
          end: on.endTime,
        }
      : null,
    status: on ? 'live' : 'off-air',
    next: next
      ? {
          slug: next.slot.slug,
          name: next.slot.title,
          ...(next.slot.titlePa ? { namePa: next.slot.titlePa } : {}),
          start: next.slot.startTime,
          day: next.day,
        }
      : null,
  };
}
