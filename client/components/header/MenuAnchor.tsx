/**
 * A header menu link, shared by the menu rows and the drawer. Its own file, so the header's first
 * download does not carry the drawer (client/app/shell-islands.ts).
 */
import { useT } from '../../app/context';
import { Link } from '../link/Link';
import type { HeaderLink } from './MobileDrawer';

/** A menu link; external ones open in a new tab and say so to screen readers. */
export function MenuAnchor({ link, className }: { link: HeaderLink; className: string }) {
  const t = useT();
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Link className={className} href={link.href} aria-current={link.current} {...external}>
      {link.label}
      {link.external && <span className="visually-hidden"> {t('header.newTab')}</span>}
    </Link>
  );
}
