/**
 * Events (spec doc 2 §2, /events): the banner, the featured event beside the advertising note,
 * then the events by month ('November 2026'), one column on phones and three cards per row on
 * large screens. Every string was formatted by the loader, in the visitor's language.
 */
import type { EventsView } from '../../../shared/loaders/events';
import { useT } from '../../app/context';
import { EventCard } from './EventCard';
import { EventsNote } from './EventsNote';
import { FeaturedEvent } from './FeaturedEvent';
import './events.css';
import { Picture } from '../../components/cards/CardImage';
import { pageImage } from '../../../shared/format/page-image';

export function EventsPage({ view }: { view: EventsView }) {
  const t = useT();
  return (
    <div className="events-page">
      <header className={`page-banner events-banner${view.backgroundImage ? ' events-banner--image' : ''}`}>
        {/* The first screen's largest picture on phones: fetched first. */}
        {view.backgroundImage && (
          <Picture
            className="events-banner__image backdrop"
            src={pageImage(view.backgroundImage)}
            width={1200}
            height={300}
            load="lead"
          />
        )}
        <div className="container">
          <h1 className="page-banner__title">{view.heading}</h1>
          {view.subheading && <p className="page-banner__text">{view.subheading}</p>}
        </div>
      </header>
      <div className="container page-body">
        {(view.featured || view.note) && (
          <div className={view.featured && view.note ? 'events-top' : 'events-top events-top--single'}>
            {view.featured && <FeaturedEvent event={view.featured} />}
            {view.note && <EventsNote note={view.note} />}
          </div>
        )}
        {view.months.length === 0 ? (
          <p className="events-empty">{t('events.empty')}</p>
        ) : (
          view.months.map((month) => (
            <section key={month.key} className="events-month" aria-labelledby={`events-month-${month.key}`}>
              <h2 className="events-month__title" id={`events-month-${month.key}`}>
                {month.heading}
              </h2>
              <ul className="grid-list card-grid">
                {month.events.map((event) => (
                  <li key={event.id} className="events-grid__item">
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
