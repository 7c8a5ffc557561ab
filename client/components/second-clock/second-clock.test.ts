import { describe, expect, it } from 'vitest';
import { instantInZone, readPin, scheduleIn, zoneOf } from './second-clock';

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
