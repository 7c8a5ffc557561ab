/**
 * A link of the content: a site path stays in the tab (client navigation), a web address opens in
 * a new tab with rel=noopener and says so to screen readers (shared/format/text.ts isExternal).
 */
import type { ReactNode } from 'react';
import type { LinkView } from '../../../shared/loaders/page-sections';
import { useT } from '../../app/context';
import { Link } from '../../components/link/Link';

export function SiteLink({
  link,
  className,
  newTab = false,
  children,
}: {
  link: LinkView;
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
      <span className="visually-hidden"> {t('pages.newTab')}</span>
    </Link>
  );
}
