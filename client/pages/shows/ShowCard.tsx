/**
 * One show in the schedule: picture, title (linked to the show's page), airtime and hosts. The
 * show on air now carries an 'On air' label and a button that starts (or pauses) the FM stream
 * in the radio bar, the stream that show is broadcast on.
 */
import type { ShowCardView } from '../../../shared/loaders/shows';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { CardImage, type ImageLoad } from '../../components/cards/CardImage';
import { island } from '../../app/island';
import './show-card.css';
import { Link } from '../../components/link/Link';
import { SecondClock } from '../../components/second-clock/second-clock-island';

// The on-air button hydrates from its own chunk (client/app/island.tsx), with the radio store and
// valtio: it takes no props, so no re-render of the schedule reaches it before its code is in.
const ListenLive = island(() => import('./ListenLive').then((m) => m.ListenLive));

/** `load`: lazily unless the card is on the first screen (`ImageLoad`). */
export function ShowCard({ show, load }: { show: ShowCardView; load?: ImageLoad }) {
  const t = useT();
  const { lang } = useApp();
  return (
    <article className={`show-card panel${show.onAir ? ' show-card--on-air' : ''}`}>
      <CardImage className="show-card__media" src={show.image} load={load} />
      <div className="show-card__body">
        {show.onAir && <span className="show-card__on-air">{t('shows.onAir')}</span>}
        <h3 className="show-card__title" {...otherLang(show.title, lang)}>
          <Link className="show-card__link" href={show.href}>
            {show.title}
          </Link>
        </h3>
        <p className="show-card__time">
          {show.time}
          {show.time && <SecondClock start={show.start} end={show.end} />}
        </p>
        {show.hosts.length > 0 && (
          <p className="show-card__hosts">{t('shows.hostedBy', { names: show.hosts.join(', ') })}</p>
        )}
        {show.onAir && <ListenLive />}
      </div>
    </article>
  );
}
