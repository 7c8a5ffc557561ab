/** 'About this show': the hosts (each linked to their page), the languages and the contact email. */
import type { ShowView } from '../../../shared/loaders/show';
import { useT } from '../../app/context';
import { AsideBlock } from './AsideBlock';
import { Link } from '../../components/link/Link';

export function ShowAbout({ view }: { view: ShowView }) {
  const t = useT();
  if (!view.hosts.length && !view.languages && !view.email) return null;
  return (
    <AsideBlock title={t('show.about')} className="show-about">
      <dl className="show-about__list">
        {view.hosts.length > 0 && (
          <div className="show-about__row">
            <dt>{t('show.hosts')}</dt>
            <dd>
              <ul className="show-about__hosts">
                {view.hosts.map((h) => (
                  <li key={h.href}>
                    <Link href={h.href}>{h.name}</Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {view.languages && (
          <div className="show-about__row">
            <dt>{t('show.languages')}</dt>
            <dd>{view.languages}</dd>
          </div>
        )}
        {view.email && (
          <div className="show-about__row">
            <dt>{t('show.email')}</dt>
            <dd>
              <Link className="show-about__email" href={`mailto:${view.email}`}>
                {view.email}
              </Link>
            </dd>
          </div>
        )}
      </dl>
    </AsideBlock>
  );
}
