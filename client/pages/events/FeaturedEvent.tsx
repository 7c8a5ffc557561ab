/** The featured event (the page's meta.featured): a large picture and the event's full details. */
import type { EventCardView } from '../../../shared/loaders/events';
import { useT } from '../../app/context';
import { EventActions, EventFacts } from './EventLinks';

export function FeaturedEvent({ event }: { event: EventCardView }) {
  const t = useT();
  return (
    <section className="featured-event" aria-labelledby="featured-event-title">
      {/* The first screen's largest picture at desktop widths (the banner's on phones): fetched first. */}
      <img
        className="featured-event__image"
        src={event.image}
        alt=""
        width={960}
        height={540}
        decoding="async"
        fetchPriority="high"
      />
      <div className="featured-event__body">
        <p className="featured-event__label">{t('events.featured')}</p>
        <h2 className="featured-event__title" id="featured-event-title">
          {event.title}
        </h2>
        <EventFacts event={event} />
        {event.intro && <p className="featured-event__intro">{event.intro}</p>}
        <EventActions event={event} />
      </div>
    </section>
  );
}
