/** The featured event (the page's meta.featured): a large picture and the event's full details. */
import type { EventCardView } from '../../../shared/loaders/events';
import { useT } from '../../app/context';
import { EventActions, EventFacts } from './EventLinks';
import { EventPicture } from './EventPicture';

export function FeaturedEvent({ event }: { event: EventCardView }) {
  const t = useT();
  return (
    <section className="featured-event" aria-labelledby="featured-event-title">
      <EventPicture className="featured-event__image" src={event.image} featured />
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
