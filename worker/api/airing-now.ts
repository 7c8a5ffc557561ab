/**
 * GET /api/airing's answer from the schedule: the show on air at an instant and the next start,
 * in Vancouver time (shared/format/airing.ts). Pure, so the answer is tested at fixed instants.
 */
import { airingAt, nextAfter } from '../../shared/format/airing';
import type { Show } from '../../shared/types/api';
import type { AiringResponse } from '../../shared/types/media';

/** The fields of a show the answer is written from. */
type ScheduledShow = Pick<
  Show,
  'id' | 'slug' | 'title' | 'titlePa' | 'image' | 'hosts' | 'days' | 'startTime' | 'endTime'
>;

const onAir = (on: ScheduledShow): NonNullable<AiringResponse['show']> => ({
  id: on.id,
  slug: on.slug,
  name: on.title,
  ...(on.titlePa ? { namePa: on.titlePa } : {}),
  image: on.image,
  hosts: on.hosts.map((h) => h.title),
  start: on.startTime,
  end: on.endTime,
});

export function airingNow(shows: ScheduledShow[], now: number): AiringResponse {
  const on = airingAt(shows, now);
  const next = nextAfter(shows, now);
  return {
    show: on ? onAir(on) : null,
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
