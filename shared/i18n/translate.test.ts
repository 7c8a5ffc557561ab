import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pa } from './pa';
import { paArab } from './pa-arab';
import { fill, t } from './translate';

describe('t', () => {
  it('fills placeholders in the chosen language', () => {
    expect(t('en', 'home.startedAt', { price: 25 })).toBe('started at 25$');
    expect(t('pa', 'home.startedAt', { price: 25 })).toBe('25$ ਤੋਂ ਸ਼ੁਰੂ');
  });
  it('gives Gurmukhi in NFC, whatever form the source file holds', () => {
    const text = t('pa', 'home.allNews');
    expect(text).toBe(text.normalize('NFC'));
    expect(text).not.toContain('\u0A59');
  });
  it('leaves a placeholder without a value visible', () => {
    expect(fill('Hi {name}')).toBe('Hi {name}');
  });
  it('has Punjabi for every key, written in Gurmukhi unless it is a name, code or number', () => {
    expect(Object.keys(pa).sort()).toEqual(Object.keys(en).sort());
    // Identical strings are fine when they hold no English words ('404', '91.5 FM · 91.5 HD2', '{temp}°C').
    const untranslated = Object.entries(pa).filter(
      ([k, v]) => v === en[k as keyof typeof en] && /[a-z]{3,}/.test(v.replace(/\{\w+\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });
  it('uses the same placeholders in both languages, in the one {name} style', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const differing = Object.entries(en).filter(([k, v]) => names(v).join() !== names(pa[k as keyof typeof pa]).join());
    expect(differing).toEqual([]);
    // No other placeholder style (%s, {{x}}, ${x}) has crept in.
    expect([...Object.values(en), ...Object.values(pa)].filter((v) => /%s|\{\{|\$\{/.test(v))).toEqual([]);
  });
  it('has the Shahmukhi table (issue 30) in the Arabic script, with the same placeholders', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(paArab).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(paArab).filter(([, v]) => /[\u0A00-\u0A7F]/.test(v))).toEqual([]);
    const differing = Object.entries(en).filter(
      ([k, v]) => names(v).join() !== names(paArab[k as keyof typeof paArab]).join(),
    );
    expect(differing).toEqual([]);
    expect(t('pa-arab', 'nav.home')).toBe('مکھ صفحہ');
  });
});
