/**
 * The event's two actions, shared by an event card and the featured event: its own link (which
 * may leave the site: SiteLink opens a new tab and says so) and "Add to calendar" (the .ics file;
 * `download` keeps the client router away from it).
 */
import type { EventCardView } from '../../../shared/loaders/events';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp, useT } from '../../app/context';
import { Link, SiteLink } from '../../components/link/Link';

export function EventActions({ event }: { event: EventCardView }) {
  const t = useT();
  return (
    <div className="event-actions">
      {event.link && (
        <SiteLink link={event.link} className="event-actions__details action-link">
          {t('events.details')}
          <span className="visually-hidden">: {event.title}</span>
        </SiteLink>
      )}
      <Link
        className="event-actions__calendar action-link"
        href={event.calendarHref}
        download={`event-${event.id}.ics`}
      >
        <svg className="event-actions__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm6 3h2v2h2v2h-2v2h-2v-2H9v-2h2v-2Z"
          />
        </svg>
        {t('events.addToCalendar')}
        <span className="visually-hidden">: {event.title}</span>
      </Link>
    </div>
  );
}

/** Date, time, place and price, each labelled for screen readers; a place in the other language says so. */
export function EventFacts({ event }: { event: EventCardView }) {
  const t = useT();
  const { lang } = useApp();
  return (
    <dl className="event-facts">
      <div className="event-facts__row">
        <dt className="visually-hidden">{t('events.date')}</dt>
        <dd>
          <time dateTime={event.dateTime}>{event.date}</time>
        </dd>
      </div>
      <div className="event-facts__row">
        <dt className="visually-hidden">{t('events.time')}</dt>
        <dd>{event.time}</dd>
      </div>
      <div className="event-facts__row event-facts__row--place">
        <dt className="visually-hidden">{t('events.place')}</dt>
        <dd {...otherLang(event.place, lang)}>{event.place}</dd>
      </div>
      <div className="event-facts__row event-facts__row--price">
        <dt className="visually-hidden">{t('events.priceLabel')}</dt>
        <dd>{event.price}</dd>
      </div>
    </dl>
  );
}
