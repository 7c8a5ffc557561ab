/**
 * JSON-LD written for a Punjabi page names Punjabi addresses. Loaders build their structured data
 * with the plain paths of their view-models (they stay language-agnostic about addresses, like
 * the links, which `Link` localises at render); this one step puts every page address on the
 * site's origin into the page's language, as canonical and og:url are. Files the same in both
 * languages (media, share cards, the logo) stay as they are (localizedPath knows them), and so do
 * `@id`s: an identifier names the same thing on both versions of a page.
 */
import { localizedPath } from '../../shared/routing/lang-path';
import type { Lang } from '../../shared/types/content';

function localizeValue(value: unknown, origin: string, lang: Lang): unknown {
  if (typeof value === 'string') {
    if (value !== origin && !value.startsWith(`${origin}/`)) return value;
    return origin + localizedPath(value.slice(origin.length) || '/', lang);
  }
  if (Array.isArray(value)) return value.map((v) => localizeValue(v, origin, lang));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '@id' ? v : localizeValue(v, origin, lang)]),
    );
  return value;
}

/** The JSON-LD with its page addresses on `origin` in `lang` (English: unchanged). */
export function localizeLd(ld: Record<string, unknown>, origin: string, lang: Lang): Record<string, unknown> {
  if (lang === 'en') return ld;
  return localizeValue(ld, origin, lang) as Record<string, unknown>;
}
