/**
 * Visits a page as a browser would and sorts what came back: the page itself (the same title as
 * when the CMS was healthy), the friendly error page (exactly the worker's errorPageHtml), the
 * site's whole not-found page (a 404), or something broken (a blank body, a 5xx that is not the
 * friendly page, a cut stream, no answer).
 */
import { errorPageHtml } from '../../worker/render/error-page';

type Outcome = 'served' | 'friendly' | 'not found' | 'broken';

export interface Visit {
  path: string;
  status: number;
  title: string;
  outcome: Outcome;
  ms: number;
}

const TITLE = /<title>([^<]*)<\/title>/;

/** GETs `base + path`; `expectedTitle` is the page's title from the healthy visit (none: any page). */
export async function visit(base: string, path: string, expectedTitle?: string): Promise<Visit> {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      redirect: 'manual',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) faults-suite', accept: 'text/html' },
      signal: AbortSignal.timeout(30_000),
    });
    const html = await res.text();
    const ms = Math.round(performance.now() - started);
    const title = TITLE.exec(html)?.[1] ?? '';
    const whole = html.includes('<div id="root">') && html.trimEnd().endsWith('</html>');
    const outcome: Outcome =
      html === errorPageHtml()
        ? 'friendly'
        : res.status === 200 && whole && (expectedTitle === undefined || title === expectedTitle)
          ? 'served'
          : res.status === 404 && whole
            ? 'not found'
            : 'broken';
    return { path, status: res.status, title, outcome, ms };
  } catch {
    return { path, status: 0, title: '', outcome: 'broken', ms: Math.round(performance.now() - started) };
  }
}
