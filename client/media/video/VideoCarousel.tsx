/**
 * The video originals carousel of section-built pages (spec doc 2 §2, §9): up to 17 video cards
 * (lists of 18 or more are cut to 17), three per view from 960px, dots when there are more than
 * three, and a 'View All' card to /originals/{slug} once there are 17 or more.
 */
import { useT } from '../../app/context';
import { Carousel } from '../../components/carousel/Carousel';
import { carouselItems } from './rules';
import { VideoCard, type VideoCardData } from './VideoCard';
import './video.css';
import { Link } from '../../components/link/Link';

export interface VideoCarouselProps {
  items: readonly VideoCardData[];
  slug: string;
  /** Accessible name of the carousel, usually the section heading. */
  label?: string;
}

export function VideoCarousel({ items, slug, label }: VideoCarouselProps) {
  const t = useT();
  const { items: shown, viewAll } = carouselItems(items);
  if (shown.length === 0) return null;
  const href = `/originals/${slug}`;
  return (
    <Carousel label={label ?? t('originals.title')} perView={3} dots className="video-carousel">
      {[
        ...shown.map((video) => <VideoCard key={video.videoId} video={video} level="h3" />),
        ...(viewAll
          ? [
              <Link key="view-all" className="video-carousel__all" href={href} aria-label={t('video.viewAllLabel')}>
                <span className="video-carousel__all-icon" aria-hidden="true">
                  →
                </span>
                <span className="video-carousel__all-text">{t('video.viewAllCard')}</span>
              </Link>,
            ]
          : []),
      ]}
    </Carousel>
  );
}
