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

/** The self-hosted subset files (scripts/build.ts copies them, base.css declares them). */
const FONT = (weight: 400 | 700) => `/fonts/noto-sans-gurmukhi-${weight}.woff2`;

/** The `Link` header value preloading the fonts of the first screen in `lang`. */
export function fontPreloadLink(lang: Lang): string {
  const weights = lang === 'pa' ? ([400, 700] as const) : ([700] as const);
  // Fonts are fetched in CORS mode: a preload without crossorigin would be fetched twice.
  return weights.map((w) => `<${FONT(w)}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(', ');
}
