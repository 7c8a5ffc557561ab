/**
 * The episode's side column ('Aired on' with the show's card, 'Next Episode') hydrates from its
 * own chunk (client/app/island.tsx), one request after the page's: its cards are links until then,
 * and the show card's 'Listen live' and second clock are parts of their own. The two cards' code
 * is ~1 KiB gzip the first download does without (issue 29). Its props are the loader's data,
 * taken whole, and the page's two heading ids (useId: the same on every render). The cards'
 * stylesheets are imported here, in the order the page imported them, so they stay in the
 * screen's one stylesheet.
 */
import '../shows/show-card.css';
import '../../components/second-clock/second-clock.css';
import { island } from '../../app/island';

export const EpisodeAside = island(() => import('./EpisodeAside').then((m) => m.EpisodeAside));
