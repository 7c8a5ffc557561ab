/**
 * The bilingual demo content as one bundle, built relative to `now` so news is recent and events
 * are upcoming on any day. It goes through importBundle like any operator's export.
 */
import type { ContentBundle, HomeInput, HostInput, PageHeaders, SettingsInput } from '../../../shared/types/content';
import { careers } from './careers';
import { seedDates } from './dates';
import { fromSeedJson } from './from-json';
import { events, eventsPage } from './events';
import { featuredEarlier } from './featured/earlier';
import { featuredLatest } from './featured/latest';
import { featuredRecent } from './featured/recent';
import { originalCategories, originalItems, originalSeries } from './originals';
import { buildPages } from './pages/community';
import homeJson from './pages/home.json' with { type: 'json' };
import { legal } from './pages/legal';
import settingsJson from './pages/settings.json' with { type: 'json' };
import hostsJson from './radio/hosts.json' with { type: 'json' };
import { episodes, shows } from './radio/schedule';
import { posts } from './posts';
import { seedTags } from './tags';

/** pages/home.json: the home page, the 404 and contact texts and the featured list's headers. */
interface HomePages {
  home: HomeInput;
  pageNotFound: NonNullable<ContentBundle['pageNotFound']>;
  contactPage: NonNullable<ContentBundle['contactPage']>;
  featuredHeaders: PageHeaders;
}

/** Every part of the demo, dated relative to `now`. */
export function demoBundle(now: Date): ContentBundle {
  const d = seedDates(now);
  const pages = fromSeedJson<HomePages>(homeJson, d);
  return {
    tags: seedTags,
    posts: posts(d),
    hosts: fromSeedJson<HostInput[]>(hostsJson, d),
    shows: shows(d),
    episodes: episodes(d),
    originalCategories,
    originalSeries,
    originalItems: originalItems(d),
    featured: [...featuredLatest(d), ...featuredRecent(d), ...featuredEarlier(d)],
    featuredHeaders: pages.featuredHeaders,
    events: events(d),
    eventsPage,
    careers: careers(d),
    pages: buildPages(d),
    legal,
    settings: fromSeedJson<SettingsInput>(settingsJson, d),
    home: pages.home,
    pageNotFound: pages.pageNotFound,
    contactPage: pages.contactPage,
  };
}
