/**
 * The featured stories list (spec doc 2 §2 "Featured"): /featured/{page}. A banner with the
 * heading and the optional background image, the 'Page N/total' label, a grid of story cards
 * (one column on phones, two from 600 px, three from 960 px) and the pagination.
 */
import type { FeaturedListView } from '../../../shared/loaders/featured';
import { useT } from '../../app/context';
import { Card, EmptyCards } from '../../components/cards/Card';
import { Hero } from '../../components/hero/Hero';
import { Pagination } from '../../components/pagination/Pagination';
import './featured.css';

export function FeaturedPage({ view }: { view: FeaturedListView }) {
  const t = useT();
  return (
    <div className="featured">
      <Hero title={view.heading} image={view.backgroundImage} titleId="featured-title">
        {view.subheading && <p className="hero__subheading">{view.subheading}</p>}
      </Hero>
      <section className="featured__list section" aria-labelledby="featured-title">
        <div className="container">
          <p className="featured__page">{view.pageLabel}</p>
          {view.cards.length === 0 ? (
            <EmptyCards>{t('featured.empty')}</EmptyCards>
          ) : (
            <ul className="grid-list card-grid featured-grid">
              {view.cards.map((card, i) => (
                <li key={card.id}>
                  {/* The first card is under the hero on a phone (the hero's picture is the largest);
                      the rest wait for the viewport (ImageLoad: phones first). */}
                  <Card card={card} size="medium" level="h2" showCategory={false} load={i === 0 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
          )}
          <Pagination current={view.page} total={view.totalPages} href={(n) => `/featured/${n}`} />
        </div>
      </section>
    </div>
  );
}
