/**
 * appLinks: the store badges the section asks for (showGoogle, showApple), as the site's one
 * StoreBadge. A badge with a link (the section's own, else the site's) opens the store; one
 * without opens the app-store modal (spec §2 "A badge without a link opens a modal").
 */
import type { SectionOf } from './types';
import { useApp, useT } from '../../../app/context';
import { StoreBadge } from '../../../components/app-store/badge-island';
import { STORES } from '../../../../shared/constants';
import { SectionHeading } from './SectionHeading';

export function AppLinksSection({ section }: { section: SectionOf<'appLinks'> }) {
  const t = useT();
  const { settings } = useApp();
  const stores = STORES.filter((store) => section[store]);
  if (stores.length === 0) return null;
  return (
    <div className="app-links-section">
      <SectionHeading title={section.title || t('pages.getApp')} centered />
      <ul className="app-links-section__badges">
        {stores.map((store) => (
          <li key={store}>
            <StoreBadge store={store} href={section.links[store] ?? settings?.appLinks[store]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
