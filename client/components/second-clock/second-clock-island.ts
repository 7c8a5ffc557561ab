/**
 * The second clock and its picker hydrate from their own chunk (client/app/island.tsx): the
 * conversion, the zone data reads and the choice's store are needed only after hydration, so the
 * shows, show, episode and stream pages do not wait for them (and their budgets do not carry
 * them). Until the chunk is in, the server's HTML stays: the clock's empty, reserved line and the
 * picker at its default. Its stylesheet is imported here, statically, so it is in the page's one sheet.
 */
import './second-clock.css';
import { island } from '../../app/island';

export const SecondClock = island(() => import('./SecondClock').then((m) => m.SecondClock));
export const SecondClockPicker = island(() => import('./SecondClock').then((m) => m.SecondClockPicker));
