/**
 * The shell's parts that hydrate from their own chunks (client/app/island.tsx): below the fold
 * (footer), empty until used (alert, drawer, the popup's schedule), filled in after load (the
 * weather), or working without JavaScript until hydrated (the search field is a form; the radio
 * bar's buttons pressed early are pressed again once hydrated: client/app/early-press.ts).
 *
 * Their stylesheets are imported here, statically, so they stay in the page's one stylesheet: a
 * chunk's own CSS would be added by the browser later, after the screen's, and win the cascade.
 */
import '../components/header/header.css';
import '../components/footer/footer.css';
import '../components/alert/alert.css';
import '../components/dialog/dialog.css';
import '../forms/forms.css';
import '../components/app-store/store-badge.css';
import '../media/radio/radio.css';
import '../components/weather/weather.css';
import { island } from './island';

export const Header = island(() => import('../components/header/Header').then((m) => m.Header));
export const Footer = island(() => import('../components/footer/Footer').then((m) => m.Footer));
export const Alert = island(() => import('../components/alert/Alert').then((m) => m.Alert));
export const Players = island(() => import('../media/Players').then((m) => m.Players));
export const SearchField = island(() => import('../components/header/SearchField').then((m) => m.SearchField));
export const MobileDrawer = island(() => import('../components/header/MobileDrawer').then((m) => m.MobileDrawer));
export const Overlays = island(() => import('../components/popup/Overlays').then((m) => m.Overlays));
export const WeatherWidget = island(() => import('../components/weather/WeatherWidget').then((m) => m.WeatherWidget));
