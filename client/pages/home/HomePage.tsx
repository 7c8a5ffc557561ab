/**
 * The home page (spec doc 1 §2): the page header, then the server's sections in their configured
 * order, each drawn by the component for its handle. Everything shown comes ready from the loader
 * (shared/loaders/home.ts), so the server render and the hydrating browser agree.
 */
import type { HomeSectionView, HomeView } from '../../../shared/loaders/home';
import { BannerSection } from './BannerSection';
import { CareersSection } from './CareersSection';
import { EventsSection } from './EventsSection';
import { NewsSection } from './NewsSection';
import { OriginalsSection } from './OriginalsSection';
import { PageHeader } from './PageHeader';
import { ShowsSection } from './ShowsSection';
import './home.css';

export function HomePage({ view }: { view: HomeView }) {
  return (
    <div className="home">
      <PageHeader headers={view.headers} />
      {view.sections.map((section) => (
        <HomeSection key={`${section.handle}-${section.id}`} section={section} />
      ))}
    </div>
  );
}

function HomeSection({ section }: { section: HomeSectionView }) {
  switch (section.handle) {
    case 'news':
      return <NewsSection section={section} />;
    case 'connectOriginals':
      return <OriginalsSection section={section} />;
    case 'events':
      return <EventsSection section={section} />;
    case 'careers':
      return <CareersSection section={section} />;
    case 'shows':
      return <ShowsSection section={section} />;
    case 'banner':
      return <BannerSection section={section} />;
    // A handle this build does not know yet (a newer server) is skipped rather than crashing the page.
    default:
      return null;
  }
}
