/**
 * Language names as the visitor reads them: the content names a show's, an episode's or an
 * originals item's languages in English ('English', 'Punjabi') or by code; the two the site
 * speaks are shown in the page's language, any other as sent.
 */
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';
import type { Lang } from '../types/content';

const KNOWN: Record<string, MessageKey> = {
  english: 'video.langEnglish',
  en: 'video.langEnglish',
  punjabi: 'video.langPunjabi',
  pa: 'video.langPunjabi',
};

/** 'English, Punjabi' (or their Punjabi names) from a list of names or codes. */
export function languageNames(names: readonly string[], lang: Lang): string {
  return names
    .map((name) => {
      const key = KNOWN[name.trim().toLowerCase()];
      return key ? t(lang, key) : name.trim();
    })
    .filter(Boolean)
    .join(', ');
}
