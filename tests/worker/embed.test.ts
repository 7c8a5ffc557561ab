/**
 * Issue 28, the partners' player: /embed/radio is the one address other sites may frame, answers
 * a bad parameter with a 400 that names it, speaks both languages, and loads its own script only
 * (none of the site's bundle); /embed.js is a small static file.
 */
import { describe, expect, it, vi } from 'vitest';
import embedBuild from '../../public/build/embed.json';
import manifest from '../../public/build/manifest.json';
import { t } from '../../shared/i18n/translate';
import { embedFrameTitle, embedProblem } from '../../worker/embed/view';
import { clientAssets } from '../../worker/render/assets';
import { call, testEnv } from './helpers';

const frameAncestors = (res: Response) =>
  /frame-ancestors ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);

describe('/embed/radio', () => {
  it('lets any site frame it, and no other page', async () => {
    const embed = await call('/embed/radio');
    expect(embed.status).toBe(200);
    expect(frameAncestors(embed)).toBe('*');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('set-cookie')).toBeNull();
    for (const path of ['/', '/pa', '/shows', '/news', '/no-such-page', '/embed/radio/x', '/pa/embed/radio']) {
      const res = await call(path);
      expect(frameAncestors(res), path).toBe("'self'");
      if (res.headers.get('content-type')?.includes('text/html'))
        expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('runs only its own script, and none of the site bundle', async () => {
    const html = await (await call('/embed/radio?stream=hd2&lang=pa')).text();
    expect(scripts(html)).toEqual([embedBuild.player]);
    expect(html).not.toContain(clientAssets.script);
    const entry = (manifest as Record<string, { file: string }>)['client/entry.tsx'];
    expect(html).not.toContain(entry?.file);
    expect(html).not.toContain('__STATE__');
  });

  it('is in English by default, on 91.5 FM, playing the stream the radio bar plays', async () => {
    const html = await (await call('/embed/radio')).text();
    expect(html).toContain('<html lang="en-CA">');
    expect(html).toContain('91.5 FM');
    expect(html).toContain(`aria-label="${t('en', 'embed.play', { stream: '91.5 FM' })}"`);
    expect(html).toContain('data-src="/media/live/fm"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain(t('en', 'radio.nowPlaying'));
  });

  it('speaks Punjabi with lang=pa, on HD2 with stream=hd2', async () => {
    const html = await (await call('/embed/radio?stream=hd2&lang=pa')).text();
    expect(html).toContain('<html lang="pa">');
    expect(html).toContain(t('pa', 'brand.name'));
    expect(html).toContain(t('pa', 'radio.nowAiring'));
    expect(html).toContain(`aria-label="${t('pa', 'embed.play', { stream: '91.5 HD2' })}"`);
    expect(html).toContain('data-src="/media/live/hd2"');
  });

  it('plays a station https stream straight from the station, and the policy allows it', async () => {
    // The now-playing read asks the station's server: it answers nothing here.
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));
    const res = await call('/embed/radio', undefined, { STREAM_FM_URL: 'https://stream.example/fm' });
    expect(await res.text()).toContain('data-src="https://stream.example/fm"');
    expect(res.headers.get('content-security-policy')).toContain('https://stream.example');
    upstream.mockRestore();
  });

  it.each([
    ['/embed/radio?stream=am', 'en', 'stream', 'am'],
    ['/embed/radio?stream=am&lang=pa', 'pa', 'stream', 'am'],
    ['/embed/radio?lang=fr', 'en', 'lang', 'fr'],
    ['/embed/radio?stream=&lang=pa', 'pa', 'stream', ''],
  ] as const)('answers %s with a 400 that says what to fix', async (path, lang, problem, value) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(embedProblem(lang, problem, value));
    expect(scripts(html)).toEqual([]);
  });

  it('sends /pa/embed/radio to its one address', async () => {
    const res = await call('/pa/embed/radio?stream=hd2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/embed/radio?stream=hd2&lang=pa');
  });

  it('is kept by the page cache like a page, one copy per stream and language', async () => {
    const on = { PAGE_CACHE_SECONDS: '60' };
    const first = await call('/embed/radio?lang=pa&utm_source=x', undefined, on);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await call('/embed/radio?lang=pa', undefined, on);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    const other = await call('/embed/radio?lang=en', undefined, on);
    expect(await other.text()).toContain('<html lang="en-CA">');
  });
});

describe('/embed.js', () => {
  it('is a small script with a short cache, for the snippet partners paste', async () => {
    const res = await testEnv.ASSETS.fetch(new Request('https://localhost/embed.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const code = await res.text();
    expect(code).toContain('currentScript');
    expect(code).toContain('/embed/radio');
    expect(code).toContain(embedFrameTitle('pa'));
  });
});
