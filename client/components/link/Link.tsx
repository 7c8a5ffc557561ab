/**
 * Every link the site renders goes through here, so a link on a Punjabi page points at the /pa
 * address (issue 13: internal links keep the language) and crawlers and visitors without
 * JavaScript follow it in the page's language. Absolute, mailto:, #anchor and shared-file
 * (/api, /media, …) addresses pass unchanged (shared/routing/lang-path.ts). View-models keep
 * plain paths; the language is added only here, at render.
 */
import { type AnchorHTMLAttributes, type ReactNode, type Ref, useContext } from 'react';
import { localizeLinks, localizedPath } from '../../../shared/routing/lang-path';
import { AppContext, useT } from '../../app/context';

/** Maps a site path to the current page's language; English outside the App (nothing to localize). */
export function useLocalizedPath(): (path: string) => string {
  const lang = useContext(AppContext)?.lang ?? 'en';
  return (path) => localizedPath(path, lang);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** An `<a>` whose site-relative href is in the current page's language. */
export function Link(props: LinkProps) {
  const localize = useLocalizedPath();
  // The attributes keep the caller's order (the href replaced in place), as a plain <a> would write them.
  const attributes = { ...props };
  if (attributes.href !== undefined) attributes.href = localize(attributes.href);
  return <a {...attributes} />;
}

/**
 * A link of the content (a page section's, an event's): a site path stays in the tab (client
 * navigation), a web address (`external`, shared/format/text.ts isExternal) opens in a new tab
 * with rel=noopener and says so to screen readers. Here, beside Link, because the content pages
 * and the events page both draw it: a module of its own would be one more chunk on each.
 */
export function SiteLink({
  link,
  className,
  newTab = false,
  children,
}: {
  link: { href: string; external: boolean };
  className?: string;
  /** Open in a new tab even when the link stays on the site (the side note card, spec §2). */
  newTab?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  if (!link.external && !newTab)
    return (
      <Link className={className} href={link.href}>
        {children}
      </Link>
    );
  return (
    <Link className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('link.newTab')}</span>
    </Link>
  );
}

/** Content HTML (already sanitised) with its site links in the current page's language. */
export function useLocalizedHtml(): (html: string) => string {
  const lang = useContext(AppContext)?.lang ?? 'en';
  return (html) => localizeLinks(html, lang);
}
