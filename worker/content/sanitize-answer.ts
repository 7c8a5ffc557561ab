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
import { fallbackOf, type HtmlPlan, htmlPlan, type HtmlWalker, htmlWalker, mergePlans, OPEN } from './html-plan';
import { sanitizeHtml } from './sanitize';

interface Plans {
  /** Each route's plan: what a CMS may send and what the contract holds, both at once. */
  routes: Map<(typeof ANSWER_ROUTES)[number], HtmlPlan>;
  bundle: HtmlPlan;
  walk: HtmlWalker;
}

let plans: Plans | null = null;

/**
 * The plans, read off the schemas on first use rather than at startup: an isolate that only
 * serves kept pages never needs them.
 */
function plansOnce(): Plans {
  if (plans) return plans;
  const routes = new Map(ANSWER_ROUTES.map((r) => [r, mergePlans(htmlPlan(r.contract), htmlPlan(r.received))]));
  const bundle = htmlPlan(contentBundle);
  // Names and text blocks for open shapes, from every schema an answer or a bundle is read with.
  const walk = htmlWalker(fallbackOf([...routes.values(), bundle]), sanitizeHtml);
  plans = { routes, bundle, walk };
  return plans;
}

/** Cleans every rich field of the answer of `pathname` in place, and returns it; a path with no route is open. */
export function sanitizeAnswer<T>(pathname: string, json: T): T {
  const { routes, walk } = plansOnce();
  const route = answerRouteFor(pathname);
  return walk(json, (route && routes.get(route)) ?? OPEN);
}

/** Cleans every rich field of a checked bundle in place, and returns it (the import, before anything is stored). */
export function sanitizeBundle(bundle: ContentBundle): ContentBundle {
  const { bundle: plan, walk } = plansOnce();
  return walk(bundle, plan);
}

/**
 * The answer of `pathname` with its rich fields sanitised, whatever its status or content type:
 * a body that parses as JSON is cleaned (a 203 or a text/plain answer too). A body that is not
 * JSON is passed on as it came, for the cache layer to refuse as an upstream failure.
 * `inspect` sees the cleaned data (the proxy's legacy-font warning), without a second parse.
 */
export async function sanitizeResponse(
  res: Response,
  pathname: string,
  inspect?: (pathname: string, data: unknown) => void,
): Promise<Response> {
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
  const clean = sanitizeAnswer(pathname, data);
  inspect?.(pathname, clean);
  const body = JSON.stringify(clean);
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}
