/**
 * /originals' rows: one carousel per category (Newsroom, Connect Cine, Lifestyle), each with a
 * 'view all' link to its channel listing; a category without items has no row. Each item is a
 * tile of its own (tile-island.ts).
 */
import type { OriginalsView } from '../../../shared/loaders/originals';
import { useT } from '../../app/context';
import { Carousel } from '../../components/carousel/Carousel';
import { MoreLink } from '../../components/link/MoreLink';
import { itemAnchor } from './scroll-item';
import { OriginalTile } from './tile-island';

export function OriginalsRows({ categories }: { categories: OriginalsView['categories'] }) {
  const t = useT();
  return categories
    .filter((c) => c.items.length > 0)
    .map((category, row) => {
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
              <MoreLink
                className="section__more"
                href={category.href}
                label={t('common.viewAll')}
                of={category.title}
              />
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
    });
}
