/**
 * Episode and show-card durations (spec document 2 §3, §5): stored as seconds, or as text
 * 'HH:mm:ss' / 'mm:ss' in a CMS; shown as minutes and seconds, with hours from 3600 seconds.
 */

/** Seconds of a duration given as seconds or as 'HH:mm:ss' / 'mm:ss' text; 0 when unreadable. */
export function parseDuration(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  const m = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/.exec(text);
  if (!m) return 0;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/**
 * Seconds as 'm:ss', or 'h:mm:ss' from one hour; '' for nothing to show (the cards, the preview
 * and the episode page then leave the duration out).
 */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Seconds as an ISO 8601 duration for structured data ('PT1H2M3S'); '' for nothing to say. */
export function isoDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total < 60 ? `${s}S` : ''}`;
}
