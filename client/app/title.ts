/** The document title: the brand as a template around the page title (spec: "brand as a prefix template"). */
import type { UiLang } from '../../shared/routing/reading';
import { t } from '../../shared/i18n/translate';

export function documentTitle(title: string, lang: UiLang): string {
  const brand = t(lang, 'brand.name');
  return title && title !== brand
    ? t(lang, 'brand.titleTemplate', { title })
    : `${brand} | ${t(lang, 'brand.tagline')}`;
}
