/**
 * Issue 29, the bundler's glue out of the first module graph: the worker names the first page's
 * screen chunk (and the export it takes) and its strings chunk in the page state, the same files
 * the head preloads, and client/entry.tsx imports those; the entry's own chunk holds no table of
 * every screen or strings chunk, and no Vite preload helper.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN, ROUTES } from '../../client/app/routes';
import { screenExport } from '../../client/app/screen';
import { screenOf } from '../../client/app/screen-chunks';
import { firstStringsId } from '../../shared/i18n/parts';
import type { AppState, PageState } from '../../shared/page-state';
import { builtFile, clientAssets, stringsAsset } from '../../worker/render/assets';
import type { NewsListResponse } from '../../shared/types/api';
import { call, getJson, testEnv } from './helpers';

const asset = async (path: string) => (await testEnv.ASSETS.fetch(new Request(`https://localhost${path}`))).text();

/** The page's state and the modules its starter links after the first paint (public/paint-boot.js). */
async function rendered(path: string): Promise<{ state: AppState<PageState>; preloads: string[] }> {
  const html = await (await call(path)).text();
  const start = html.indexOf('>', html.indexOf('id="__STATE__"')) + 1;
  const state = JSON.parse(html.slice(start, html.indexOf('</script>', start))) as AppState<PageState>;
  const preloads = (html.match(/<script type="module" src="\/paint-boot\.js"[^>]* data-preloads="([^"]*)"/)?.[1] ?? '')
    .split(' ')
    .filter(Boolean);
  return { state, preloads };
}

let post = '';
beforeAll(async () => {
  const latest = await getJson<NewsListResponse>('/api/news/latest/pa?page=1');
  post = `/news/post/${latest.body.data[0]!.slug}`;
}, 60_000);

describe('the first page’s chunks, named by the worker', () => {
  it.each([
    ['/', 'en'],
    ['/pa/events', 'pa'],
    ['/no-such-page', 'en'],
  ] as const)(
    '%s: its screen chunk and export, and its language’s strings chunk, all linked by the starter',
    async (path, lang) => {
      const { state, preloads } = await rendered(path);
      const { source } = screenOf(state.page.routeId as never);
      expect(state.boot).toEqual({
        screen: { file: builtFile(source), name: screenExport(source) },
        strings: stringsAsset(lang, source)[0],
      });
      expect(preloads).toEqual(expect.arrayContaining([state.boot!.screen.file, state.boot!.strings]));
    },
  );

  it('names no strings chunk for a Shahmukhi reading, whose strings come in the state', async () => {
    const { state } = await rendered(`/pa-arab${post}`);
    expect(state.script).toBe('arab');
    expect(state.boot?.screen.name).toBe('ArticlePage');
    expect(state.boot?.strings).toBeUndefined();
  });

  it('every screen’s chunk exports its screen under the name the worker gives', async () => {
    for (const s of new Set([...ROUTES.map((r) => r.screen), NOT_FOUND_SCREEN])) {
      const code = await asset(builtFile(s.source));
      expect(code, s.source).toMatch(new RegExp(`export\\{[^}]*\\b(?:as )?${screenExport(s.source)}\\b[^}]*\\}`));
    }
  });
});

describe('the entry’s chunk', () => {
  it('names no screen chunk, no first-strings chunk and carries no Vite preload helper', async () => {
    const code = await asset(clientAssets.script);
    const screens = new Set([...ROUTES.map((r) => r.screen.source), NOT_FOUND_SCREEN.source]);
    for (const source of screens) {
      expect(code).not.toContain(builtFile(source).slice('/build/assets/'.length));
      for (const lang of ['en', 'pa'] as const)
        expect(code).not.toContain(builtFile(firstStringsId(lang, source)).slice('/build/assets/'.length));
    }
    // Vite's helper dispatches this event; ours (client/app/chunk-preload.ts) does not.
    expect(code).not.toContain('vite:preloadError');
  });
});
