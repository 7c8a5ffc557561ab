/**
 * An app-store badge (spec document 2 §2 "App-store links"): both stores always show. With a link
 * it leaves for the store in a new tab. Without one it is still a link, to the app-coming page
 * (so it works without JavaScript, and in a new tab); a plain click, once the script is in, opens
 * the app-store modal instead, as the spec has it.
 */
import type { MouseEvent } from 'react';
import { APP_COMING_PATH, type Store } from '../../../shared/constants';
import { withScheme } from '../../../shared/format/text';
import { useT } from '../../app/context';
import { StoreIcon } from '../footer/icons';
import './store-badge.css';
import { Link } from '../link/Link';

/** The modal's store (valtio and the notify form with it) loads on the first press, not with the page. */
const openAppStoreModal = () => void import('../../stores/app-store-modal').then((m) => m.openAppStoreModal());

/** A plain click opens the modal; a click meant for a new tab or window follows the link. */
function onComingClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  openAppStoreModal();
}

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
    <Link
      className="store-badge"
      href={APP_COMING_PATH}
      aria-haspopup="dialog"
      onClick={onComingClick}
      data-store={store}
    >
      {content}
    </Link>
  );
}
