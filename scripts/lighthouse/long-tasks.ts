/**
 * The long tasks of a Lighthouse run's trace, named (issue 29's TBT): each main-thread task after
 * first contentful paint that is long enough to count towards Total Blocking Time, with what it
 * spent its time on. The report's own `long-tasks` audit gives a task's start, length and one
 * script URL only; to split a task one needs to know whether it is evaluating a module, compiling,
 * running a function or a promise continuation, and which functions the CPU samples were in.
 *
 * Times are real (unthrottled) milliseconds. Lighthouse's mobile preset simulates a 4× slower CPU,
 * so a task counts towards TBT when its real length passes 50 / 4 = 12.5 ms.
 */

/** One event of a Chromium trace (the fields read here). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    frame?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      startTime?: number;
      frame?: string;
      isOutermostMainFrame?: boolean;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** A node of a V8 CPU profile carried in the trace's `ProfileChunk` events. */
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Time spent on one thing inside a task, in real milliseconds. */
export interface Spent {
  what: string;
  ms: number;
}

/** A long task after first contentful paint. */
export interface LongTask {
  /** Start after the navigation began, real ms. */
  startMs: number;
  durationMs: number;
  /** Self time of the trace events inside the task, by kind and script (largest first). */
  events: Spent[];
  /** CPU samples inside the task: the function each sample was in (self time, largest first). */
  selfFunctions: Spent[];
  /** CPU samples inside the task: every function on a sample's stack (inclusive time, largest first). */
  stackFunctions: Spent[];
}

/** The real length over which a task blocks under Lighthouse's 4× simulated CPU: 50 ms / 4. */
const LONG_TASK_MS = 12.5;

const µs = 1000;

/** The last path segment of a script URL (the hashed chunk name), or the URL when it has none. */
export function shortUrl(url: string | undefined): string {
  if (!url) return '';
  const path = url.split(/[?#]/)[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1) || path;
}

/** The page's first contentful paint (its renderer's main thread) and the navigation it follows. */
function firstPaint(events: readonly TraceEvent[]): { fcp: TraceEvent; navigationTs: number } | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.data?.isOutermostMainFrame !== false);
  if (!fcp) return null;
  const frame = fcp.args?.frame;
  const starts = events.filter(
    (e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.ts <= fcp.ts && (!frame || e.args?.frame === frame),
  );
  const navigationTs = starts.reduce((latest, e) => Math.max(latest, e.ts), starts[0]?.ts ?? fcp.ts);
  return { fcp, navigationTs };
}

/** What a trace event is, for the task's list: its kind and, where it has one, its script and function. */
export function eventLabel(e: TraceEvent): string {
  const data = e.args?.data;
  const file = shortUrl(data?.url);
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file}`.trim();
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.produceModuleCache':
    case 'v8.produceCache':
      return `compile ${file}`.trim();
    case 'FunctionCall':
      return ['call', file, data?.functionName || '(anonymous)'].filter(Boolean).join(' ');
    case 'EventDispatch':
      return `event ${data?.type ?? ''}`.trim();
    default:
      return e.name;
  }
}

/** Adds `ms` to `what` in a tally. */
function add(tally: Map<string, number>, what: string, ms: number): void {
  tally.set(what, (tally.get(what) ?? 0) + ms);
}

/** A tally as a list, largest first, without the entries under 0.5 ms. */
function ranked(tally: Map<string, number>): Spent[] {
  return [...tally]
    .map(([what, ms]) => ({ what, ms }))
    .filter((s) => s.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Self time of the complete events nested inside a task on its thread, by label: an event's length
 * less that of the events directly inside it, so a function call's own work is not counted again
 * in the compile or layout it caused.
 */
export function selfTimes(task: TraceEvent, inside: readonly TraceEvent[]): Spent[] {
  const end = task.ts + (task.dur ?? 0);
  const nested = inside
    .filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tally = new Map<string, number>();
  const stack: { end: number; label: string; self: number }[] = [{ end, label: '(task itself)', self: task.dur ?? 0 }];
  const close = (until: number) => {
    for (let top = stack.at(-1); top && stack.length > 1 && top.end <= until; top = stack.at(-1)) {
      stack.pop();
      add(tally, top.label, top.self / µs);
    }
  };
  for (const e of nested) {
    close(e.ts);
    const dur = e.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    stack.push({ end: e.ts + dur, label: eventLabel(e), self: dur });
  }
  close(Number.POSITIVE_INFINITY);
  const root = stack[0];
  if (root) add(tally, root.label, root.self / µs);
  return ranked(tally);
}

/** A sample of the main thread's CPU profile: when, and the node (function) it was in. */
export interface Sample {
  ts: number;
  node: number;
}

/** The main thread's CPU profile from the trace's `Profile` and `ProfileChunk` events of its process. */
export function cpuProfile(
  events: readonly TraceEvent[],
  pid: number,
): { nodes: Map<number, ProfileNode>; samples: Sample[] } {
  const profiles = new Map<string, { start: number; chunks: TraceEvent[] }>();
  for (const e of events) {
    if (e.pid !== pid || !e.id) continue;
    if (e.name === 'Profile') profiles.set(e.id, { start: e.args?.data?.startTime ?? e.ts, chunks: [] });
    else if (e.name === 'ProfileChunk') profiles.get(e.id)?.chunks.push(e);
  }
  // A renderer may hold more than one profile (a worker's); the page's thread has the most samples.
  const count = (p: { chunks: TraceEvent[] }) =>
    p.chunks.reduce((n, c) => n + (c.args?.data?.cpuProfile?.samples?.length ?? 0), 0);
  const main = [...profiles.values()].sort((a, b) => count(b) - count(a))[0];
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  let ts = main?.start ?? 0;
  for (const chunk of main?.chunks ?? []) {
    const profile = chunk.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/** A profile node's function as `name file:line:col` (1-based line and column, as DevTools shows them). */
function frameLabel(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const where = url ? ` ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
}

/** Self and inclusive time per function of the samples within [from, to): a sample lasts until the next one. */
export function sampledFunctions(
  profile: { nodes: Map<number, ProfileNode>; samples: readonly Sample[] },
  from: number,
  to: number,
): { self: Spent[]; stack: Spent[] } {
  const self = new Map<string, number>();
  const stack = new Map<string, number>();
  const { nodes, samples } = profile;
  samples.forEach((sample, i) => {
    if (sample.ts < from || sample.ts >= to) return;
    const ms = (Math.min(samples[i + 1]?.ts ?? to, to) - sample.ts) / µs;
    const leaf = nodes.get(sample.node);
    if (!leaf) return;
    add(self, frameLabel(leaf), ms);
    // Each function once per sample, however often it recurs on the stack.
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = node.parent ? nodes.get(node.parent) : undefined) {
      const label = frameLabel(node);
      if (!seen.has(label) && node.callFrame.functionName !== '(root)') add(stack, label, ms);
      seen.add(label);
    }
  });
  return { self: ranked(self), stack: ranked(stack) };
}

/** The main thread's tasks after first contentful paint that run longer than `minMs` (real), named. */
export function longTasks(events: readonly TraceEvent[], minMs = LONG_TASK_MS): LongTask[] {
  const paint = firstPaint(events);
  if (!paint) return [];
  const { fcp, navigationTs } = paint;
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  const profile = cpuProfile(events, fcp.pid);
  return thread
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / µs > minMs && e.ts + (e.dur ?? 0) > fcp.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const sampled = sampledFunctions(profile, task.ts, end);
      return {
        startMs: (task.ts - navigationTs) / µs,
        durationMs: (task.dur ?? 0) / µs,
        events: selfTimes(
          task,
          thread.filter((e) => e.ts >= task.ts && e.ts < end),
        ),
        selfFunctions: sampled.self,
        stackFunctions: sampled.stack,
      };
    });
}

/** Lines for the console: each task with its top events and functions (`top` of each). */
export function describeTasks(tasks: readonly LongTask[], top = 6): string[] {
  const list = (spent: readonly Spent[]) =>
    spent
      .slice(0, top)
      .map((s) => `${s.what} ${s.ms.toFixed(1)}`)
      .join('; ');
  return tasks.flatMap((t) => [
    `task at ${t.startMs.toFixed(0)} ms, ${t.durationMs.toFixed(1)} ms real (~${(t.durationMs * 4).toFixed(0)} simulated)`,
    `    events: ${list(t.events)}`,
    `    self: ${list(t.selfFunctions)}`,
    `    stack: ${list(t.stackFunctions)}`,
  ]);
}
