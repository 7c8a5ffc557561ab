/**
 * The site header (spec §2 "Site shell", §9). Desktop (>= 1025px): a navy strip, the logo bar
 * with search and language, and the menu row; past 350px of scroll a condensed bar slides in,
 * fixed at the top. Mobile: logo, language and a hamburger that opens the drawer.
 *
 * Everything is rendered at every width and CSS decides what shows: the server cannot know the
 * window size, and hydration needs the same first render on both sides.
 */
import './header.css';
import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import { isExternal } from '../../../shared/format/text';
import type { MenuLink } from '../../../shared/types/content';
import { useApp, useT } from '../../app/context';
import { useHeldCallback, useHeldRef } from '../../app/part-props';
import { LanguageToggle } from './LanguageToggle';
import type { HeaderLink } from './MobileDrawer';
import { MenuAnchor } from './MenuAnchor';
import { useOnceShown } from './once-shown';
import { MobileDrawer, SearchField, WeatherWidget } from '../../app/shell-islands';
import { Link } from '../link/Link';

/** Spec §9: the condensed header appears after 350px of scroll. */
const CONDENSE_AFTER = 350;
/** The drawer is a mobile-only layout (spec breakpoint 1025). */
const DESKTOP_QUERY = '(min-width: 1025px)';
const DRAWER_ID = 'header-drawer';

/** The path of a same-site address, without query, hash or trailing slash. */
function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

/** The path of an absolute address on this very site (so it navigates client-side), else null. */
function sitePath(url: string, siteUrl: string): string | null {
  const origin = siteUrl.replace(/\/+$/, '');
  if (!origin) return null;
  if (url === origin) return '/';
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : null;
}

/** A link to a site address the visitor is on or under. */
function linkTo(href: string, label: string, external: boolean, pathname: string): HeaderLink {
  let current: HeaderLink['current'];
  if (!external) {
    const target = pathOf(href);
    if (target === pathname) current = 'page';
    // '/' is the home page only, not a prefix of every section.
    else if (target !== '/' && pathname.startsWith(`${target}/`)) current = 'true';
  }
  return { href, label, external, current };
}

function resolveMenu(menu: MenuLink[], lang: string, siteUrl: string, pathname: string): HeaderLink[] {
  return menu.map((item) => {
    const href = sitePath(item.url, siteUrl) ?? item.url;
    const label = lang === 'pa' ? item.titlePa || item.title : item.title;
    return linkTo(href, label, isExternal(href), pathname);
  });
}

/**
 * The menu's links and the Home link, resolved for the page's language and address. Kept equal
 * between renders (scrolling re-renders the header), so the drawer, which hydrates from its own
 * chunk, is not handed new props before it has (client/app/island.tsx).
 */
function useMenuLinks(): { links: HeaderLink[]; home: HeaderLink } {
  const { lang, settings, page, siteUrl } = useApp();
  const t = useT();
  const pathname = pathOf(page.url);
  const links = useMemo(
    () => resolveMenu(settings?.headerMenu ?? [], lang, siteUrl, pathname),
    [settings, lang, siteUrl, pathname],
  );
  const homeLabel = t('nav.home');
  const home = useMemo(() => linkTo('/', homeLabel, false, pathname), [homeLabel, pathname]);
  return { links, home };
}

/** Past 350px of scroll; the position is only known in the browser: measured after hydration, never during render. */
function useCondensed(): boolean {
  const [condensed, setCondensed] = useState(false);
  useEffect(() => {
    const onScroll = () => setCondensed(window.scrollY > CONDENSE_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return condensed;
}

/**
 * The drawer's open state. Growing past the mobile layout closes it (the drawer hides, so the body
 * scroll lock must go too), and so does a navigation, even one started from inside it (its search).
 */
function useDrawerOpen(pageUrl: string) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pageUrl is the trigger: a navigation closes the drawer
  useEffect(() => {
    setDrawerOpen(false);
  }, [pageUrl]);

  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useHeldCallback(() => setDrawerOpen(false), []);
  return { drawerOpen, openDrawer, closeDrawer };
}

export function Header() {
  const { page } = useApp();
  const t = useT();
  const burgerRef = useHeldRef<HTMLButtonElement>();
  const { links, home } = useMenuLinks();
  const condensed = useCondensed();
  const { drawerOpen, openDrawer, closeDrawer } = useDrawerOpen(page.url);

  return (
    <header className={`header${drawerOpen ? ' header--drawer-open' : ''}`}>
      <div className="header__strip">
        <div className="container header__strip-inner">
          <span className="header__on-air" aria-hidden="true" />
          <span>{t('header.frequencies')}</span>
          <WeatherWidget />
        </div>
      </div>

      <HeaderBar drawerOpen={drawerOpen} burgerRef={burgerRef} onOpenDrawer={openDrawer} />

      {links.length > 0 && (
        <nav className="header__menu" aria-label={t('nav.main')}>
          <div className="container">
            <MenuList links={links} />
          </div>
        </nav>
      )}

      <StickyBar condensed={condensed} links={links} />

      <MobileDrawer
        id={DRAWER_ID}
        open={drawerOpen}
        home={home}
        links={links}
        onClose={closeDrawer}
        returnFocusTo={burgerRef}
      />
    </header>
  );
}

interface HeaderBarProps {
  drawerOpen: boolean;
  /** The hamburger, which gets focus back when the drawer closes. */
  burgerRef: RefObject<HTMLButtonElement | null>;
  onOpenDrawer: () => void;
}

/** The logo bar: the wordmark, the search, the language toggle and the hamburger (phones). */
function HeaderBar({ drawerOpen, burgerRef, onOpenDrawer }: HeaderBarProps) {
  const t = useT();
  return (
    <div className="header__bar">
      <div className="container header__row">
        <Logo />
        <div className="header__tools">
          <SearchField className="header__search" />
          <LanguageToggle />
          <button
            ref={burgerRef}
            type="button"
            className="header__burger icon-button"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={onOpenDrawer}
          >
            <span className="header__burger-lines" aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The condensed bar. It is fixed, so showing it never moves the page; until then it is inert,
 * which keeps its copy of the menu out of the tab order and the accessibility tree. Its row is
 * rendered from the first time it shows (once-shown.ts): the server and hydration skip it.
 */
function StickyBar({ condensed, links }: { condensed: boolean; links: HeaderLink[] }) {
  const filled = useOnceShown(condensed);
  return (
    <div className={`header__sticky${condensed ? ' is-shown' : ''}`} inert={!condensed}>
      {filled && <StickyRow links={links} />}
    </div>
  );
}

function StickyRow({ links }: { links: HeaderLink[] }) {
  const t = useT();
  return (
    <div className="container header__sticky-row">
      <Logo compact />
      {links.length > 0 && (
        <nav className="header__sticky-menu" aria-label={t('header.compactNav')}>
          <MenuList links={links} />
        </nav>
      )}
      <div className="header__tools">
        {/* Named apart from the bar's search: scrolled, both are on the page. */}
        <SearchField className="header__search" label={t('header.compactSearch')} />
        <LanguageToggle />
      </div>
    </div>
  );
}

function MenuList({ links }: { links: HeaderLink[] }) {
  return (
    <ul className="header-menu">
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a menu may list one address twice; the position keeps the keys unique
        <li key={`${index}:${link.href}`} className="header-menu__item">
          <MenuAnchor link={link} className="header-menu__link" />
        </li>
      ))}
    </ul>
  );
}

/** The wordmark: a pink "91.5" badge, the station name and, in the full bar, the tagline. */
function Logo({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Link className={`header-logo${compact ? ' header-logo--compact' : ''}`} href="/">
      <span className="header-logo__badge" aria-hidden="true">
        <span className="header-logo__number">91.5</span>
        <span className="header-logo__fm">{t('brand.band')}</span>
      </span>
      <span className="header-logo__text">
        <span className="header-logo__name">{t('brand.name')}</span>
        {!compact && <span className="header-logo__tagline">{t('brand.tagline')}</span>}
      </span>
    </Link>
  );
}
