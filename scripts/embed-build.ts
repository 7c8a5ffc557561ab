/**
 * The partners' player's two scripts (issue 28), built apart from the site's bundle so they carry
 * none of it (ARCHITECTURE.md, "The embeddable player"):
 * - client/embed/player.ts → public/build/assets/embed-{hash}.js (cached a year: /build/assets/*),
 *   named in public/build/embed.json, which the worker reads (worker/embed/route.ts);
 * - client/embed/embed-loader.ts → public/embed.js, the fixed address partners paste (cached an
 *   hour, public/_headers), with the frame's titles from shared/i18n written in.
 * Each an IIFE, minified. Run by scripts/build.ts after `vite build` (which empties public/build).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build, type Rollup } from 'vite';
import { embedFrameTitle } from '../worker/embed/view';

/** One entry as a minified IIFE, in memory. */
async function bundle(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry, formats: ['iife'], name: 'radioEmbed', fileName: () => 'out.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`embed build: no output for ${entry}`);
  return chunk.code;
}

/** Builds both scripts into `publicDir`; returns the player's address. */
export async function buildEmbed(publicDir = 'public'): Promise<string> {
  const player = await bundle('client/embed/player.ts');
  const hash = createHash('sha256').update(player).digest('base64url').slice(0, 10);
  const file = `assets/embed-${hash}.js`;
  mkdirSync(`${publicDir}/build/assets`, { recursive: true });
  // A build of the player alone (build.ts --if-missing) would otherwise leave the old ones to deploy.
  for (const old of readdirSync(`${publicDir}/build/assets`)) {
    if (/^embed-.+\.js$/.test(old)) rmSync(`${publicDir}/build/assets/${old}`);
  }
  writeFileSync(`${publicDir}/build/${file}`, player);
  writeFileSync(`${publicDir}/build/embed.json`, `${JSON.stringify({ player: `/build/${file}` })}\n`);
  const titles = { en: embedFrameTitle('en'), pa: embedFrameTitle('pa') };
  const loader = await bundle('client/embed/embed-loader.ts', { __EMBED_FRAME_TITLES__: JSON.stringify(titles) });
  writeFileSync(`${publicDir}/embed.js`, loader);
  return `/build/${file}`;
}
