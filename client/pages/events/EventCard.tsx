/** One event of a month: picture, title, date, time, place, price, intro and the two actions. */
import type { EventCardView } from '../../../shared/loaders/events';
import { otherLang } from '../../../shared/format/script-lang';
import { useApp } from '../../app/context';
import { EventActions, EventFacts } from './EventLinks';
import { EventPicture } from './EventPicture';

export function EventCard({ event }: { event: EventCardView }) {
  const { lang } = useApp();
  return (
    <article className="event-card panel" id={`event-${event.id}`}>
      <EventPicture className="event-card__image" src={event.image} />
      <div className="event-card__body">
        <h3 className="event-card__title" {...otherLang(event.title, lang)}>
          {event.title}
        </h3>
        <EventFacts event={event} />
        {event.intro && (
          <p className="event-card__intro" {...otherLang(event.intro, lang)}>
            {event.intro}
          </p>
        )}
        <EventActions event={event} />
      </div>
    </article>
  );
}
