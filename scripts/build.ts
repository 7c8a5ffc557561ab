/**
 * Builds what the worker serves besides itself: the browser bundle (public/build, production
 * React, with the self-hosted Gurmukhi web fonts client/styles/base.css names), the share card's
 * TrueType fonts (public/fonts/card), the default share card and logo (public/media/share), and the
 * partners' player's two scripts (scripts/embed-build.ts), the
 * generated demo media (with the share JPEGs of the images pages share, the episodes' MP3s and
 * the shows' podcast covers).
 *   tsx scripts/build.ts [--if-missing]   (skip the bundle when one is already built)
 */
import { existsSync, rmSync } from 'node:fs';
import { demoBundle } from '../worker/db/seed/bundle';
import { buildEmbed } from './embed-build';
import { offlineEnv, run } from './lib/local';
import { writeCardFonts } from './media/card-fonts';
import { writeCovers } from './media/covers';
import { HB_DRAW_WASM, writeHbDrawWasm } from './media/hb-draw-wasm';
import { writeShareDefaults } from './media/share-defaults';
import { writePageImages } from './media/page-images';
import { writeShareImages } from './media/share-images';
import { writeMedia } from './media/write';

const ifMissing = process.argv.includes('--if-missing');

if (!(ifMissing && existsSync('public/build/manifest.json'))) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'], offlineEnv({ NODE_ENV: 'production' }));
}
// The partners' player's own scripts, after vite (which empties public/build).
if (!(ifMissing && existsSync('public/build/embed.json') && existsSync('public/embed.js'))) await buildEmbed();

// The web fonts are built files now (hashed, cached a year: issue 14); copies an older build left
// under their fixed names would still be uploaded and served, so they go.
for (const weight of [400, 700]) rmSync(`public/fonts/noto-sans-gurmukhi-${weight}.woff2`, { force: true });

// TrueType copies for the share card's shaping (worker/share/fonts.ts).
writeCardFonts('public');
// The committed draw-callback module, rewritten only if its source changed (then commit it).
if (writeHbDrawWasm()) console.log(`build: wrote ${HB_DRAW_WASM} from scripts/media/hb-draw-wasm.ts: commit it`);

const bundle = demoBundle(new Date());
const written = writeMedia(bundle, 'public');
// The WebPs pages show for the demo's SVGs (shared/format/page-image.ts), redrawn only when their SVG changed.
const pictures = await writePageImages(bundle, 'public');
// The JPEGs share bots show for the demo's images (og:image), redrawn only when their SVG changed.
const rasters = await writeShareImages(bundle, 'public');
// The station's default card and logo, answered until the renderer drew the real ones.
await writeShareDefaults('public');
// Every demo show's square podcast cover in both languages, redrawn only when it changed.
const covers = await writeCovers(bundle, 'public');
console.log(
  `build: client bundle and web fonts in public/build, card fonts in public/fonts/card, ${written} new media file(s), ${pictures} page WebP(s), ${rasters} share JPEG(s), ${covers} podcast cover(s)`,
);
