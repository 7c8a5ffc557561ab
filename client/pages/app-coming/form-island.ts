/**
 * The app-coming page's newsletter form hydrates from the footer form's own chunk (client/app/island.tsx),
 * as the footer does, so the page's first download stays within the budget; until the chunk is in,
 * the server's form works as it is (a real form post). Its props are strings. The stylesheet is
 * imported here so it stays in the page's one stylesheet.
 */
import '../../components/footer/footer.css';
import { island } from '../../app/island';

export const SubscribeForm = island(() => import('../../components/footer/SubscribeForm').then((m) => m.SubscribeForm));
