/**
 * The video carousel of section-built pages hydrates from its own chunk (client/app/island.tsx),
 * with the carousel and the video cards: its props are the row's items (page data) and strings, so
 * a page's re-render never reaches it first. Its stylesheets are imported here so they stay in the
 * page's one stylesheet.
 */
import '../../components/carousel/carousel.css';
import './video.css';
import { island } from '../../app/island';

export const VideoCarousel = island(() => import('./VideoCarousel').then((m) => m.VideoCarousel));
