/**
 * The featured stories' cards hydrate from their own chunk (client/app/island.tsx), one request
 * after the page's: they are links until then, and the cards' code and the text rules they crop
 * with stay out of the first download (issue 29). Their props are the loader's cards, taken
 * whole. The stylesheet is imported here so it stays in the page's one stylesheet.
 */
import '../../components/cards/cards.css';
import { island } from '../../app/island';

export const FeaturedGrid = island(() => import('./FeaturedGrid').then((m) => m.FeaturedGrid));
