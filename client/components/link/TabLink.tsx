/**
 * A link that stays in the tab (client navigation), or, when `newTab`, opens a new tab with
 * rel=noopener and says so to screen readers in `newTabText` (each screen's own string).
 */
import type { ReactNode } from 'react';
import { Link } from './Link';

export function TabLink(props: {
  href: string;
  newTab: boolean;
  newTabText: string;
  className: string | undefined;
  children: ReactNode;
}) {
  const { href, newTab, newTabText, className, children } = props;
  if (!newTab)
    return (
      <Link className={className} href={href}>
        {children}
      </Link>
    );
  return (
    <Link className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabText}</span>
    </Link>
  );
}

/** A link off the site, always in a new tab; its accessible name (`label`) says where it leads. */
export function NewTabLink(props: { className: string; href: string; label: string; children: ReactNode }) {
  const { className, href, label, children } = props;
  return (
    <Link className={className} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </Link>
  );
}
