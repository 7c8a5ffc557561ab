/**
 * A section-built page's sections hydrate from one chunk (client/app/island.tsx), one request
 * after the page's, as the home page's do: the table of seventeen section components, the cards
 * and the slider are ~3 KiB gzip the page's first download does without (issue 29). Their props
 * are the loader's data, taken whole, so a re-render never reaches them early. Their stylesheets
 * are imported here, statically and in the order the sections imported them, so they stay in the
 * screen's one stylesheet (a chunk's own CSS would arrive late and unstyled).
 */
import '../../components/app-store/store-badge.css';
import '../../components/cards/cards.css';
import '../../components/carousel/carousel.css';
import '../../media/video/video.css';
import '../../components/slider/slider.css';
import '../article/share.css';
import '../article/article.css';
import { island } from '../../app/island';

export const Sections = island(() => import('./Sections').then((m) => m.Sections));
