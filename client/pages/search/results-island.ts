/**
 * The search's results and their pages hydrate from their own chunk (client/app/island.tsx), one
 * request after the page's: they are links until then, and the search field above them, which
 * needs its code at once, stays in the screen. The results' marks, the text rules and the
 * pagination are ~1.5 KiB gzip the first download does without (issue 29). Their props are the
 * loader's data, taken whole; a new search changes them only after the router has loaded every
 * part. The stylesheet is imported here so it stays in the page's one stylesheet.
 */
import '../../components/pagination/pagination.css';
import { island } from '../../app/island';

export const SearchResults = island(() => import('./SearchResults').then((m) => m.SearchResults));
