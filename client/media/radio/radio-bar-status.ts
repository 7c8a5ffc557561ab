/**
 * What the live radio bar (RadioBar.tsx) says, from the store's live state and the airing show:
 * the streams' names, the show's hours, the connection trouble and the status line. Pure, so
 * tested beside this file.
 */
import { clockTime } from '../../../shared/format/clock';
import { t } from '../../../shared/i18n/translate';
import type { Lang } from '../../../shared/types/content';
import type { UiLang } from '../../../shared/routing/reading';
import type { LiveState, StreamId } from '../../stores/radio-logic';

export const STREAMS: { id: StreamId; label: string }[] = [
  { id: 'fm', label: '91.5 FM' },
  { id: 'hd2', label: '91.5 HD2' },
];

/** A stream's name on its button and in the status line. */
export function streamLabel(id: StreamId): string {
  return STREAMS.find((s) => s.id === id)?.label ?? id;
}

/** Schedule times arrive as 'HH:mm'; anything else is shown as it came. */
export function showTime(value: string, lang: Lang): string {
  return /^\d{1,2}:\d{2}$/.test(value) ? clockTime(value, lang) : value;
}

/** The airing show's hours ('start – end'), or nothing without a show. */
export function showHours(show: { start: string; end: string } | null, lang: Lang): string {
  return show ? `${showTime(show.start, lang)} – ${showTime(show.end, lang)}` : '';
}

/** The stream's trouble, shown with its notice: none while offline (the offline notice says it) or connected. */
export function troubleOf(live: LiveState): 'reconnecting' | 'unavailable' | null {
  if (live.offline || live.connection === 'ok') return null;
  return live.connection;
}

/** The status line (a role=status region reads it): offline, reconnecting, unavailable, connecting, or nothing. */
export function liveStatus(live: LiveState, lang: UiLang): string {
  const trouble = troubleOf(live);
  if (live.offline) return t(lang, 'radio.offline');
  if (trouble === 'reconnecting') return t(lang, 'radio.reconnecting');
  if (trouble === 'unavailable' && live.stream)
    return t(lang, 'radio.unavailable', { stream: streamLabel(live.stream) });
  if (live.loading && live.stream) return t(lang, 'radio.connecting', { stream: streamLabel(live.stream) });
  return '';
}
