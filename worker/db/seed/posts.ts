/**
 * The demo's news and entertainment posts, kept as JSON data (see from-json.ts): the news desks
 * in news/, the entertainment section in entertainment/. Every person, business and organisation
 * named in them is invented.
 */
import type { PostInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import bollywood1 from './entertainment/bollywood-1.json' with { type: 'json' };
import bollywood2 from './entertainment/bollywood-2.json' with { type: 'json' };
import bollywood3 from './entertainment/bollywood-3.json' with { type: 'json' };
import interviews from './entertainment/interviews.json' with { type: 'json' };
import localEvents from './entertainment/local-events.json' with { type: 'json' };
import pollywood from './entertainment/pollywood.json' with { type: 'json' };
import reviews from './entertainment/reviews.json' with { type: 'json' };
import { postsFromJson } from './from-json';
import alberta from './news/alberta.json' with { type: 'json' };
import bcEarlier from './news/bc-earlier.json' with { type: 'json' };
import bcLatest from './news/bc-latest.json' with { type: 'json' };
import bcRecent from './news/bc-recent.json' with { type: 'json' };
import canada from './news/canada.json' with { type: 'json' };
import entertainmentNews from './news/entertainment.json' with { type: 'json' };
import entertainmentNewsEarlier from './news/entertainment-earlier.json' with { type: 'json' };
import finance from './news/finance.json' with { type: 'json' };
import financeEarlier from './news/finance-earlier.json' with { type: 'json' };
import indiaEarlier from './news/india-earlier.json' with { type: 'json' };
import indiaLatest from './news/india-latest.json' with { type: 'json' };
import indiaRecent from './news/india-recent.json' with { type: 'json' };
import sports from './news/sports.json' with { type: 'json' };
import sportsEarlier from './news/sports-earlier.json' with { type: 'json' };
import world from './news/world.json' with { type: 'json' };

/** The BC posts, newest first (ids 1000–1049); the community page links some of them. */
export function bcPosts(d: SeedDates): PostInput[] {
  return postsFromJson([bcLatest, bcRecent, bcEarlier], d);
}

/**
 * Every news and entertainment post in import order: BC, Alberta, Canada, World, India, the desk's
 * finance, sports and entertainment news, then the entertainment section.
 */
export function posts(d: SeedDates): PostInput[] {
  const news = [alberta, canada, world, indiaLatest, indiaRecent, indiaEarlier, finance, financeEarlier];
  const desk = [sports, sportsEarlier, entertainmentNews, entertainmentNewsEarlier];
  const section = [bollywood1, bollywood2, bollywood3, pollywood, reviews, interviews, localEvents];
  return [...bcPosts(d), ...postsFromJson([...news, ...desk, ...section], d)];
}
