/**
 * The show page's parts that need no code before the first tap hydrate from one chunk
 * (client/app/island.tsx), one request after the page's: the side column's blocks (native
 * <details>, shown open from 960 px by the stylesheet before any script) and the highlights
 * (cards and page links). Their props are the loader's data, so a re-render never reaches them
 * early. Their stylesheets are imported here, statically, so they stay in the screen's stylesheet.
 */
import '../../components/pagination/pagination.css';
import '../shows/show-card.css';
import { island } from '../../app/island';

const parts = () => import('./parts');

export const ShowAbout = island(() => parts().then((m) => m.ShowAbout));
export const ShowPlatforms = island(() => parts().then((m) => m.ShowPlatforms));
export const ShowHighlights = island(() => parts().then((m) => m.ShowHighlights));
