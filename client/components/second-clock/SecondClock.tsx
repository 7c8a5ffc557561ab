/**
 * The second clock beside a schedule time, and the picker that pins it (issue 28). The line is
 * always rendered, empty on the server and during hydration, with its height reserved by CSS, so
 * filling it after hydration moves nothing (CLS 0).
 */
import { useId, useSyncExternalStore } from 'react';
import { useApp, useT } from '../../app/context';
import {
  currentPin,
  PINS,
  type Pin,
  readZone,
  savePin,
  scheduleIn,
  subscribePin,
  subscribeZoneRead,
  zoneOf,
} from './second-clock';

const serverPin = (): Pin | null => null;
const serverZone = () => null;

/**
 * The second clock's zone, or null: always null on the server and while hydrating, and until the
 * zone data is read in a task of its own (second-clock.ts subscribeZoneRead).
 */
export function useSecondZone(): string | null {
  const pin = useSyncExternalStore(subscribePin, currentPin, serverPin);
  const zone = useSyncExternalStore(subscribeZoneRead, readZone, serverZone);
  return pin && zone ? zoneOf(pin, zone.own) : null;
}

/** A schedule's Vancouver 'HH:mm' start and end in the second clock, on a line of its own. */
export function SecondClock({ start, end }: { start: string; end: string | null }) {
  const { ui } = useApp();
  const zone = useSecondZone();
  const text = zone ? scheduleIn(start, end, zone, ui, Date.now()) : '';
  return <span className="second-clock">{text}</span>;
}

const PIN_KEYS = { auto: 'clock.auto', india: 'clock.india', off: 'clock.off' } as const;

/** The choice of second clock: the visitor's own zone (the default), India's, or none; remembered. */
export function SecondClockPicker() {
  const t = useT();
  const id = useId();
  const pin = useSyncExternalStore(subscribePin, currentPin, () => 'auto' as const);
  return (
    <p className="second-clock-picker">
      <label htmlFor={id}>{t('clock.pick')}</label>
      <select id={id} className="field__input" value={pin} onChange={(e) => savePin(e.currentTarget.value as Pin)}>
        {PINS.map((p) => (
          <option key={p} value={p}>
            {t(PIN_KEYS[p])}
          </option>
        ))}
      </select>
    </p>
  );
}
