/**
 * The app-coming page (shared/loaders/app-coming.ts): 'Not yet', the spec's promise, the
 * newsletter form (a real form: it works without JavaScript and comes back here with its
 * outcome), and the stores that already have the app, from the settings. The form and the badges
 * hydrate from their own chunks (islands), as in the footer.
 */
import type { AppComingView } from '../../../shared/loaders/app-coming';
import { useApp, useT } from '../../app/context';
import { StoreBadge } from '../../components/app-store/badge-island';
import { STORES } from '../../../shared/constants';
import { SubscribeForm } from './form-island';
import './app-coming.css';

export function AppComingPage(_: { view: AppComingView }) {
  const t = useT();
  const { settings } = useApp();
  const available = STORES.filter((store) => settings?.appLinks[store]);
  return (
    <section className="app-coming container">
      <p className="app-coming__eyebrow">{t('notify.titleBefore')}</p>
      <h1 className="app-coming__title">{t('appComing.title')}</h1>
      <p className="app-coming__text">{t('notify.textBefore')}</p>
      <div className="app-coming__notify">
        <SubscribeForm channel="email" heading={t('appComing.formTitle')} />
      </div>
      {available.length > 0 && (
        <>
          <h2 className="app-coming__subtitle">{t('appComing.available')}</h2>
          <ul className="app-coming__badges inline-list">
            {available.map((store) => (
              <li key={store}>
                <StoreBadge store={store} href={settings?.appLinks[store]} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
