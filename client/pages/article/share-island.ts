/**
 * 'Share on' hydrates from its own chunk (client/app/island.tsx): its links to the networks' share
 * pages work as the server rendered them, and a press on the copy-link button is repeated once its
 * code is in (client/app/early-press.ts). Its props are the page's path and title, strings, so a
 * screen's re-render never reaches it before then. The stylesheet is imported here so it stays in the screen's one stylesheet.
 */
import './share.css';
import { island } from '../../app/island';

export const ShareBlock = island(() => import('./ShareBlock').then((m) => m.ShareBlock));
