/**
 * /originals (spec doc 2 §2): the Connect Originals, one carousel per category (Newsroom, Connect
 * Cine, Lifestyle), each with a 'view all' link to its channel listing. Video cards open the
 * preview modal; audio cards start the sound player and show 'PLAYING' while playing. A saved
 * scroll item (./scroll-item.ts) is scrolled to in its carousel; a click in the shell clears it.
 */
import type { OriginalsView } from '../../../shared/loaders/originals';
import { useApp, useT } from '../../app/context';
import { Carousel } from '../../components/carousel/Carousel';
import { OriginalTile } from './tile-island';
import { itemAnchor } from './scroll-item';
import { useClickClearsScrollItem, useScrollToItem } from './use-scroll-item';
import './originals.css';
import { Link } from '../../components/link/Link';

export function OriginalsPage({ view }: { view: OriginalsView }) {
  const t = useT();
  const { loading } = useApp();
  const categories = view.categories.filter((c) => c.items.length > 0);
  useScrollToItem(view.categories);
  useClickClearsScrollItem();
  return (
    <div className="originals originals--home" aria-busy={loading}>
      <header className="originals-head originals-head--brand">
        <div className="container">
          <p className="originals-head__kicker">{t('brand.name')}</p>
          <h1 className="originals-head__title">{view.title}</h1>
          <p className="originals-head__text">{t('originals.description')}</p>
        </div>
      </header>
      {categories.length === 0 && (
        <div className="container section">
          <p className="originals-empty">{t('originals.empty')}</p>
        </div>
      )}
      {categories.map((category, row) => {
        const headingId = `originals-${category.slug}`;
        return (
          // Not a named landmark: the carousel inside is the region named by this heading (WCAG
          // landmark-unique), so the row does not repeat it.
          <section key={category.slug} className="section originals-row">
            <div className="container">
              <div className="section__head">
                <h2 className="section__title" id={headingId}>
                  {category.title}
                </h2>
                <Link className="section__more" href={category.href}>
                  {t('common.viewAll')}
                  {/* Three identical 'view all' links need their category to be told apart by ear. */}
                  <span className="visually-hidden">: {category.title}</span>
                </Link>
              </div>
              <Carousel label={category.title} perView={3}>
                {category.items.map((item, i) => (
                  <div key={item.id} id={itemAnchor(item.id)} className="originals-grid__item">
                    {/* A phone's first screen shows the first row's first card and part of the second. */}
                    <OriginalTile item={item} level="h3" load={row === 0 && i < 2 ? 'eager' : 'lazy'} />
                  </div>
                ))}
              </Carousel>
            </div>
          </section>
        );
      })}
    </div>
  );
}
