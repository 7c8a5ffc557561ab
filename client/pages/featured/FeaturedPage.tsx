/**
 * The featured stories list (spec doc 2 §2 "Featured"): /featured/{page}. A banner with the
 * heading and the optional background image, the 'Page N/total' label, a grid of story cards
 * (one column on phones, two from 600 px, three from 960 px; a part: FeaturedGrid) and the
 * pagination.
 */
import type { FeaturedListView } from '../../../shared/loaders/featured';
import { FeaturedGrid } from './grid-island';
import { Hero } from '../../components/hero/Hero';
import { Pagination } from '../../components/pagination/Pagination';
import './featured.css';

export function FeaturedPage({ view }: { view: FeaturedListView }) {
  return (
    <div className="featured">
      <Hero title={view.heading} image={view.backgroundImage} titleId="featured-title">
        {view.subheading && <p className="hero__subheading">{view.subheading}</p>}
      </Hero>
      <section className="featured__list section" aria-labelledby="featured-title">
        <div className="container">
          <p className="featured__page">{view.pageLabel}</p>
          <FeaturedGrid cards={view.cards} />
          <Pagination current={view.page} total={view.totalPages} href={(n) => `/featured/${n}`} />
        </div>
      </section>
    </div>
  );
}
