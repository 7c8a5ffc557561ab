/**
 * Which schema an answer of each contract path must pass before it may be cached: a CMS answer
 * that does not is an upstream failure (the cache keeps and serves its last good copy). Each
 * route has two schemas: `received`, what a CMS may send (shared/schemas/received.ts, lenient on
 * extras, strict on what the pages need), which the cache checks; and `contract`, the exact
 * shape the embedded service sends and the types are inferred from, which the tests check.
 */
import * as v from 'valibot';
import { matchPath } from '../../shared/routing/match';
import { eventsAnswer, featuredItem, featuredListAnswer, featuredPost } from '../../shared/schemas/editorial';
import { homeAnswer } from '../../shared/schemas/home';
import { airingAnswer, videosAnswer, weatherAnswer } from '../../shared/schemas/media';
import { originalsAnswer, originalsSeriesAnswer } from '../../shared/schemas/originals';
import { contactPage, legalInput, pageInput, pageNotFoundAnswer } from '../../shared/schemas/pages';
import {
  entertainmentGroupedAnswer,
  entertainmentListAnswer,
  newsGroupedAnswer,
  newsListAnswer,
  postAnswer,
} from '../../shared/schemas/posts';
import * as r from '../../shared/schemas/received';
import { searchAnswer } from '../../shared/schemas/search';
import { settingsAnswer } from '../../shared/schemas/settings';
import { episode, host, hostsAnswer, showAnswer, showsAnswer } from '../../shared/schemas/shows';

type Schema = v.GenericSchema;

/** A contract route: its path pattern (shared/routing/match.ts syntax) and its two schemas. */
interface AnswerRoute {
  pattern: string;
  received: Schema;
  contract: Schema;
}

const route = (pattern: string, received: Schema, contract: Schema): AnswerRoute => ({ pattern, received, contract });

/** Every GET of the contract; the first pattern that matches wins, so specific paths come first. */
export const ANSWER_ROUTES: readonly AnswerRoute[] = [
  route('/api/home', r.homeReceived, homeAnswer),
  route('/api/settings', r.settingsReceived, settingsAnswer),
  route('/api/news', r.newsGroupedReceived, newsGroupedAnswer),
  route('/api/news/post/:slug', r.postReceived, postAnswer),
  route('/api/news/:tag/:locale?', r.newsListReceived, newsListAnswer),
  route('/api/entertainments', r.entertainmentGroupedReceived, entertainmentGroupedAnswer),
  route('/api/entertainments/post/:slug', r.postReceived, postAnswer),
  route('/api/entertainments/:tag/:locale?', r.entertainmentListReceived, entertainmentListAnswer),
  route('/api/shows', r.showsReceived, showsAnswer),
  route('/api/shows/episode/next/:id', r.episodeReceived, episode),
  route('/api/shows/episode/:id', r.episodeReceived, episode),
  route('/api/shows/:slug', r.showReceived, showAnswer),
  route('/api/host', r.hostsReceived, hostsAnswer),
  route('/api/host/:slug', r.hostReceived, host),
  route('/api/featured', r.featuredListReceived, featuredListAnswer),
  route('/api/featured/next/:id', r.featuredReceived, featuredItem),
  route('/api/featured/:id', r.featuredReceived, featuredPost),
  route('/api/events', r.eventsReceived, eventsAnswer),
  route('/api/connectOriginals', r.originalsReceived, originalsAnswer),
  route('/api/connectOriginals/:slug', r.originalsSeriesReceived, originalsSeriesAnswer),
  route('/api/pages/:path', r.pageReceived, pageInput),
  route('/api/legal/:path', r.pageReceived, legalInput),
  route('/api/info/contact', r.contactReceived, contactPage),
  route('/api/pageNotFound', r.pageNotFoundReceived, pageNotFoundAnswer),
  route('/api/search', r.searchReceived, searchAnswer),
  // The worker's own endpoints: what it builds is what it checks.
  route('/api/airing', airingAnswer, airingAnswer),
  route('/api/videos/:channel', videosAnswer, videosAnswer),
  route('/api/weather', weatherAnswer, weatherAnswer),
];

/** The route of a contract path ('/api/news/bc'; a query string is ignored), or null. */
export function answerRouteFor(pathname: string): AnswerRoute | null {
  const path = pathname.split('?')[0] ?? '';
  return ANSWER_ROUTES.find((r) => matchPath(r.pattern, path)) ?? null;
}

/** The schema a CMS answer of `pathname` must pass, or null for paths without one. */
export function answerSchemaFor(pathname: string): Schema | null {
  return answerRouteFor(pathname)?.received ?? null;
}

/**
 * What is wrong with `json` as the answer of `pathname`, for the log line ("data.3.slug: must
 * not be blank"); empty when it passes or when the path has no schema.
 */
export function answerIssues(pathname: string, json: unknown): string[] {
  const schema = answerSchemaFor(pathname);
  const result = schema ? v.safeParse(schema, json) : null;
  return (result?.issues ?? []).map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
}

/** The issues of an answer's body text: not JSON at all (truncated, an HTML page), or its JSON's issues. */
export function answerTextIssues(pathname: string, text: string): string[] {
  try {
    return answerIssues(pathname, JSON.parse(text));
  } catch (err) {
    return [`not JSON: ${err instanceof Error ? err.message : String(err)}`];
  }
}

/** True when `json` may be cached as the answer of `pathname`; paths without a schema pass. */
export const validAnswer = (pathname: string, json: unknown): boolean => answerIssues(pathname, json).length === 0;
