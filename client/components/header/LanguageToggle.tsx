/**
 * The English ⇄ Punjabi switch (spec §4: the toggle switches between en and pa). It names the
 * language it switches *to*, in that language, so a reader who cannot read the current script
 * still finds their way; the `lang` attribute lets screen readers pronounce it correctly.
 * It is a link to this page's address in the other language (issue 13), carrying `?lang=` so that
 * without JavaScript the worker stores the choice and redirects to the clean address; with
 * JavaScript the router moves there without a reload (client/app/router.ts setLanguage).
 */
import type { MouseEvent } from 'react';
import { useApp, useT } from '../../app/context';
import { GlobeIcon } from '../icons/icons';
import { toggleHref } from './toggle-href';

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
