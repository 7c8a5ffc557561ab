/**
 * The home page's sections in their configured order, each drawn by the component for its handle.
 * It hydrates from its own chunk (client/pages/home/sections-island.ts): every section is links,
 * images and the carousels' arrows, none of which needs code before the first tap.
 */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { BannerSection } from './BannerSection';
import { CareersSection } from './CareersSection';
import { EventsSection } from './EventsSection';
import { NewsSection } from './NewsSection';
import { OriginalsSection } from './OriginalsSection';
import { ShowsSection } from './ShowsSection';

export function HomeSections({ sections }: { sections: HomeSectionView[] }) {
  return sections.map((section) => <HomeSection key={`${section.handle}-${section.id}`} section={section} />);
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
