/**
 * The sound's seek bar, one for the dock's sound player and the episode page's inline player:
 * a range input named 'Seek' whose value text reads the position and the length in the visitor's
 * language, and whose filled part is drawn from `--seek-fill`.
 */
import type { ChangeEvent, CSSProperties } from 'react';
import { useT } from '../../app/context';
import { formatClock } from '../../stores/radio-logic';

interface SeekBarProps {
  className: string;
  /** Where the sound is, in seconds (what the value text reads). */
  position: number;
  /** The input's value: the position, or clamped to the length where a caller needs it. */
  value: number;
  /** The sound's length in seconds; 0 while unknown. */
  max: number;
  percent: number;
  disabled: boolean;
  onSeek: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function SeekBar({ className, position, value, max, percent, disabled, onSeek }: SeekBarProps) {
  const t = useT();
  return (
    <input
      type="range"
      className={`seek ${className}`}
      min={0}
      max={max || 1}
      step={1}
      value={value}
      disabled={disabled}
      onChange={onSeek}
      aria-label={t('sound.seek')}
      aria-valuetext={t('sound.position', { position: formatClock(position), duration: formatClock(max) })}
      style={{ '--seek-fill': `${percent}%` } as CSSProperties}
    />
  );
}
