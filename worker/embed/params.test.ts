import { describe, expect, it } from 'vitest';
import { embedQuery, embedSearch } from './params';

const q = (s: string) => embedQuery(new URLSearchParams(s));

describe('embedQuery', () => {
  it('defaults to fm in English', () => {
    expect(q('')).toEqual({ ok: true, stream: 'fm', lang: 'en' });
  });

  it('reads both streams and both languages', () => {
    expect(q('stream=hd2&lang=pa')).toEqual({ ok: true, stream: 'hd2', lang: 'pa' });
    expect(q('lang=pa')).toEqual({ ok: true, stream: 'fm', lang: 'pa' });
  });

  it('names a bad stream, in the language asked for', () => {
    expect(q('stream=am&lang=pa')).toEqual({ ok: false, problem: 'stream', value: 'am', lang: 'pa' });
    expect(q('stream=')).toEqual({ ok: false, problem: 'stream', value: '', lang: 'en' });
  });

  it('names a bad language, in English', () => {
    expect(q('lang=fr&stream=xx')).toEqual({ ok: false, problem: 'lang', value: 'fr', lang: 'en' });
    expect(q('lang=PA')).toEqual({ ok: false, problem: 'lang', value: 'PA', lang: 'en' });
  });
});

describe('embedSearch', () => {
  it('spells the address one way', () => {
    expect(embedSearch({ stream: 'hd2', lang: 'pa' })).toBe('?stream=hd2&lang=pa');
  });
});
