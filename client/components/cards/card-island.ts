/**
 * A story card below the first screen that hydrates from its own chunk (client/app/island.tsx):
 * a card is links and a picture until then, and the card's code and the text rules it crops with
 * stay out of the page's first download (the featured story's 'Next Featured' card: issue 29).
 * Its props are the loader's data and plain options. The stylesheet is imported here so it stays
 * in the page's one stylesheet.
 */
import './cards.css';
import { island } from '../../app/island';

export const LateCard = island(() => import('./Card').then((m) => m.Card));
