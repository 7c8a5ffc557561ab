/**
 * Which schema an answer of each contract path must pass before it may be cached: a CMS answer
 * that does not is an upstream failure (the cache keeps and serves its last good copy). Each
 * route has two schemas: `received`, what a CMS may send (shared/schemas/received.ts, lenient on
 * extras, strict on what the pages need), which the cache checks; and `contract`, the exact
 * shape the embedded service sends and the types are inferred from, which the tests check. Both
 * are declared in the route table, shared/schemas/api-routes.ts.
 */
import * as v from 'valibot';
import { API_PATTERNS, API_ROUTES, matchApiRoute } from '../../shared/schemas/api-routes';
import type { ApiPattern } from '../../shared/types/api-route';

type Schema = v.GenericSchema;

/** A contract route: its path pattern (shared/routing/match.ts syntax) and its two schemas. */
interface AnswerRoute {
  pattern: ApiPattern;
  received: Schema;
  contract: Schema;
}

/** Every GET of the contract, in the order of the route table (shared/schemas/api-routes.ts). */
export const ANSWER_ROUTES: readonly AnswerRoute[] = API_PATTERNS.map((pattern) => {
  const { received, contract } = API_ROUTES[pattern];
  return { pattern, received, contract };
});

const BY_PATTERN = new Map(ANSWER_ROUTES.map((r) => [r.pattern, r]));

/** The route of a contract path ('/api/news/bc'; a query string is ignored), or null. */
export function answerRouteFor(pathname: string): AnswerRoute | null {
  const match = matchApiRoute(pathname);
  return (match && BY_PATTERN.get(match.pattern)) ?? null;
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
