/** GET /api/events: upcoming events and the page's meta (headers, featured event, note). */
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { EventItem, EventsResponse } from '../../shared/types/api';
import { documentOf } from '../content/documents';
import { upcomingEvents, type EventRow } from '../content/editorial';

const toItem = ({ featured: _featured, ...item }: EventRow): EventItem => item;

const list: ContentHandler<'/api/events'> = async (c) => {
  const [events, page] = await Promise.all([upcomingEvents(c.env.DB, new Date()), documentOf(c.env.DB, 'eventsPage')]);
  // The flagged event leads the page; without one, the soonest does.
  const featured = events.find((e) => e.featured) ?? events[0];
  return c.json<EventsResponse>({
    data: events.map(toItem),
    meta: { headers: page?.headers ?? {}, featured: featured ? toItem(featured) : null, note: page?.note ?? null },
  });
};

export const eventsRoutes = {
  '/api/events': list,
} satisfies Partial<ContentRoutes>;
