/**
 * Home 'connectOriginals' section (spec doc 1 §2): one carousel of item cards per category, each
 * with a 'view all' link to its category, and 'All Connect Originals' to /originals.
 */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { Carousel } from '../../components/carousel/Carousel';
import { Card } from '../../components/cards/Card';
import { HOME_TILE } from './NewsSection';
import { MoreLink } from '../../components/link/MoreLink';
import { HomeHead } from './HomeHead';

type OriginalsView = Extract<HomeSectionView, { handle: 'connectOriginals' }>;

export function OriginalsSection({ section }: { section: OriginalsView }) {
  const t = useT();
  const categories = section.categories.filter((c) => c.items.length > 0);
  if (categories.length === 0) return null;
  const headingId = `home-originals-${section.id}`;
  return (
    <section className="section home-originals" aria-labelledby={headingId}>
      <div className="container">
        <HomeHead id={headingId} title={section.title} more={{ href: '/originals', label: t('home.allOriginals') }} />
        {categories.map((category) => (
          <div className="home-originals__row" key={category.href}>
            <div className="home-originals__row-head">
              <h3 className="home-originals__category dot-title">{category.title}</h3>
              <MoreLink
                className="home-originals__all action-link"
                href={category.href}
                label={t('common.viewAll')}
                of={category.title}
              />
            </div>
            <Carousel label={category.title}>
              {category.items.map((item) => (
                <Card key={item.id} card={item} {...HOME_TILE} level="h4" showDate={false} />
              ))}
            </Carousel>
          </div>
        ))}
      </div>
    </section>
  );
}
