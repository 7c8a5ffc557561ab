import { describe, expect, it } from 'vitest';
import type { Host, HostsResponse } from '../types/api';
import { hostView, loadHost, loadHosts } from './hosts';
import { apiOf, loaderContext } from '../../tests/fixtures/loader-api';

const list: HostsResponse = {
  data: [
    {
      id: 1,
      slug: 'harpreet',
      img: '/media/harpreet.jpg',
      lang: ['Punjabi'],
      nameHost: 'Harpreet Kaur',
      nameHostPa: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
      nameShow: 'Morning Show',
      nameShowPa: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
    },
    { id: 2, slug: 'sam', img: '', lang: ['English'], nameHost: 'Sam Gill', nameShow: 'Drive' },
  ],
  page: 2,
  count: 3,
  total: 20,
};

const host: Host = {
  id: 1,
  slug: 'harpreet',
  title: 'Harpreet Kaur',
  titlePa: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
  photo: '/media/harpreet.jpg',
  bio: '<p>Harpreet has hosted <strong>mornings</strong> since 2010.</p>',
  bioPa: '<p>ਹਰਪ੍ਰੀਤ 2010 ਤੋਂ ਸਵੇਰ ਦਾ ਸ਼ੋਅ ਕਰਦੀ ਹੈ।</p>',
  languages: ['Punjabi'],
  socialLinks: [
    { type: 'instagram', url: 'instagram.com/harpreet' },
    { type: 'facebook', url: '' },
  ],
  shows: [
    {
      id: 7,
      slug: 'morning',
      title: 'The Morning Show with a very long name that goes on and on past the limit',
      titlePa: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
      image: '/media/morning.jpg',
      days: ['Monday to Friday', 'Saturday'],
      startTime: '06:00',
      endTime: '13:30',
    },
  ],
};

describe('the hosts grid', () => {
  it('lists each host with name, show and link, on the asked page, in the visitor language', async () => {
    const api = apiOf({ '/api/host?page=1': { ...list, page: 1 }, '/api/host?page=2': list });
    const pa = await loadHosts(loaderContext(api, 'pa', { page: '2' }));
    expect(pa.head.title).toBe('ਹੋਸਟ');
    expect(pa.data.hosts[0]).toEqual({
      slug: 'harpreet',
      name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
      shows: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
      image: '/media/harpreet.jpg',
      href: '/hosts/view/harpreet',
    });
    // No Punjabi name: the English one shows rather than nothing.
    expect(pa.data.hosts[1]?.name).toBe('Sam Gill');
    expect(pa.data.hosts[1]?.image).toBe('/images/default.svg');
    expect(pa.data).toMatchObject({ page: 2, totalPages: 3 });
    const en = await loadHosts(loaderContext(api, 'en', { page: '2' }));
    expect(en.head.title).toBe('Hosts');
    expect(en.data.hosts[0]?.name).toBe('Harpreet Kaur');
  });

  it('reads a missing page as the first', async () => {
    const api = apiOf({ '/api/host?page=1': { ...list, page: 1 } });
    expect((await loadHosts(loaderContext(api, 'en'))).data.page).toBe(1);
  });

  it('is the not-found page past the last page, which it never reads (an empty first page is still the grid)', async () => {
    const empty: HostsResponse = { data: [], page: 1, count: 1, total: 0 };
    const api = apiOf({ '/api/host?page=1': empty, '/api/host?page=3': { ...empty, page: 3 } });
    expect((await loadHosts(loaderContext(api, 'en', { page: '3' }))).status).toBe(404);
    const first = await loadHosts(loaderContext(api, 'en'));
    expect(first.status).toBeUndefined();
    expect(first.data.hosts).toEqual([]);
  });
});

describe('a host page', () => {
  it('cuts show names at 60 characters and gives their days and times', () => {
    const v = hostView(host, 'en');
    const show = v.shows[0];
    expect(show?.title).toBe('The Morning Show with a very long name that goes on and on p…');
    expect(show?.days).toBe('Monday to Friday, Saturday');
    expect(show?.time).toBe('6:00 AM – 1:30 PM');
    expect(show?.href).toBe('/shows/view/morning/1');
    expect(hostView(host, 'pa').shows[0]?.title).toBe('ਸਵੇਰ ਦਾ ਸ਼ੋਅ');
  });

  it('keeps social links that have an address, with a scheme', () => {
    expect(hostView(host, 'en').socialLinks).toEqual([{ type: 'instagram', url: 'http://instagram.com/harpreet' }]);
  });

  it('describes the host from the bio text and names them in JSON-LD with their links', async () => {
    const api = apiOf({ '/api/host/harpreet': host });
    const en = await loadHost(loaderContext(api, 'en', { slug: 'harpreet' }, '/hosts/view/harpreet'));
    expect(en.data.bioHtml).toContain('<strong>mornings</strong>');
    expect(en.head).toMatchObject({
      title: 'Harpreet Kaur',
      description: 'Harpreet has hosted mornings since 2010.',
      image: '/media/harpreet.jpg',
      jsonLd: {
        '@type': 'Person',
        name: 'Harpreet Kaur',
        image: 'https://connect.example/media/harpreet.jpg',
        url: 'https://connect.example/hosts/view/harpreet',
        sameAs: ['http://instagram.com/harpreet'],
      },
    });
    const pa = await loadHost(loaderContext(api, 'pa', { slug: 'harpreet' }, '/hosts/view/harpreet'));
    expect(pa.head.title).toBe('ਹਰਪ੍ਰੀਤ ਕੌਰ');
    expect(pa.data.bioHtml).toBe(host.bioPa);
  });

  it('answers an unknown host with the not-found page', async () => {
    const res = await loadHost(loaderContext(apiOf({}), 'en', { slug: 'nobody' }));
    expect(res.status).toBe(404);
  });
});
