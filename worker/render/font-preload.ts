/**
 * The Gurmukhi font files a page's first screen needs, as a `Link: rel=preload` response header:
 * the browser starts them with the HTML instead of after the stylesheet is parsed, so the swap from
 * the fallback (client/styles/base.css) comes before first paint more often. Every page shows
 * Gurmukhi in the header: on English pages only the language toggle, ਪੰਜਾਬੀ, set in bold (its
 * late swap moved the English home page: CLS 0.12 under Lighthouse's throttling); Punjabi pages
 * set their text in the regular weight and their headings in bold. A header (not a head tag) so it travels with the
 * response however the head is written, and the same bytes serve every visitor of a language.
 */
import type { Lang } from '../../shared/types/content';
import { builtFile } from './assets';

/**
 * The built (content-hashed) URL of a weight's subset file. base.css's @font-face names the
 * @fontsource file, so Vite emits it under /build/assets/ and writes that URL into the stylesheet;
 * the manifest lists the same file under its source path. Looked up by that path, not through a
 * chunk's `assets` list, because which chunk holds base.css depends on how the bundle is split.
 */
export const builtFont = (weight: 400 | 700): string =>
  builtFile(`node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-${weight}-normal.woff2`);

// Fonts are fetched in CORS mode: a preload without crossorigin would be fetched twice.
const preloadFile = (href: string) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
const preload = (weight: 400 | 700) => preloadFile(builtFont(weight));

/**
 * The Nastaliq face of the Shahmukhi readings (issue 30): one weight (headings use it too, the
 * script has no bold of its own in print), preloaded on those pages only.
 */
const builtNastaliq = (): string =>
  builtFile('node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2');

/** The header of each language, made once: the same for every page of that language. */
const LINKS: Record<Lang, string> = { en: preload(700), pa: `${preload(400)}, ${preload(700)}` };

/**
 * The `Link` header value preloading the fonts of the first screen in `lang`: on a Shahmukhi
 * reading the Nastaliq face and the Gurmukhi of the script switch.
 */
export const fontPreloadLink = (lang: Lang, arab = false): string =>
  arab ? `${preloadFile(builtNastaliq())}, ${preload(400)}` : LINKS[lang];
