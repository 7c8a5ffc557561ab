/**
 * appLinks: the store badges the section asks for (showGoogle, showApple). A badge with a link
 * (the section's own, else the site's) opens the store; one without opens the app-store modal
 * (spec §2 "A badge without a link opens a modal").
 */
import type { SectionOf } from './types';
import { useApp, useT } from '../../../app/context';
import { StoreIcon } from '../../../components/footer/icons';
import { openAppStoreModal } from '../../../stores/app-store-modal';
import { SectionHeading } from './SectionHeading';

export function AppLinksSection({ section }: { section: SectionOf<'appLinks'> }) {
  const t = useT();
  const { settings } = useApp();
  const stores = (['google', 'apple'] as const).filter((store) => section[store]);
  if (stores.length === 0) return null;
  return (
    <div className="app-links-section">
      <SectionHeading title={section.title || t('pages.getApp')} centered />
      <ul className="app-links-section__badges">
        {stores.map((store) => {
          const href = section.links[store] ?? settings?.appLinks[store];
          const label = t(store === 'google' ? 'footer.googlePlay' : 'footer.appStore');
          return (
            <li key={store}>
              {href ? (
                <a className="store-badge" href={href} target="_blank" rel="noopener noreferrer" data-store={store}>
                  <StoreIcon store={store} />
                  <span>{label}</span>
                  <span className="visually-hidden"> {t('pages.newTab')}</span>
                </a>
              ) : (
                <button type="button" className="store-badge" data-store={store} onClick={openAppStoreModal}>
                  <StoreIcon store={store} />
                  <span>{label}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
