/**
 * Builds what the worker serves besides itself: the browser bundle (public/build, production
 * React), the self-hosted Gurmukhi font files (public/fonts), and the generated demo media (with
 * the share JPEGs of the images pages share).
 *   tsx scripts/build.ts [--if-missing]   (skip the bundle when one is already built)
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { demoBundle } from '../worker/db/seed/bundle';
import { offlineEnv, run } from './lib/local';
import { writeCardFonts } from './media/card-fonts';
import { writeShareImages } from './media/share-images';
import { writeMedia } from './media/write';

const ifMissing = process.argv.includes('--if-missing');

if (!(ifMissing && existsSync('public/build/manifest.json'))) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'], offlineEnv({ NODE_ENV: 'production' }));
}

// Only the Gurmukhi subset, two weights: Latin text uses the system font.
mkdirSync('public/fonts', { recursive: true });
for (const weight of [400, 700]) {
  const target = `public/fonts/noto-sans-gurmukhi-${weight}.woff2`;
  if (!existsSync(target))
    copyFileSync(
      `node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-${weight}-normal.woff2`,
      target,
    );
}

// TrueType copies for the share card's shaping (worker/share/fonts.ts).
writeCardFonts('public');

const bundle = demoBundle(new Date());
const written = writeMedia(bundle, 'public');
// The JPEGs share bots show for the demo's images (og:image), redrawn only when their SVG changed.
const rasters = await writeShareImages(bundle, 'public');
console.log(
  `build: client bundle in public/build, fonts in public/fonts, ${written} new media file(s), ${rasters} share JPEG(s)`,
);
