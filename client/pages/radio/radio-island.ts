/**
 * The stream page's live part hydrates from its own chunk (client/app/island.tsx): it needs the
 * radio store (shared with the radio bar's chunk) and polls, and nothing of the page's first
 * paint waits for it. Its stylesheet is imported here, statically, so it is in the page's one sheet.
 */
import '../shows/show-card.css';
import './radio.css';
import { island } from '../../app/island';

export const LiveStream = island(() => import('./LiveStream').then((m) => m.LiveStream));
