/**
 * The restyles of one page load, read from a Chromium trace with invalidation tracking
 * (`disabled-by-default-devtools.timeline.invalidationTracking`): each style recalculation with
 * the invalidations recorded since the one before it. Pure, so scripts/restyles.ts stays a runner.
 */

export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: {
    elementCount?: number;
    data?: Record<string, unknown> & { stackTrace?: { functionName?: string; url?: string }[] };
  };
}

/** One restyle: its size and time, and the distinct causes recorded before it. */
export interface Restyle {
  elements: number;
  ms: number;
  causes: string[];
}

/** Elements restyled at once above which a restyle counts as the whole page (the smallest page type has ~230). */
const WHOLE_PAGE = 150;

/** The parser styling content it has just added: the first paint can come before the whole document is parsed. */
const PARSER_INSERTION = 'Node was inserted into tree';

/** Names an invalidation by its reason, its node and the script frame that caused it. */
function cause(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const frame = data.stackTrace?.[0];
  const where = frame ? ` from ${frame.functionName || '(anonymous)'}@${(frame.url ?? '').split('/').pop()}` : '';
  return `${String(data.reason ?? event.name)} on ${String(data.nodeName ?? '?')}${where}`;
}

/** The restyles in trace order, each with the distinct causes recorded before it. */
export function restyles(events: readonly TraceEvent[]): Restyle[] {
  const out: Restyle[] = [];
  let pending = new Set<string>();
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (/StyleRecalcInvalidationTracking|StyleInvalidatorInvalidationTracking/.test(event.name))
      pending.add(cause(event));
    if (event.name === 'UpdateLayoutTree' && event.dur) {
      out.push({ elements: event.args?.elementCount ?? 0, ms: event.dur / 1000, causes: [...pending] });
      pending = new Set();
    }
  }
  return out;
}

/** The restyles of more than WHOLE_PAGE elements. */
export const wholePageRestyles = (all: readonly Restyle[]): Restyle[] => all.filter((r) => r.elements > WHOLE_PAGE);

/**
 * The whole-page restyles after the first that something other than the parser asked for: a
 * custom property or class set on <html> or <body> restyles every element below it.
 */
export function extraWholePageRestyles(all: readonly Restyle[]): Restyle[] {
  return wholePageRestyles(all)
    .slice(1)
    .filter((r) => r.causes.some((c) => !c.startsWith(PARSER_INSERTION)));
}
