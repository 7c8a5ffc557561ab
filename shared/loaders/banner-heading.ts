/**
 * The heading of a list page's banner (featured, events): the content's `headers.heading` in the
 * page's language, else its title, else the interface's own name for the page. Never the English
 * heading on a Punjabi page: a Punjabi page without a Punjabi heading or title shows the
 * translated default, as its menu link does.
 */
import type { Lang, PageHeaders } from '../types/content';
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';

export function bannerHeading(h: PageHeaders, lang: Lang, fallback: MessageKey): string {
  const content = lang === 'pa' ? h.headingPa || h.titlePa : h.heading || h.title;
  return content || t(lang, fallback);
}

/** The page's own title (the tab, the breadcrumb): the content's title, else the default. */
export function headersTitle(h: PageHeaders, lang: Lang, fallback: MessageKey): string {
  return (lang === 'pa' ? h.titlePa : h.title) || t(lang, fallback);
}
