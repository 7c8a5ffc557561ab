/**
 * The English ⇄ Punjabi switch (spec §4: the toggle switches between en and pa). It names the
 * language it switches *to*, in that language, so a reader who cannot read the current script
 * still finds their way; the `lang` attribute lets screen readers pronounce it correctly.
 * It is a link to this page's address in the other language (issue 13), carrying `?lang=` so that
 * without JavaScript the worker stores the choice and redirects to the clean address; with
 * JavaScript the router moves there without a reload (client/app/router.ts setLanguage).
 */
import type { MouseEvent } from 'react';
import { localizedPath } from '../../../shared/routing/lang-path';
import { useApp, useT } from '../../app/context';

/** The current page's address in `lang`, with `?lang=` asking the worker to remember the choice. */
function toggleHref(pageUrl: string, lang: 'en' | 'pa'): string {
  const url = new URL(localizedPath(pageUrl, lang), 'http://site.invalid');
  url.searchParams.set('lang', lang);
  return url.pathname + url.search;
}

/** The globe both language switches wear (this one and the article's 'Read in …'); decorative. */
export function GlobeIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

export function LanguageToggle({ className }: { className?: string }) {
  const { lang, page, setLanguage } = useApp();
  const t = useT();
  const other = lang === 'en' ? 'pa' : 'en';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLanguage(other);
  };
  return (
    <a
      href={toggleHref(page.url, other)}
      hrefLang={other}
      className={`header-lang${className ? ` ${className}` : ''}`}
      lang={other}
      aria-label={t('lang.switchLabel')}
      onClick={onClick}
    >
      <GlobeIcon className="header-lang__icon" />
      <span className="header-lang__label">{t('lang.switchTo')}</span>
    </a>
  );
}
