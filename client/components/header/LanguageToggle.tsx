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
import { GlobeIcon } from '../icons/icons';

/**
 * The last address written: the header draws the toggle more than once per page, and each wrote it
 * again through the URL parser (~1 % of an uncached home page's CPU, docs/performance.md).
 */
let lastToggle = { pageUrl: '', lang: '', href: '' };

/** The current page's address in `lang`, with `?lang=` asking the worker to remember the choice. */
function toggleHref(pageUrl: string, lang: 'en' | 'pa'): string {
  if (lastToggle.pageUrl === pageUrl && lastToggle.lang === lang) return lastToggle.href;
  const url = new URL(localizedPath(pageUrl, lang), 'http://site.invalid');
  url.searchParams.set('lang', lang);
  lastToggle = { pageUrl, lang, href: url.pathname + url.search };
  return lastToggle.href;
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
