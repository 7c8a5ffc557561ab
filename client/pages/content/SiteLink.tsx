/**
 * A link of the content: a site path stays in the tab (client navigation), a web address opens in
 * a new tab with rel=noopener and says so to screen readers (shared/format/text.ts isExternal).
 */
import type { ReactNode } from 'react';
import type { LinkView } from '../../../shared/loaders/page-sections';
import { useT } from '../../app/context';
import { TabLink } from '../../components/link/TabLink';

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
  return (
    <TabLink href={link.href} newTab={link.external || newTab} newTabText={t('pages.newTab')} className={className}>
      {children}
    </TabLink>
  );
}
