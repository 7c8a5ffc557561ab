/**
 * Every screen of the route table is a chunk of the client build (so the worker can list its
 * script and its one stylesheet in the head) and loads a component; each language's strings of each
 * screen are a chunk.
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN, ROUTES } from '../../client/app/routes';
import { isBuiltChunk, screenAssets, stringsAsset } from '../../worker/render/assets';

const screens = [...new Set([...ROUTES.map((r) => r.screen), NOT_FOUND_SCREEN])];

describe('screens of the route table', () => {
  it.each(screens.map((s) => [s.source, s] as const))(
    '%s is a chunk of the build and loads a component',
    async (_, s) => {
      expect(isBuiltChunk(s.source)).toBe(true);
      expect(screenAssets(s.source).preloads.length).toBeGreaterThan(0);
      // One stylesheet per page: the shell's and the screen's CSS joined at build time.
      expect(screenAssets(s.source).styles).toEqual([expect.stringMatching(/^\/build\/assets\/page-[\w-]+\.css$/)]);
      expect(typeof (await s.load())).toBe('function');
    },
  );
});

describe('interface strings', () => {
  it.each(['en', 'pa'] as const)('%s is a chunk of its own for each screen, preloaded by the head', (lang) => {
    const files = screens.map((s) => stringsAsset(lang, s.source));
    for (const file of files) expect(file).toEqual([expect.stringMatching(/^\/build\/assets\/[\w-]+\.js$/)]);
    expect(new Set(files.flat()).size).toBe(screens.length);
  });
});
