/**
 * The bilingual demo content as one bundle, built relative to `now` so news is recent and events
 * are upcoming on any day. It goes through importBundle like any operator's export.
 */
import type { ContentBundle } from '../../../shared/types/content';
import { careers } from './careers';
import { seedDates } from './dates';
import { events, eventsPage } from './events';
import { featuredEarlier } from './featured/earlier';
import { featuredLatest } from './featured/latest';
import { featuredRecent } from './featured/recent';
import { posts } from './posts';
import { originalCategories, originalItems, originalSeries } from './originals';
import { buildPages } from './pages/community';
import { contactPage, featuredHeaders, home, pageNotFound } from './pages/home';
import { legal } from './pages/legal';
import { settings } from './pages/settings';
import { hosts } from './radio/hosts';
import { episodes, shows } from './radio/schedule';
import { seedTags } from './tags';

/** Every part of the demo, dated relative to `now`. */
export function demoBundle(now: Date): ContentBundle {
  const d = seedDates(now);
  return {
    tags: seedTags,
    posts: posts(d),
    hosts: hosts(),
    shows: shows(d),
    episodes: episodes(d),
    originalCategories,
    originalSeries,
    originalItems: originalItems(d),
    featured: [...featuredLatest(d), ...featuredRecent(d), ...featuredEarlier(d)],
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
