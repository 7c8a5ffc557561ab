/**
 * /originals' carousels hydrate from their own chunk (client/app/island.tsx), one request after
 * the page's: until then each row is its server HTML, a strip that scrolls sideways as it is, and
 * the arrows and dots work once the carousel's code is in (~2 KiB gzip the first download does
 * without: issue 29). Their props are the page's categories, taken whole. The carousel's and the
 * tiles' stylesheets are imported here, in the order the rows imported them, so they stay in the
 * screen's one stylesheet.
 */
import '../../components/carousel/carousel.css';
import '../../media/radio/audio-card.css';
import '../../media/video/video.css';
import { island } from '../../app/island';

export const OriginalsRows = island(() => import('./OriginalsRows').then((m) => m.OriginalsRows));
