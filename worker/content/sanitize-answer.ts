/**
 * Rich HTML found by the schemas and cleaned with the allow-list sanitiser (sanitize.ts): a
 * contract answer by its route's two schemas (the contract's, and the received one with the
 * CMS's alternate names and shapes, merged), a bundle by the bundle schema. Where no schema
 * describes a shape (a section's items, a CMS's extra fields, a path with no route), fields are
 * found by the rich names the same schemas use (html-plan.ts).
 */
import { contentBundle } from '../../shared/schemas/bundle';
import type { ContentBundle } from '../../shared/types/content';
import { ANSWER_ROUTES, answerRouteFor } from '../api/answer-schemas';
import { fallbackOf, type HtmlPlan, htmlPlan, htmlWalker, mergePlans, OPEN } from './html-plan';
import { sanitizeHtml } from './sanitize';

/** Each route's plan: what a CMS may send and what the contract holds, both at once. */
const ROUTE_PLANS = new Map(ANSWER_ROUTES.map((r) => [r, mergePlans(htmlPlan(r.contract), htmlPlan(r.received))]));
const BUNDLE_PLAN = htmlPlan(contentBundle);

/** Names and text blocks for open shapes, from every schema an answer or a bundle is read with. */
const walk = htmlWalker(fallbackOf([...ROUTE_PLANS.values(), BUNDLE_PLAN]), sanitizeHtml);

/** Where HTML sits in the answer of a contract path; a path with no route is open (found by name). */
const answerPlan = (pathname: string): HtmlPlan => {
  const route = answerRouteFor(pathname);
  return (route && ROUTE_PLANS.get(route)) ?? OPEN;
};

/** Cleans every rich field of the answer of `pathname` in place, and returns it. */
export const sanitizeAnswer = <T>(pathname: string, json: T): T => walk(json, answerPlan(pathname));

/** Cleans every rich field of a checked bundle in place, and returns it (the import, before anything is stored). */
export const sanitizeBundle = (bundle: ContentBundle): ContentBundle => walk(bundle, BUNDLE_PLAN);

/**
 * The answer of `pathname` with its rich fields sanitised, whatever its status or content type:
 * a body that parses as JSON is cleaned (a 203 or a text/plain answer too). A body that is not
 * JSON is passed on as it came, for the cache layer to refuse as an upstream failure.
 */
export async function sanitizeResponse(res: Response, pathname: string): Promise<Response> {
  if (res.body === null) return res;
  const text = await res.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'application/json; charset=utf-8');
  const body = JSON.stringify(sanitizeAnswer(pathname, data));
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}
