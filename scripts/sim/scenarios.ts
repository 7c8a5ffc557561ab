/**
 * The days `npm run sim` runs (issue 26, item 2). Each is the ordinary day's visitors plus its own
 * traffic, an edit of one article with no purge (how long until every visitor has it, once one
 * has) and, later, a correction of it with the CMS webhook's purge (how long anyone still gets
 * the old one). Times are seconds after midnight UTC.
 *
 * Visitors: 40 % of page views load the page (HTML through the page cache), 60 % are the app's
 * own navigations, which fetch the page's /api answers (assumed: 2.5 pages a visit). Traffic
 * follows the day (half again at the peak, half at the trough).
 */
import { LOCATIONS, type Location } from './platform';
import { junkSlug, type Page, type Site, slugOf } from './site';

/** One page view (or one junk request): what is asked, from where, and how. */
export interface Visit {
  page: Page;
  /** A full page load (HTML); else the app's navigation, fetching the page's /api answers. */
  html: boolean;
  /** A query string the visitor added (junk: the caches drop it). */
  query?: string;
  /** An /api request to answer as it is (junk parameters), instead of the page. */
  api?: string;
}

/** A stream of visits: from `fromS` to `toS`, `rate(t)` a second, from `where` (else everywhere by audience). */
interface Source {
  fromS: number;
  toS: number;
  rate(tS: number): number;
  where?: Location;
  next(rand: () => number): Visit;
}

export interface Scenario {
  name: string;
  sources: Source[];
  /** The article edited (no purge) at `editAtS` and corrected with a purge at `purgeAtS`. */
  slug: string;
  editAtS: number;
  purgeAtS: number;
  /** Where the CMS's webhook reaches the worker. */
  purgeFrom: Location;
  /** An article published for the day (the breaking story). */
  publish?: string;
}

const DAY_S = 86_400;
const HTML_SHARE = 0.4;
const at = (name: string): Location => LOCATIONS.find((l) => l.name === name) as Location;

/** The ordinary day's page views a second at `tS`: a day's worth, peaking in the North American evening. */
const diurnal = (perDay: number, tS: number): number =>
  (perDay / DAY_S) * (1 + 0.5 * Math.sin((2 * Math.PI * (tS - 9 * 3600)) / DAY_S));

function ordinary(site: Site, perDay: number): Source {
  return {
    fromS: 0,
    toS: DAY_S,
    rate: (t) => diurnal(perDay, t),
    next: (rand) => ({ page: site.visit(rand()), html: rand() < HTML_SHARE }),
  };
}

/** The breaking story: 50 × the most read article's page views, for 30 minutes from 18:00. */
function spike(site: Site, perDay: number, slug: string): Source {
  const top = site.shareOf(site.article(slugOf(0)).path) / 0.7;
  const from = 18 * 3600;
  return {
    fromS: from,
    toS: from + 1800,
    rate: (t) => 50 * top * diurnal(perDay, t),
    next: (rand) => ({ page: site.article(slug, rand() < 0.7 ? 'en' : 'pa'), html: rand() < HTML_SHARE }),
  };
}

/** A crawler walking every sitemap (every page in both languages), 2 pages a second from 02:00. */
function crawler(site: Site): Source {
  const pages = site.sitemap();
  let i = 0;
  const from = 2 * 3600;
  return {
    fromS: from,
    toS: from + pages.length / 2,
    rate: () => 2,
    where: at('SJC'),
    next: () => ({ page: pages[i++ % pages.length] as Page, html: true }),
  };
}

/**
 * A junk-parameter flood, 20 requests a second for an hour from 20:00: known pages with tracking
 * junk in the query, articles that do not exist, and /api requests with junk or bad parameters.
 */
function junk(site: Site): Source {
  let n = 0;
  const from = 20 * 3600;
  return {
    fromS: from,
    toS: from + 3600,
    rate: () => 20,
    where: at('DXB'),
    next: (rand) => {
      n++;
      const kind = n % 4;
      if (kind === 0) return { page: site.visit(rand()), html: true, query: `?fbclid=${n}` };
      if (kind === 1) return { page: site.article(junkSlug(n)), html: true };
      const page = site.visit(rand());
      const api = kind === 2 ? `/api/news?page=zz${n}` : `${page.reads[0] ?? '/api/home'}?utm_source=${n}`;
      return { page, html: false, api };
    },
  };
}

/** The four days, for a station of `perDay` ordinary page views. */
export function scenarios(site: Site, perDay: number): Scenario[] {
  const base = { slug: slugOf(0), editAtS: 12 * 3600, purgeAtS: 13 * 3600, purgeFrom: at('YVR') };
  const day = ordinary(site, perDay);
  return [
    { name: 'ordinary day', sources: [day], ...base },
    {
      name: 'breaking news',
      sources: [day, spike(site, perDay, 'breaking')],
      ...base,
      slug: 'breaking',
      publish: 'breaking',
      editAtS: 18 * 3600 + 600,
      purgeAtS: 18 * 3600 + 1200,
    },
    { name: 'crawler', sources: [day, crawler(site)], ...base },
    { name: 'junk flood', sources: [day, junk(site)], ...base },
  ];
}
