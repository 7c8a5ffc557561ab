/**
 * The bilingual demo content as one bundle, built relative to `now` so news is recent and events
 * are upcoming on any day. It goes through importBundle like any operator's export.
 */
import type { ContentBundle, PostInput } from '../../../shared/types/content';
import { careers } from './careers';
import { seedDates, type SeedDates } from './dates';
import { bollywoodPosts1 } from './entertainment/bollywood-1';
import { bollywoodPosts2 } from './entertainment/bollywood-2';
import { bollywoodPosts3 } from './entertainment/bollywood-3';
import { interviewPosts } from './entertainment/interviews';
import { localEventPosts } from './entertainment/local-events';
import { pollywoodPosts } from './entertainment/pollywood';
import { reviewPosts } from './entertainment/reviews';
import { events, eventsPage } from './events';
import { featuredEarlier } from './featured/earlier';
import { featuredLatest } from './featured/latest';
import { featuredRecent } from './featured/recent';
import { albertaPosts } from './news/alberta';
import { bcEarlierPosts } from './news/bc-earlier';
import { bcLatestPosts } from './news/bc-latest';
import { bcRecentPosts } from './news/bc-recent';
import { canadaPosts } from './news/canada';
import { entertainmentNewsPosts } from './news/entertainment';
import { financePosts } from './news/finance';
import { indiaEarlierPosts } from './news/india-earlier';
import { indiaLatestPosts } from './news/india-latest';
import { indiaRecentPosts } from './news/india-recent';
import { sportsPosts } from './news/sports';
import { worldPosts } from './news/world';
import { originalCategories, originalItems, originalSeries } from './originals';
import { buildPages } from './pages/community';
import { contactPage, featuredHeaders, home, pageNotFound } from './pages/home';
import { legal } from './pages/legal';
import { settings } from './pages/settings';
import { hosts } from './radio/hosts';
import { episodes, shows } from './radio/schedule';
import { seedTags } from './tags';

/**
 * Every news and entertainment post in import order: BC, Alberta, Canada, World, India, the desk's
 * finance, sports and entertainment news, then the entertainment section.
 */
function posts(d: SeedDates): PostInput[] {
  return [
    ...bcLatestPosts(d),
    ...bcRecentPosts(d),
    ...bcEarlierPosts(d),
    ...albertaPosts(d),
    ...canadaPosts(d),
    ...worldPosts(d),
    ...indiaLatestPosts(d),
    ...indiaRecentPosts(d),
    ...indiaEarlierPosts(d),
    ...financePosts(d),
    ...sportsPosts(d),
    ...entertainmentNewsPosts(d),
    ...bollywoodPosts1(d),
    ...bollywoodPosts2(d),
    ...bollywoodPosts3(d),
    ...pollywoodPosts(d),
    ...reviewPosts(d),
    ...interviewPosts(d),
    ...localEventPosts(d),
  ];
}

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
