/**
 * Structured data shared by the loaders: the breadcrumb trail a page sits in (written by the
 * worker's head as a schema.org BreadcrumbList), and the publisher an article names.
 */
import { t } from '../i18n/translate';
import type { Breadcrumb } from '../routing/types';
import type { Lang } from '../types/content';

/** The station's logo (a raster image, as Google asks of a publisher logo), drawn by the worker. */
export const LOGO_PATH = '/share/logo.png';
export const LOGO_SIZE = 512;

/** Home, then the section, then the page itself. */
export function trail(lang: Lang, ...steps: Breadcrumb[]): Breadcrumb[] {
  return [{ name: t(lang, 'nav.home'), path: '/' }, ...steps];
}

/** schema.org's publisher of the site's articles: the station, with its logo. */
export function publisherLd(lang: Lang, origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: t(lang, 'brand.name'),
    logo: { '@type': 'ImageObject', url: new URL(LOGO_PATH, origin).href, width: LOGO_SIZE, height: LOGO_SIZE },
  };
}
