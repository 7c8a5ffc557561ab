/**
 * The data saver (issue 28): `Save-Data: on` or the radio bar's cookie renders a lighter page
 * (held pictures, the app's script on the first interaction, no font preload), kept by the page
 * cache as a copy of its own, with Vary: Save-Data; and the low-bitrate streams in the settings.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsListResponse, SettingsResponse } from '../../shared/types/api';
import { purgePages } from '../../worker/cache/page-policy';
import type { Env } from '../../worker/env';
import { call, clearCache, getJson, pageKeyOf, pageKeys, testEnv } from './helpers';

const ON: Partial<Env> = { PAGE_CACHE_SECONDS: '600' };
const get = (path: string, headers: Record<string, string> = {}, env = ON) => call(path, { headers }, env);
const HELD =
  'src="data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%271200%27%20height=%27675%27/%3E"';

let post = '';
/** No kept answers nor pages: each test sees its own MISS first. */
const forgetAll = () => Promise.all([clearCache(), purgePages(testEnv.CACHE, '/api/')]);
// The first render compiles the app and its screens: past the page's 5 s data deadline on a busy machine.
beforeAll(async () => {
  const latest = await getJson<NewsListResponse>('/api/news/bc');
  post = `/news/post/${latest.body.data[0]!.slug}`;
  await call(post);
}, 60_000);
beforeEach(forgetAll);

describe('a lighter page', () => {
  it('holds pictures below the first screen and loads the app on the first interaction', async () => {
    const full = await get(post, {}, {});
    const light = await get(post, { 'save-data': 'on' }, {});
    const [fullHtml, lightHtml] = [await full.text(), await light.text()];
    expect(full.headers.get('link')).toContain('noto-sans-gurmukhi');
    expect(light.headers.get('link')).toBeNull();
    // Without the saver the modules start after the first paint; with it, on the first interaction.
    expect(fullHtml).toContain('src="/paint-boot.js"');
    expect(lightHtml).not.toContain('paint-boot');
    expect(lightHtml).not.toContain('data-preloads');
    expect(lightHtml).toMatch(
      /<script type="module" src="\/saver-boot\.js" data-entry="\/build\/assets\/[^"]+\.js"><\/script>/,
    );
    expect(lightHtml).toContain('"saveData":true');
    expect(fullHtml).not.toContain('saveData');
    expect(fullHtml).not.toContain(HELD);
    expect(lightHtml).toContain(HELD);
    for (const res of [full, light]) expect(res.headers.get('vary')).toBe('Cookie, Save-Data');
  });

  it('follows the cookie, which wins over the client hint both ways', async () => {
    expect(await (await get(post, { cookie: 'save-data=on' }, {})).text()).toContain('"saveData":true');
    const off = await get(post, { cookie: 'save-data=off', 'save-data': 'on' }, {});
    expect(await off.text()).not.toContain('saveData');
  });
});

describe('the page cache', () => {
  it('keeps the lighter page as its own copy, answered by the hint or the cookie', async () => {
    expect((await get(post)).headers.get('x-cache')).toBe('MISS');
    const light = await get(post, { 'save-data': 'on' });
    expect(light.headers.get('x-cache')).toBe('MISS');
    expect(await light.text()).toContain('"saveData":true');
    expect(await pageKeys()).toEqual([pageKeyOf(post), `${pageKeyOf(post)} save-data`]);
    const byCookie = await get(post, { cookie: 'lang=en; save-data=on' });
    expect(byCookie.headers.get('x-cache')).toBe('HIT');
    expect(byCookie.headers.get('vary')).toBe('Cookie, Save-Data');
    expect(await byCookie.text()).toContain('"saveData":true');
    const full = await get(post, { cookie: 'save-data=off', 'save-data': 'on' });
    expect(full.headers.get('x-cache')).toBe('HIT');
    expect(await full.text()).not.toContain('saveData');
    expect(full.headers.get('link')).toContain('noto-sans-gurmukhi');
  });

  it('still renders a visitor with any other cookie for them alone', async () => {
    const res = await get(post, { cookie: 'save-data=on; session=x' });
    expect(res.headers.get('x-cache')).toBe('BYPASS');
  });
});

describe('low-bitrate streams', () => {
  it('offers the low stream in the settings only when configured', async () => {
    const plain = await getJson<SettingsResponse>('/api/settings');
    expect(plain.body.streams.fm.low).toBeUndefined();
    await clearCache();
    const env = {
      STREAM_FM_LOW_URL: 'http://ice.example:8000/fm-32',
      STREAM_HD2_LOW_URL: 'https://ice.example/hd2-32',
    };
    const { body } = await getJson<SettingsResponse>('/api/settings', env);
    expect(body.streams.fm).toEqual({ label: '91.5 FM', url: '/media/live/fm', low: '/media/live/fm/low' });
    expect(body.streams.hd2.low).toBe('https://ice.example/hd2-32');
  });

  it('sends the low address to the main stream when there is none, and to the station when direct', async () => {
    const low = (env: Partial<Env> = {}) => call('/media/live/hd2/low', { redirect: 'manual' }, env);
    const none = await low();
    expect([none.status, none.headers.get('location')]).toEqual([302, '/media/live/hd2']);
    const direct = await low({ STREAM_HD2_LOW_URL: 'https://ice.example/hd2-32' });
    expect([direct.status, direct.headers.get('location')]).toEqual([302, 'https://ice.example/hd2-32']);
  });
});
