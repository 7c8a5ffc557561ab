/**
 * Every screen of the route table is a chunk of the client build (so the worker can list its
 * script and stylesheet in the head) and loads a component.
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN, ROUTES } from '../../client/app/routes';
import { isBuiltChunk, screenAssets } from '../../worker/render/assets';

const screens = [...new Set([...ROUTES.map((r) => r.screen), NOT_FOUND_SCREEN])];

describe('screens of the route table', () => {
  it.each(screens.map((s) => [s.source, s] as const))(
    '%s is a chunk of the build and loads a component',
    async (_, s) => {
      expect(isBuiltChunk(s.source)).toBe(true);
      expect(screenAssets(s.source).preloads.length).toBeGreaterThan(0);
      expect(typeof (await s.load())).toBe('function');
    },
  );
});
