/**
 * Builds what the worker serves besides itself: the browser bundle (public/build, production
 * React), the self-hosted Gurmukhi font files (public/fonts), and the generated demo media.
 *   tsx scripts/build.ts [--if-missing]   (skip the bundle when one is already built)
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { demoBundle } from '../worker/db/seed/bundle';
import { offlineEnv, run } from './lib/local';
import { writeCardFonts } from './media/card-fonts';
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

const written = writeMedia(demoBundle(new Date()), 'public');
console.log(`build: client bundle in public/build, fonts in public/fonts, ${written} new media file(s)`);
