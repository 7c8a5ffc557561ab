/**
 * Which language versions of a page its head names (canonical and hreflang): one rule for the
 * server's head and the sitemaps. Apart from lang-path.ts, which the browser's entry chunk
 * carries, because the browser does not need it.
 */
import type { Lang } from '../types/content';

/** One entry of a page's hreflang set: the language named (or x-default) and the version it points at. */
export interface Alternate {
  hreflang: Lang | 'x-default';
  lang: Lang;
}

/**
 * Which versions of a page its head names, when its main content is written in `written` (every
 * language unless a loader says otherwise): an hreflang alternate per written language plus
 * x-default (English when written in English), and the canonical version: the page's own when its
 * content is written in its language, else the written one. Content in one language only still
 * has both addresses (the other one keeps the reader's interface language), but only one
 * version, so both addresses name the same canonical and the same one-language set: reciprocal.
 */
export function pageVersions(lang: Lang, written?: readonly Lang[]): { canonical: Lang; alternates: Alternate[] } {
  const versions = (['en', 'pa'] as const).filter((l) => !written?.length || written.includes(l));
  const fallback = versions[0] ?? 'en';
  return {
    canonical: versions.includes(lang) ? lang : fallback,
    alternates: [...versions.map((l) => ({ hreflang: l, lang: l })), { hreflang: 'x-default', lang: fallback }],
  };
}
