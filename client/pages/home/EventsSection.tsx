/**
 * Home 'events' section (spec doc 1 §2): upcoming event cards with a month/day badge, the
 * description and the price line ('started at {price}$', formatted by the loader), a 'Show all'
 * link to /events, and beside them the 'Recently Aired' list of episodes.
 */
import type { HomeSectionView } from '../../../shared/loaders/home';
import { useT } from '../../app/context';
import { Link } from '../../components/link/Link';
import { CardTitle } from './CardTitle';
import { HomeHead } from './HomeHead';
import { linkProps } from './link-props';

type EventsView = Extract<HomeSectionView, { handle: 'events' }>;

export function EventsSection({ section }: { section: EventsView }) {
  const t = useT();
  if (section.items.length === 0 && section.recentlyAired.length === 0) return null;
  const headingId = `home-events-${section.id}`;
  const airedId = `home-aired-${section.id}`;
  return (
    <section className="section home-events" aria-labelledby={headingId}>
      <div className="container">
        <HomeHead id={headingId} title={section.title} more={{ href: '/events', label: t('common.showAll') }} />
        <div className="home-events__layout">
          {section.items.length > 0 && (
            <ul className="home-events__list bare-list">
              {section.items.map((event) => (
                <li key={event.id}>
                  <article className="home-event surface">
                    <time className="home-event__date" dateTime={event.dateTime}>
                      <span className="home-event__month">{event.month}</span>
                      <span className="home-event__day">{event.day}</span>
                    </time>
                    <div className="home-event__body">
                      <CardTitle block="home-event" {...linkProps(event.link)}>
                        {event.title}
                      </CardTitle>
                      {event.descr && <p className="home-event__descr clamp">{event.descr}</p>}
                      <p className="home-event__price">{event.price}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {section.recentlyAired.length > 0 && (
            <aside className="home-aired" aria-labelledby={airedId}>
              <h3 className="home-aired__title dot-title" id={airedId}>
                {t('home.recentlyAired')}
              </h3>
              <ol className="home-aired__list">
                {section.recentlyAired.map((episode) => (
                  <li key={episode.id} className="home-aired__item">
                    <Link className="home-aired__link" href={episode.href}>
                      <span className="home-aired__name">{episode.title}</span>
                      {episode.description && <span className="home-aired__text clamp">{episode.description}</span>}
                    </Link>
                  </li>
                ))}
              </ol>
            </aside>
          )}
        </div>
      </div>
    </section>
  );
}
