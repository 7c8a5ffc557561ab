import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import { ApiError } from '../api/client';
import type { AiringResponse } from '../types/media';
import { loadRadio, onAirView, radioView } from './radio';

const airing: AiringResponse = {
  status: 'live',
  show: {
    id: 1,
    slug: 'shaam',
    name: 'Shaam di Mehfil',
    namePa: 'ਸ਼ਾਮ ਦੀ ਮਹਿਫ਼ਲ',
    image: '/media/shaam.svg',
    hosts: ['Tarlochan Singh Mann'],
    start: '20:00',
    end: '22:00',
  },
  next: null,
};

describe('the stream page’s view', () => {
  it('names the stream and links the other one', () => {
    expect(radioView('hd2', null, 'en')).toMatchObject({
      stream: 'hd2',
      name: '91.5 HD2',
      other: { stream: 'fm', name: '91.5 FM', href: '/radio/fm' },
      onAir: null,
      path: '/radio/hd2',
    });
  });

  it('shows the airing show in the page’s language, in Vancouver time, with its schedule times for the second clock', () => {
    expect(onAirView(airing, 'en')).toEqual({
      title: 'Shaam di Mehfil',
      href: '/shows/view/shaam/1',
      image: '/media/shaam.svg',
      hosts: ['Tarlochan Singh Mann'],
      time: '8:00 PM – 10:00 PM',
      start: '20:00',
      end: '22:00',
    });
    expect(onAirView(airing, 'pa')?.title).toBe('ਸ਼ਾਮ ਦੀ ਮਹਿਫ਼ਲ');
    expect(onAirView({ ...airing, status: 'off-air' }, 'en')).toBeNull();
  });

  it('keeps the page when the schedule cannot be read, and writes its JSON-LD', async () => {
    const api: Api = {
      get: async () => {
        throw new ApiError(503, '/api/airing');
      },
    };
    const loaded = await loadRadio({
      api,
      lang: 'en',
      params: { stream: 'fm' },
      url: new URL('https://radio.example/radio/fm'),
      settings: async () => null,
    });
    expect(loaded.data.onAir).toBeNull();
    expect(loaded.head.title).toBe('91.5 FM live');
    expect(loaded.head.jsonLd).toMatchObject({
      '@type': 'WebPage',
      url: 'https://radio.example/radio/fm',
      about: { '@type': 'BroadcastService', name: '91.5 FM' },
    });
  });
});
