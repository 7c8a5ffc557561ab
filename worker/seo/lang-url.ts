/**
 * The address of a page in a language. A stand-in with the signature of the URL-per-language
 * work (issue 13, `shared/routing/`): Punjabi pages under `/pa`, English unprefixed. Every
 * language URL the feeds and sitemaps write goes through this one function, so it is swapped
 * for the real one in one place.
 */
import type { Lang } from '../../shared/types/content';

export function localizedPath(path: string, lang: Lang): string {
  if (lang !== 'pa') return path;
  return path === '/' ? '/pa' : `/pa${path}`;
}
