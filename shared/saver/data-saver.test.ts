import { describe, expect, it } from 'vitest';
import { saveDataCookie, wantsSaveData } from './data-saver';

const headers = (h: Record<string, string>) => new Headers(h);

describe('wantsSaveData', () => {
  it('follows the Save-Data client hint', () => {
    expect(wantsSaveData(headers({ 'save-data': 'on' }))).toBe(true);
    expect(wantsSaveData(headers({ 'save-data': ' ON ' }))).toBe(true);
    expect(wantsSaveData(headers({ 'save-data': 'off' }))).toBe(false);
    expect(wantsSaveData(headers({}))).toBe(false);
  });
  it('lets the cookie win both ways', () => {
    expect(wantsSaveData(headers({ cookie: 'lang=pa; save-data=on' }))).toBe(true);
    expect(wantsSaveData(headers({ cookie: 'save-data=off', 'save-data': 'on' }))).toBe(false);
    expect(wantsSaveData(headers({ cookie: 'save-data=maybe', 'save-data': 'on' }))).toBe(true);
  });
});

describe('saveDataCookie', () => {
  it('writes a site-wide cookie for a year', () => {
    expect(saveDataCookie(true)).toBe('save-data=on; path=/; max-age=31536000; samesite=lax');
    expect(saveDataCookie(false)).toMatch(/^save-data=off;/);
  });
});
