/** The pagination control: hidden at one page; back and next arrows, numbers and ellipses. */
import { useT } from '../../app/context';
import { pageItems } from './pages';
import './pagination.css';
import { Link } from '../link/Link';

export function Pagination({
  current,
  total,
  href,
}: {
  current: number;
  total: number;
  href: (page: number) => string;
}) {
  const t = useT();
  const items = pageItems(current, total);
  if (!items.length) return null;
  return (
    <nav className="pagination" aria-label={t('common.page', { page: current })}>
      {current > 1 ? (
        <Link className="pagination__arrow" href={href(current - 1)} rel="prev" aria-label={t('common.previous')}>
          ‹
        </Link>
      ) : (
        <span className="pagination__arrow pagination__arrow--off" aria-hidden="true">
          ‹
        </span>
      )}
      {items.map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list can hold two gaps; their position tells them apart
          <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : item === current ? (
          <span key={item} className="pagination__page pagination__page--current" aria-current="page">
            {item}
          </span>
        ) : (
          <Link key={item} className="pagination__page" href={href(item)} aria-label={t('common.page', { page: item })}>
            {item}
          </Link>
        ),
      )}
      {current < total ? (
        <Link className="pagination__arrow" href={href(current + 1)} rel="next" aria-label={t('common.next')}>
          ›
        </Link>
      ) : (
        <span className="pagination__arrow pagination__arrow--off" aria-hidden="true">
          ›
        </span>
      )}
    </nav>
  );
}
