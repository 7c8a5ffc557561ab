import { describe, expect, it } from 'vitest';
import {
  instantInZone,
  readPin,
  readsAsVancouver,
  readZone,
  scheduleIn,
  subscribeZoneRead,
  zoneOf,
} from './second-clock';

const store = (value: string | null) => ({ getItem: () => value });

describe('the second clock’s choice', () => {
  it('reads a kept choice, and the default for nothing or junk', () => {
    expect(readPin(store('india'))).toBe('india');
    expect(readPin(store('off'))).toBe('off');
    expect(readPin(store(null))).toBe('auto');
    expect(readPin(store('mars'))).toBe('auto');
    expect(readPin(null)).toBe('auto');
    expect(
      readPin({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('auto');
  });

  it('shows the visitor’s own zone by default, never Vancouver’s, and India when pinned', () => {
    expect(zoneOf('auto', 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(zoneOf('auto', 'America/Vancouver')).toBeNull();
    expect(zoneOf('auto', undefined)).toBeNull();
    expect(zoneOf('auto', 'Mars/Olympus')).toBeNull();
    expect(zoneOf('india', 'America/Vancouver')).toBe('Asia/Kolkata');
    expect(zoneOf('off', 'Asia/Kolkata')).toBeNull();
  });

  it('knows a clock that reads as Vancouver’s from its offsets alone, and tells others apart', () => {
    const now = Date.UTC(2026, 10, 29, 12);
    // Vancouver since November 2026: UTC-7 all year.
    expect(readsAsVancouver(now, () => 420)).toBe(true);
    // Los Angeles: UTC-8 in winter, UTC-7 from March: differs now, and again within the year.
    const losAngeles = (t: number) => (t >= Date.UTC(2027, 2, 14, 10) && t < Date.UTC(2027, 10, 7, 9) ? 420 : 480);
    expect(readsAsVancouver(now, losAngeles)).toBe(false);
    expect(readsAsVancouver(now, () => 0)).toBe(false);
    expect(readsAsVancouver(now, () => -330)).toBe(false);
    // Before the change-over Vancouver kept daylight time: a clock that did the same read as its.
    const before = Date.UTC(2025, 0, 15, 12);
    const pacific = (t: number) => (t >= Date.UTC(2025, 2, 9, 10) && t < Date.UTC(2025, 10, 2, 9) ? 420 : 480);
    expect(readsAsVancouver(before, pacific)).toBe(true);
    expect(readsAsVancouver(before, () => 420)).toBe(false);
  });
});

describe('the zone data', () => {
  it('is read in a task after the clocks subscribe, not in their render, once; every clock hears of it in the task after', async () => {
    expect(readZone()).toBeNull();
    const heard: string[] = [];
    const offA = subscribeZoneRead(() => heard.push('a'));
    const offB = subscribeZoneRead(() => heard.push('b'));
    // Nothing read yet: the render that subscribed (React's hydration task) stays short.
    expect(readZone()).toBeNull();
    await new Promise((done) => setTimeout(done, 0));
    // The data is read in one task, the clocks told in the next (their render is a task of its own).
    expect(readZone()).toBeNull();
    await new Promise((done) => setTimeout(done, 0));
    expect(heard).toEqual(['a', 'b']);
    // workerd's clock is UTC's, not Vancouver's: its own zone comes from Intl.
    expect(readZone()).toEqual({ own: 'UTC' });
    offA();
    const offC = subscribeZoneRead(() => heard.push('c'));
    await new Promise((done) => setTimeout(done, 10));
    expect(heard).toEqual(['a', 'b']);
    offB();
    offC();
  });
});

describe('the second clock’s words', () => {
  const winter = Date.parse('2025-01-15T20:00:00Z');
  const summer = Date.parse('2025-07-15T20:00:00Z');

  it('puts a show’s hours in India’s clock, in both languages', () => {
    expect(scheduleIn('07:00', '09:00', 'Asia/Kolkata', 'en', winter)).toBe('8:30 PM – 10:30 PM in India');
    expect(scheduleIn('07:00', '09:00', 'Asia/Kolkata', 'en', summer)).toBe('7:30 PM – 9:30 PM in India');
    expect(scheduleIn('07:00', '09:00', 'Asia/Kolkata', 'pa', winter)).toMatch(/^ਭਾਰਤ ਵਿੱਚ 8:30 .+ – 10:30 /);
  });

  it('says when the time falls on the next day there, and names other zones by city', () => {
    expect(scheduleIn('12:00', null, 'Asia/Kolkata', 'en', summer)).toBe('12:30 AM (next day) in India');
    expect(scheduleIn('07:00', '09:00', 'America/Toronto', 'en', summer)).toBe('10:00 AM – 12:00 PM in Toronto');
    expect(scheduleIn('7 am', '9 am', 'Asia/Kolkata', 'en', summer)).toBe('');
  });

  it('puts a played song’s time in the second clock', () => {
    expect(instantInZone(Date.parse('2025-07-15T02:03:00Z'), 'Asia/Kolkata', 'en')).toBe('7:33 AM in India');
  });
});
