/**
 * The list screen's cards hydrate from one chunk (client/app/island.tsx), one request after the
 * page's, as the home page's sections do: the grid of sections or one tag's paged list with its
 * side columns are links until then, and the 'Latest' column's fitting to the list's height runs
 * once their code is in, as it ran after hydration before. The cards, the text rules and the
 * pagination are ~2 KiB gzip the first download does without (issue 29). Their props are the
 * loader's data, taken whole. Their stylesheets are imported here, statically, so they stay in
 * the screen's one stylesheet.
 */
import '../../components/cards/cards.css';
import '../../styles/swipe-row.css';
import '../../components/pagination/pagination.css';
import { island } from '../../app/island';

const parts = () => import('./list-parts');

export const PostGrid = island(() => parts().then((m) => m.PostGrid));
export const PostPaged = island(() => parts().then((m) => m.PostPaged));
