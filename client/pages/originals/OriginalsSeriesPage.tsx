/**
 * An originals series (spec doc 2 §2): /originals/{slug}/{page}. A banner with the series title,
 * heading and text, the list of its items (videos and audios; only those with a video or sound
 * link), pagination, and the scroll-to-item behaviour (./use-scroll-item.ts): a `?item={id}`
 * query, or the item saved for the tab, scrolls that item into view after load.
 */
import type { OriginalsSeriesView } from '../../../shared/loaders/originals';
import { useT } from '../../app/context';
import { Pagination } from '../../components/pagination/Pagination';
import { OriginalTile } from './tile-island';
import { itemAnchor } from './scroll-item';
import { useScrollToItem } from './use-scroll-item';
import './originals.css';
import { Link } from '../../components/link/Link';
import { Picture } from '../../components/cards/CardImage';

export function OriginalsSeriesPage({ view }: { view: OriginalsSeriesView }) {
  const t = useT();
  useScrollToItem(view.items);
  return (
    <div className="originals originals--series">
      <header className={`originals-head${view.image ? ' originals-head--image' : ''}`}>
        {view.image && (
          <Picture className="originals-head__image backdrop" src={view.image} width={1600} height={600} load="lead" />
        )}
        <div className="container">
          <Link className="back-link originals-back" href="/originals">
            {t('originals.back')}
          </Link>
          <h1 className="originals-head__title">{view.title}</h1>
          {view.heading && <p className="originals-head__heading">{view.heading}</p>}
          {view.subheading && <p className="originals-head__text">{view.subheading}</p>}
        </div>
      </header>
      <section className="section originals-series" aria-labelledby="originals-series-list">
        <div className="container">
          <div className="originals-series__head">
            <h2 className="section__title" id="originals-series-list">
              {t('originals.episodes')}
            </h2>
            {view.totalPages > 1 && (
              <span className="originals-series__page">
                {t('originals.pageOf', { page: view.page, total: view.totalPages })}
              </span>
            )}
          </div>
          {view.items.length === 0 ? (
            <p className="originals-empty">{t('originals.empty')}</p>
          ) : (
            <ul className="grid-list card-grid originals-grid">
              {view.items.map((item, i) => (
                <li key={item.id} id={itemAnchor(item.id)} className="originals-grid__item">
                  {/* One column on a phone: its first screen shows the first card. */}
                  <OriginalTile item={item} level="h3" load={i === 0 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
          )}
          <Pagination current={view.page} total={view.totalPages} href={(n) => `${view.baseHref}/${n}`} />
        </div>
      </section>
    </div>
  );
}
