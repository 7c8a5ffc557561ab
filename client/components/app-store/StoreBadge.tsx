/**
 * An app-store badge (spec document 2 §2 "App-store links"): both stores always show. With a link
 * it leaves for the store in a new tab; without one it is a button that opens the app-store modal.
 */
import { withScheme } from '../../../shared/format/text';
import { useT } from '../../app/context';
import { openAppStoreModal } from '../../stores/app-store-modal';
import { StoreIcon } from '../footer/icons';
import './store-badge.css';
import { Link } from '../link/Link';

export type Store = 'google' | 'apple';
export const STORES: readonly Store[] = ['google', 'apple'];

export function StoreBadge({ store, href }: { store: Store; href?: string }) {
  const t = useT();
  const content = (
    <>
      <StoreIcon store={store} />
      <span>{t(store === 'google' ? 'footer.googlePlay' : 'footer.appStore')}</span>
    </>
  );
  if (href)
    return (
      <Link
        className="store-badge"
        href={withScheme(href)}
        target="_blank"
        rel="noopener noreferrer"
        data-store={store}
      >
        {content}
        <span className="visually-hidden"> {t('footer.newTab')}</span>
      </Link>
    );
  return (
    <button type="button" className="store-badge" aria-haspopup="dialog" onClick={openAppStoreModal} data-store={store}>
      {content}
    </button>
  );
}
