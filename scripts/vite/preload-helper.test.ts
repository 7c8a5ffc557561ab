import { describe, expect, it } from 'vitest';
import { HELPER_ID, helperModule, preloadHelper } from './preload-helper';

describe('our preload helper in place of Vite’s', () => {
  it('exports __vitePreload from client/app/chunk-preload.ts with the build’s base', () => {
    const code = helperModule('/build/', '/app/client/app/chunk-preload.ts');
    expect(code).toContain('import { preloadDeps } from "/app/client/app/chunk-preload.ts";');
    expect(code).toContain('export const __vitePreload = (load, deps) => preloadDeps(load, deps, "/build/");');
  });

  it('answers Vite’s helper module before Vite’s own plugins, in the build only', () => {
    const plugin = preloadHelper();
    expect(plugin.enforce).toBe('pre');
    expect(plugin.apply).toBe('build');
    expect(HELPER_ID).toBe('\0vite/preload-helper.js');
  });
});
