/**
 * 'Share on' hydrates from its own chunk (client/app/island.tsx): its links to the networks' share
 * pages work as the server rendered them, and the copy-link button is replayed once its code is in.
 * Its props are the page's path and title, strings, so a screen's re-render never reaches it before
 * then. The stylesheet is imported here so it stays in the screen's one stylesheet.
 */
import './share.css';
import { island } from '../../app/island';

export const ShareBlock = island(() => import('./ShareBlock').then((m) => m.ShareBlock));
