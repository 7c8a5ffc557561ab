/**
 * The site footer (spec document 1 §2 "Site shell"): newsletter and messaging forms, message-us link, main and
 * secondary menus, Donations, app store badges, social icons, and a bottom strip with the
 * copyright line and the credit link. Everything comes from the shell settings; without them
 * only the copyright line with the brand name is shown.
 */
import './footer.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { SettingsResponse } from '../../../shared/types/api';
import type { MenuLink } from '../../../shared/types/content';
import { pick } from '../../../shared/format/pick';
import { isExternal, withScheme } from '../../../shared/format/text';
import { useApp, useT } from '../../app/context';
import { SubscribeForm } from './SubscribeForm';
import { StoreBadge } from '../app-store/StoreBadge';
import { STORES } from '../../../shared/constants';
import { SOCIAL_NAMES, SocialIcon } from './icons';
import { Link } from '../link/Link';

/**
 * The current year, known only after hydration: the server's clock (and time zone) may disagree
 * with the visitor's around New Year, so the first render on both sides has no year at all.
 */
function useYear(): number | null {
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/** Fills `{year}`; before the year is known the placeholder is dropped with its extra space. */
function fillYear(template: string, year: number | null): string {
  return template
    .replace(/\{year\}/g, year === null ? '' : String(year))
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A link that opens other sites in a new tab and leaves site paths to client navigation. */
function FooterLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useT();
  const url = withScheme(href);
  if (!isExternal(url))
    return (
      <Link className={className} href={url}>
        {children}
      </Link>
    );
  return (
    <Link className={className} href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('footer.newTab')}</span>
    </Link>
  );
}

function MenuBlock({ title, links, extra }: { title: string; links: MenuLink[]; extra?: ReactNode }) {
  const { lang } = useApp();
  const id = useId();
  if (links.length === 0 && !extra) return null;
  return (
    <nav className="footer__col footer__nav" aria-labelledby={id}>
      <h2 id={id} className="footer__title">
        {title}
      </h2>
      <ul className="footer__menu">
        {links.map((link) => (
          <li key={`${link.url}|${link.title}`}>
            <FooterLink className="footer__link" href={link.url}>
              {pick(lang, link.title, link.titlePa)}
            </FooterLink>
          </li>
        ))}
        {extra && <li>{extra}</li>}
      </ul>
    </nav>
  );
}

/** A titled row of icons in the connect column: the store badges, the social links. */
function IconRow({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="footer__title">
        {title}
      </h2>
      <ul className={`${className} inline-list`}>{children}</ul>
    </section>
  );
}

function AppsAndSocial({ settings }: { settings: SettingsResponse }) {
  const t = useT();
  const social = settings.socialLinks.filter((link) => link.url);
  return (
    <div className="footer__col footer__connect">
      {/* Both badges always show; one without a link opens the app-store modal (spec doc 2 §2). */}
      <IconRow title={t('footer.getTheApp')} className="footer__badges">
        {STORES.map((store) => (
          <li key={store}>
            <StoreBadge store={store} href={settings.appLinks[store]} />
          </li>
        ))}
      </IconRow>
      {social.length > 0 && (
        <IconRow title={t('footer.followUs')} className="footer__social">
          {social.map((link) => (
            <li key={`${link.type}|${link.url}`}>
              <Link
                className="footer__social-link icon-button social-link"
                href={withScheme(link.url)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.type === 'website' ? t('footer.website') : (SOCIAL_NAMES[link.type] ?? link.type)}
              >
                <SocialIcon type={link.type} />
              </Link>
            </li>
          ))}
        </IconRow>
      )}
    </div>
  );
}

export function Footer() {
  const { settings, lang } = useApp();
  const t = useT();
  const year = useYear();

  const template = (settings && pick(lang, settings.copyright, settings.copyrightPa)) || `© {year} ${t('brand.name')}`;
  const copyright = <p className="footer__copyright">{fillYear(template, year)}</p>;

  if (!settings) {
    return (
      <footer className="footer">
        <div className="footer__bottom">
          <div className="container footer__bottom-inner">{copyright}</div>
        </div>
      </footer>
    );
  }

  const phone = settings.messagingPhone.replace(/\D/g, '');
  const credit = settings.creditLink;

  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__col footer__lead">
          <p className="footer__brand">{t('brand.name')}</p>
          <SubscribeForm channel="email" />
          <SubscribeForm channel="phone" />
          {phone && (
            <FooterLink className="footer__message" href={`https://wa.me/${phone}`}>
              <SocialIcon type="whatsapp" />
              <span>{t('footer.messageUs')}</span>
            </FooterLink>
          )}
        </div>
        <MenuBlock title={t('footer.sections')} links={settings.footerMainMenu} />
        <MenuBlock
          title={t('footer.information')}
          links={settings.footerSecondaryMenu}
          extra={
            settings.donationsLink && (
              <FooterLink className="footer__link footer__donate" href={settings.donationsLink}>
                {t('footer.donations')}
              </FooterLink>
            )
          }
        />
        <AppsAndSocial settings={settings} />
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          {copyright}
          {credit?.url && credit.title && (
            <FooterLink className="footer__credit" href={credit.url}>
              {t('footer.credit', { name: credit.title })}
            </FooterLink>
          )}
        </div>
      </div>
    </footer>
  );
}
