/**
 * An originals item hydrates from its own chunk (client/app/island.tsx), with the video card, the
 * audio card and the stores they use: the grids render whole on the server, the screen hydrates
 * without them. Its props are the item from the page's data and a heading level, so the screen's
 * re-renders (the carousel, 'View More') never reach a tile before its code is in. The cards'
 * stylesheets are imported here so they stay in the screen's one stylesheet.
 */
import '../../media/radio/audio-card.css';
import '../../media/video/video.css';
import { island } from '../../app/island';

export const OriginalTile = island(() => import('./OriginalTile').then((m) => m.OriginalTile));
