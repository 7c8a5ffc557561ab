/**
 * An app-store badge (spec document 2 §2 "App-store links"): both stores always show. With a link
 * it leaves for the store in a new tab; without one it is a button that opens the app-store modal.
 */
import { withScheme } from '../../../shared/format/text';
import { useT } from '../../app/context';
import { StoreIcon } from '../footer/icons';
import type { Store } from './stores';
import './store-badge.css';
import { Link } from '../link/Link';

/** The modal's store (valtio and the notify form with it) loads on the first press, not with the page. */
const openAppStoreModal = () => void import('../../stores/app-store-modal').then((m) => m.openAppStoreModal());

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
