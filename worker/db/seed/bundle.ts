/**
 * The bilingual demo content as one bundle, built relative to `now` so news is recent and events
 * are upcoming on any day. It goes through importBundle like any operator's export.
 */
import type { ContentBundle } from '../../../shared/types/content';
import { careers } from './careers';
import { seedDates } from './dates';
import { entertainmentPosts } from './entertainment';
import { events, eventsPage } from './events';
import { featuredPosts } from './featured';
import { newsBcPosts } from './news-bc';
import { newsCanadaPosts } from './news-canada';
import { newsDeskPosts } from './news-desk';
import { newsIndiaPosts } from './news-india';
import { originalCategories, originalItems, originalSeries } from './originals';
import { buildPages, contactPage, featuredHeaders, home, legal, pageNotFound, settings } from './pages';
import { episodes, hosts, shows } from './radio';
import { seedTags } from './tags';

/** Every part of the demo, dated relative to `now`. */
export function demoBundle(now: Date): ContentBundle {
  const d = seedDates(now);
  return {
    tags: seedTags,
    posts: [...newsBcPosts(d), ...newsCanadaPosts(d), ...newsIndiaPosts(d), ...newsDeskPosts(d), ...entertainmentPosts(d)],
    hosts: hosts(),
    shows: shows(d),
    episodes: episodes(d),
    originalCategories,
    originalSeries,
    originalItems: originalItems(d),
    featured: featuredPosts(d),
    featuredHeaders,
    events: events(d),
    eventsPage,
    careers: careers(d),
    pages: buildPages(d),
    legal,
    settings,
    home,
    pageNotFound,
    contactPage,
  };
}
