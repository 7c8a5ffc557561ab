import { describe, expect, it } from 'vitest';
import {
  cpuProfile,
  describeTasks,
  eventLabel,
  longTasks,
  sampledFunctions,
  selfTimes,
  shortUrl,
  type TraceEvent,
} from './long-tasks';

const MAIN = { pid: 7, tid: 7 };
const ms = 1000;
const ENTRY = 'http://127.0.0.1:8912/build/assets/entry-abc.js';

/** A complete ('X') event on the page's main thread, times in ms. */
function x(name: string, at: number, dur: number, data?: NonNullable<TraceEvent['args']>['data']): TraceEvent {
  return { name, ph: 'X', ts: at * ms, dur: dur * ms, ...MAIN, ...(data ? { args: { data } } : {}) };
}

const frame = { frame: 'F1' };
const node = (id: number, functionName: string, parent?: number, url = ENTRY) => ({
  id,
  ...(parent ? { parent } : {}),
  callFrame: { functionName, url, lineNumber: 0, columnNumber: id * 10 },
});

/** A page: navigation at 1000 ms, FCP at 1500, a 40 ms task before FCP and two after (30 and 10 ms). */
function trace(): TraceEvent[] {
  return [
    { name: 'navigationStart', ph: 'R', ts: 500 * ms, ...MAIN, args: { frame: 'F0' } },
    { name: 'navigationStart', ph: 'R', ts: 1000 * ms, ...MAIN, args: frame },
    { name: 'firstContentfulPaint', ph: 'R', ts: 1500 * ms, ...MAIN, args: frame },
    x('RunTask', 1100, 40),
    x('RunTask', 1600, 30),
    x('FunctionCall', 1601, 28, { url: ENTRY, functionName: 'C' }),
    x('v8.compile', 1602, 3, { url: ENTRY }),
    x('Layout', 1620, 5),
    x('RunTask', 1700, 10),
    // Another thread of the same process: not the page's.
    { name: 'RunTask', ph: 'X', ts: 1650 * ms, dur: 50 * ms, pid: 7, tid: 9 },
    { name: 'Profile', ph: 'P', ts: 1000 * ms, pid: 7, tid: 8, id: '0x1', args: { data: { startTime: 1600 * ms } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 1700 * ms,
      pid: 7,
      tid: 8,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [node(1, '(root)', undefined, ''), node(2, 'C', 1), node(3, 'commitRoot', 2), node(4, 'render', 2)],
            samples: [2, 3, 3, 4, 4],
          },
          // 1600, 1610, 1615, 1620, 1625: the last sample lasts until the task ends at 1630.
          timeDeltas: [0, 10 * ms, 5 * ms, 5 * ms, 5 * ms],
        },
      },
    },
  ];
}

describe('longTasks', () => {
  it('lists the main thread tasks after first paint over 12.5 ms, timed from the navigation', () => {
    const tasks = longTasks(trace());
    expect(tasks.map((t) => [t.startMs, t.durationMs])).toEqual([[600, 30]]);
  });

  it('takes a lower threshold when asked', () => {
    expect(longTasks(trace(), 5).map((t) => t.durationMs)).toEqual([30, 10]);
  });

  it('names what the task spent its time on, self time first', () => {
    const [task] = longTasks(trace());
    expect(task?.events).toEqual([
      { what: 'call entry-abc.js C', ms: 20 },
      { what: 'Layout', ms: 5 },
      { what: 'compile entry-abc.js', ms: 3 },
      { what: '(task itself)', ms: 2 },
    ]);
  });

  it('names the functions the samples were in, on their own and with their callers', () => {
    const [task] = longTasks(trace());
    // 10 ms each (the last sample lasts until the task ends at 1630 ms).
    expect(task?.selfFunctions.map((s) => `${s.what} ${s.ms}`).sort()).toEqual([
      'C entry-abc.js:1:21 10',
      'commitRoot entry-abc.js:1:31 10',
      'render entry-abc.js:1:41 10',
    ]);
    expect(task?.stackFunctions[0]).toEqual({ what: 'C entry-abc.js:1:21', ms: 30 });
  });

  it('finds nothing in a trace without a first paint', () => {
    expect(longTasks(trace().filter((e) => e.name !== 'firstContentfulPaint'))).toEqual([]);
  });
});

describe('selfTimes', () => {
  it('leaves a nested event out of its parent self time', () => {
    const task = x('RunTask', 0, 10);
    expect(selfTimes(task, [task, x('EvaluateScript', 1, 8, { url: ENTRY }), x('v8.compileModule', 2, 6)])).toEqual([
      { what: 'compile', ms: 6 },
      { what: 'evaluate entry-abc.js', ms: 2 },
      { what: '(task itself)', ms: 2 },
    ]);
  });
});

describe('cpuProfile and sampledFunctions', () => {
  it('counts a recursive function once per sample', () => {
    const events: TraceEvent[] = [
      { name: 'Profile', ph: 'P', ts: 0, pid: 1, tid: 2, id: 'p', args: { data: { startTime: 0 } } },
      {
        name: 'ProfileChunk',
        ph: 'P',
        ts: 0,
        pid: 1,
        tid: 2,
        id: 'p',
        args: {
          data: {
            cpuProfile: { nodes: [node(1, 'f'), { ...node(1, 'f'), id: 2, parent: 1 }], samples: [2, 2] },
            timeDeltas: [0, ms],
          },
        },
      },
    ];
    const profile = cpuProfile(events, 1);
    expect(profile.samples).toEqual([
      { ts: 0, node: 2 },
      { ts: ms, node: 2 },
    ]);
    expect(sampledFunctions(profile, 0, 2 * ms).stack).toEqual([{ what: 'f entry-abc.js:1:11', ms: 2 }]);
  });
});

describe('labels', () => {
  it('keeps the chunk name of a script URL', () => {
    expect(shortUrl(`${ENTRY}?v=1`)).toBe('entry-abc.js');
    expect(shortUrl(undefined)).toBe('');
  });

  it('says which kind of work an event is', () => {
    expect(eventLabel(x('v8.evaluateModule', 0, 1, { url: ENTRY }))).toBe('evaluate entry-abc.js');
    expect(eventLabel(x('EventDispatch', 0, 1, { type: 'click' }))).toBe('event click');
    expect(eventLabel(x('FunctionCall', 0, 1, {}))).toBe('call (anonymous)');
  });
});

describe('describeTasks', () => {
  it('prints each task with its simulated length', () => {
    const lines = describeTasks(longTasks(trace()), 1);
    expect(lines[0]).toBe('task at 600 ms, 30.0 ms real (~120 simulated)');
    expect(lines[1]).toBe('    events: call entry-abc.js C 20.0');
  });
});
