/**
 * The alert store (spec doc 2 §3, §4): one message at a time, error or success, that hides itself
 * after `hideDuration` (5000 ms). Every form shows its outcome through showAlert; the one Alert
 * component in the shell renders it. A new alert replaces the old one and restarts the clock.
 */
import { proxy } from 'valtio';
import { ALERT_HIDE_MS } from '../../shared/constants';

export type AlertType = 'error' | 'success';

export const alert = proxy({
  open: false,
  type: 'success' as AlertType,
  message: '',
  hideDuration: ALERT_HIDE_MS,
  /** Counts alerts, so the same message twice still renders (and is announced) as a new one. */
  serial: 0,
});

let timer: ReturnType<typeof setTimeout> | undefined;

export function showAlert(type: AlertType, message: string): void {
  clearTimeout(timer);
  alert.type = type;
  alert.message = message;
  alert.open = true;
  alert.serial += 1;
  timer = setTimeout(closeAlert, alert.hideDuration);
}

export function closeAlert(): void {
  clearTimeout(timer);
  timer = undefined;
  alert.open = false;
}
