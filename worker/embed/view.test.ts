import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/translate';
import type { AiringResponse } from '../../shared/types/media';
import { embedPageHtml } from './page';
import { embedView } from './view';

const airing: AiringResponse = {
  show: { id: 1, slug: 's', name: 'Morning Show', namePa: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ', image: '', hosts: [], start: '', end: '' },
  status: 'live',
  next: null,
};
const playing = { stream: 'fm' as const, title: 'Artist - Song', source: 'icy' as const };

describe('embedView', () => {
  it('names the station, the stream, the show and the song in the language asked for', () => {
    const view = embedView({ stream: 'hd2', lang: 'pa' }, airing, { ...playing, stream: 'hd2' }, '/media/live/hd2');
    expect(view).toMatchObject({
      station: t('pa', 'brand.name'),
      streamLabel: '91.5 HD2',
      show: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
      title: 'Artist - Song',
      src: '/media/live/hd2',
      home: '/pa',
    });
    expect(view.words.play).toBe(t('pa', 'embed.play', { stream: '91.5 HD2' }));
  });

  it('falls back to the off-air words and the station’s own title when a read failed or says nothing', () => {
    const view = embedView({ stream: 'fm', lang: 'en' }, null, { ...playing, title: null }, '/media/live/fm');
    expect(view.show).toBe(t('en', 'radio.offAir'));
    expect(view.title).toBe(t('en', 'radio.fallbackTitle'));
    expect(embedView({ stream: 'fm', lang: 'en' }, airing, null, '').title).toBe(t('en', 'radio.fallbackTitle'));
  });
});

describe('embedPageHtml', () => {
  it('escapes what the stream server says', () => {
    const view = embedView({ stream: 'fm', lang: 'en' }, airing, { ...playing, title: '<img src=x onerror=1>"' }, '/x');
    const html = embedPageHtml(view, '/build/assets/embed-x.js', { 400: '/a.woff2', 700: '/b.woff2' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=1&gt;&quot;');
  });

  it('loads the Gurmukhi font in both languages, only for Gurmukhi letters', () => {
    const fonts = { 400: '/a.woff2', 700: '/b.woff2' };
    for (const lang of ['en', 'pa'] as const) {
      const html = embedPageHtml(embedView({ stream: 'fm', lang }, airing, playing, '/x'), '/s.js', fonts);
      expect(html).toContain('unicode-range:U+0A01-0A76');
      expect(html).toContain('url(/a.woff2)');
    }
  });
});
