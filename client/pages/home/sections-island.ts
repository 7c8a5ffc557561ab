/**
 * The home page's sections hydrate from one chunk (client/app/island.tsx), one request after the
 * page's: their props are the loader's data, taken whole, so a re-render never reaches them early.
 * Their stylesheets are imported here, statically and in the order the sections imported them, so
 * they stay in the screen's one stylesheet (a chunk's own CSS would arrive late and unstyled).
 */
import '../../components/cards/cards.css';
import '../../styles/swipe-row.css';
import '../../components/carousel/carousel.css';
import { island } from '../../app/island';

export const HomeSections = island(() => import('./HomeSections').then((m) => m.HomeSections));
