/**
 * A store badge inside a screen hydrates from its own chunk (client/app/island.tsx): a badge with a
 * link works as the server rendered it, and one without (a button that opens the app-store modal)
 * is pressed again once its code is in (client/app/early-press.ts). Its props are strings, so a
 * screen's re-render never reaches it first. The stylesheet is imported here so it stays in the screen's one stylesheet.
 */
import './store-badge.css';
import { island } from '../../app/island';

export const StoreBadge = island(() => import('./StoreBadge').then((m) => m.StoreBadge));
