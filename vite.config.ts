/**
 * The browser bundle: client/entry.tsx → public/build/, with a manifest the worker reads to
 * write the page's script and stylesheet tags. Production React, small chunks split per
 * on-demand feature (audio, search, video load with dynamic import).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/build/',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  build: {
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { input: 'client/entry.tsx' },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
});
