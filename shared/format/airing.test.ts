import { describe, expect, it } from 'vitest';
import type { DayGroup } from '../types/content';
import { airingAt, dayGroupName, dayGroupOf, nextAfter, type Slot } from './airing';

const slots: (Slot & { name: string })[] = [
  { name: 'Morning', days: ['Monday to Friday'], startTime: '06:00', endTime: '10:00' },
  { name: 'Late', days: ['Monday to Friday'], startTime: '22:00', endTime: '23:59' },
  { name: 'Weekend', days: ['Saturday', 'Sunday'], startTime: '08:00', endTime: '12:00' },
  { name: 'Night', days: ['Saturday'], startTime: '23:00', endTime: '02:00' },
];

// Vancouver is UTC-7 from November 2026: 06:00 local on Monday 23 Nov 2026 is 13:00 UTC.
const local = (iso: string) => new Date(`${iso}-07:00`);
const name = (iso: string) => airingAt(slots, local(iso))?.name;

describe('airingAt', () => {
  it.each([
    ['finds the show at its start', '2026-11-23T06:00', 'Morning'],
    ['finds the show just before its end', '2026-11-23T09:59', 'Morning'],
    ['finds no show at its end', '2026-11-23T10:00', undefined],
    ['treats 23:59 as running to midnight', '2026-11-23T23:59', 'Late'],
    ['uses Vancouver day groups: Saturday morning is the weekend', '2026-11-21T08:30', 'Weekend'],
    // Friday 22:30 in Vancouver is already Saturday in UTC.
    ['uses Vancouver day groups, not UTC ones: Friday 22:30 is still a weekday show', '2026-11-20T22:30', 'Late'],
    ['carries a show past midnight: its first day', '2026-11-21T23:30', 'Night'],
    ['carries a show past midnight into the next day', '2026-11-22T01:30', 'Night'],
    ['ends a show past midnight at its end', '2026-11-22T02:00', undefined],
  ])('%s (%s local: %s)', (_rule, iso, show) => expect(name(iso)).toBe(show));
});

describe('nextAfter and dayGroupOf', () => {
  it('finds the next start today or on a later day', () => {
    expect(nextAfter(slots, local('2026-11-23T11:00'))?.slot.name).toBe('Late');
    expect(nextAfter(slots, local('2026-11-20T23:30'))).toMatchObject({ slot: { name: 'Weekend' }, day: 'Saturday' });
  });
  it('maps weekdays to the spec day groups', () => {
    expect([0, 1, 5, 6].map(dayGroupOf)).toEqual(['Sunday', 'Monday to Friday', 'Monday to Friday', 'Saturday']);
  });
});

describe('dayGroupName', () => {
  it('names each day group in the visitor language', () => {
    const groups: DayGroup[] = ['Monday to Friday', 'Saturday', 'Sunday'];
    expect(groups.map((d) => dayGroupName(d, 'en'))).toEqual(groups);
    expect(groups.map((d) => dayGroupName(d, 'pa'))).toEqual(['ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ', 'ਸ਼ਨਿੱਚਰਵਾਰ', 'ਐਤਵਾਰ']);
  });
  it('shows a value the schedule does not know as it was sent', () => {
    // A CMS in remote mode is not bound by the type.
    expect(dayGroupName('Weekdays' as DayGroup, 'pa')).toBe('Weekdays');
  });
});
