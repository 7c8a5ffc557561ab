/** originalsBar: a series' videos in the video carousel (up to 17, then 'View All'). */
import type { SectionOf } from './types';
import { VideoCarousel } from '../../../media/video/carousel-island';
import { SectionHeading } from './SectionHeading';

export function OriginalsBarSection({ section }: { section: SectionOf<'originalsBar'> }) {
  const { row } = section;
  if (row.items.length === 0) return null;
  return (
    <div className="originals-bar-section">
      <SectionHeading title={row.title} />
      <VideoCarousel items={row.items} slug={row.slug} label={row.title} />
    </div>
  );
}
