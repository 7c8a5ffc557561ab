/**
 * A 'View all' or 'See more' link beside a section's heading. Several on a page read the same, so
 * each names its section after the words, for screen readers only ('View all: Newsroom').
 */
import { Link } from './Link';

export function MoreLink({
  href,
  label,
  of,
  className,
}: {
  href: string;
  label: string;
  /** The section's title, which tells this link from the page's others by ear. */
  of: string;
  className: string;
}) {
  return (
    <Link className={className} href={href}>
      {label}
      <span className="visually-hidden">: {of}</span>
    </Link>
  );
}
