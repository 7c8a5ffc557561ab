import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../stores/radio-logic';
import { liveStatus, showHours, showTime, streamLabel, troubleOf } from './radio-bar-status';

const IDLE: LiveState = { stream: null, playing: false, offline: false, loading: false, connection: 'ok' };

describe('streamLabel', () => {
  it('names each stream as its button does', () => {
    expect(streamLabel('fm')).toBe('91.5 FM');
    expect(streamLabel('hd2')).toBe('91.5 HD2');
  });
});

describe('showTime and showHours', () => {
  it("shows schedule times on the visitor's clock", () => {
    expect(showTime('18:05', 'en')).toBe('6:05 PM');
    expect(showTime('9:00', 'pa')).toBe('9:00 ਪੂ.ਦੁ.');
  });
  it('shows anything else as it came', () => expect(showTime('Late', 'en')).toBe('Late'));
  it("gives the show's hours, or nothing without a show", () => {
    expect(showHours({ start: '06:00', end: '10:00' }, 'en')).toBe('6:00 AM – 10:00 AM');
    expect(showHours(null, 'en')).toBe('');
  });
});

describe('troubleOf', () => {
  it('has none while connected or offline (the offline notice says it)', () => {
    expect(troubleOf(IDLE)).toBeNull();
    expect(troubleOf({ ...IDLE, offline: true, connection: 'reconnecting' })).toBeNull();
  });
  it('names the connection trouble otherwise', () => {
    expect(troubleOf({ ...IDLE, connection: 'reconnecting' })).toBe('reconnecting');
    expect(troubleOf({ ...IDLE, connection: 'unavailable' })).toBe('unavailable');
  });
});

describe('liveStatus', () => {
  it('says nothing while idle or playing', () => {
    expect(liveStatus(IDLE, 'en')).toBe('');
    expect(liveStatus({ ...IDLE, stream: 'fm', playing: true }, 'en')).toBe('');
  });
  it('says offline first, whatever else', () => {
    expect(liveStatus({ ...IDLE, offline: true, loading: true, stream: 'fm' }, 'en')).toBe(
      'You are offline. Reconnecting…',
    );
  });
  it('says reconnecting, then unavailable with the stream, then connecting', () => {
    expect(liveStatus({ ...IDLE, stream: 'fm', connection: 'reconnecting' }, 'en')).toBe('Reconnecting…');
    expect(liveStatus({ ...IDLE, stream: 'hd2', connection: 'unavailable' }, 'en')).toBe(
      'The 91.5 HD2 stream is unavailable.',
    );
    expect(liveStatus({ ...IDLE, stream: 'fm', loading: true }, 'en')).toBe('Connecting to 91.5 FM…');
  });
  it('says nothing for an unavailable or loading state without a stream', () => {
    expect(liveStatus({ ...IDLE, connection: 'unavailable' }, 'en')).toBe('');
    expect(liveStatus({ ...IDLE, loading: true }, 'en')).toBe('');
  });
});
