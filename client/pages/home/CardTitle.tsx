/**
 * The title of a home card (a job, an event, a show): a heading whose link is stretched over the
 * whole card, so the card is one click target and screen readers hear its title once. `block` is
 * the card's class (BEM): the heading is `{block}__title`, the link `{block}__link`.
 */
import type { ReactNode } from 'react';
import { Link } from '../../components/link/Link';

export function CardTitle({
  block,
  children,
  ...link
}: {
  block: string;
  href: string;
  /** An event's link to another site opens in a new tab (EventsSection's linkProps). */
  target?: string;
  rel?: string;
  children: ReactNode;
}) {
  return (
    <h3 className={`${block}__title`}>
      <Link className={`${block}__link stretched-link`} {...link}>
        {children}
      </Link>
    </h3>
  );
}
