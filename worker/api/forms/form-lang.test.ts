import { describe, expect, it } from 'vitest';
import { formLang, refererLang } from './form-lang';

const API = 'https://radio.example/api/contact-form';
const headers = (h: Record<string, string>) => new Headers(h);

describe('formLang: a form answers in the language of the page it was sent from', () => {
  it('reads the page language header first, whatever the Referer and cookie say', () => {
    const h = headers({ 'x-page-language': 'pa', referer: 'https://radio.example/about', cookie: 'lang=en' });
    expect(formLang(h, API)).toBe('pa');
    expect(formLang(headers({ 'x-page-language': 'en', cookie: 'lang=pa' }), API)).toBe('en');
    expect(formLang(headers({ 'x-page-language': ' PA ' }), API)).toBe('pa');
  });

  it('without the header, reads the Referer’s address before the cookie', () => {
    expect(formLang(headers({ referer: 'https://radio.example/pa/contact/news-report' }), API)).toBe('pa');
    expect(formLang(headers({ referer: 'https://radio.example/pa', cookie: 'lang=en' }), API)).toBe('pa');
    expect(formLang(headers({ referer: 'https://radio.example/about', cookie: 'lang=pa' }), API)).toBe('en');
  });

  it('falls back to the cookie, then English, for a junk header or a Referer of another site', () => {
    expect(formLang(headers({ 'x-page-language': 'fr', cookie: 'theme=dark; lang=pa' }), API)).toBe('pa');
    expect(formLang(headers({ referer: 'https://elsewhere.example/pa/x', cookie: 'lang=pa' }), API)).toBe('pa');
    expect(formLang(headers({ referer: 'https://elsewhere.example/pa/x' }), API)).toBe('en');
    expect(formLang(headers({ cookie: 'lang=xx' }), API)).toBe('en');
    expect(formLang(headers({}), API)).toBe('en');
  });
});

describe('refererLang', () => {
  it('trusts the public site’s origin as well as the request’s', () => {
    expect(refererLang('https://www.radio.example/pa/about', API, 'https://www.radio.example')).toBe('pa');
    expect(refererLang('https://www.radio.example/pa/about', API)).toBeNull();
  });

  it('reads /pan or /paX as English pages, and junk as none', () => {
    expect(refererLang('https://radio.example/pan', API)).toBe('en');
    expect(refererLang('not a url', API)).toBeNull();
    expect(refererLang(null, API)).toBeNull();
  });
});
