/**
 * Simulated time for `npm run sim`: a queue of timed callbacks and the clock they run at. The real
 * cache modules await their KV, D1 and render calls; the models answer those calls with `sleep`,
 * which resolves when the simulated clock reaches its time, so requests overlap in simulated time
 * as they would on the platform (a burst of misses in one isolate shares one render) while a day
 * runs in seconds of wall time.
 */

interface Timed {
  t: number;
  seq: number;
  run: () => void;
}

/** Whether `a` runs before `b`: by time, then in the order they were queued. */
const before = (a: Timed, b: Timed): boolean => a.t < b.t || (a.t === b.t && a.seq < b.seq);

/** A binary min-heap of timed callbacks. */
class Queue {
  private items: Timed[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): Timed | undefined {
    return this.items[0];
  }

  push(item: Timed): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(item, items[parent] as Timed)) break;
      items[i] = items[parent] as Timed;
      i = parent;
    }
    items[i] = item;
  }

  pop(): Timed | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (!top || !last || items.length === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let next = i;
      let best = last;
      if (l < items.length && before(items[l] as Timed, best)) {
        next = l;
        best = items[l] as Timed;
      }
      if (r < items.length && before(items[r] as Timed, best)) next = r;
      if (next === i) break;
      items[i] = items[next] as Timed;
      i = next;
    }
    items[i] = last;
    return top;
  }
}

/**
 * Lets every promise continuation queued so far run (the real modules' awaits) before the clock
 * moves on; the simulator passes Node's setImmediate, the tests the default.
 */
type YieldToLoop = () => Promise<void>;

interface SchedulerOptions {
  yieldToLoop?: YieldToLoop;
  /**
   * Callbacks due within this many simulated milliseconds of the first one run in one turn of the
   * loop, before one yield (0: only those due at the same instant). A yield costs a few
   * microseconds of wall time (setImmediate, measured 5–6 µs on this machine under load), more
   * than most callbacks; the price is that a continuation of a callback in the turn sees the
   * clock of the turn's last callback, at most this much later than its own.
   */
  quantumMs?: number;
}

const viaTimeout: YieldToLoop = () => new Promise((resolve) => setTimeout(resolve, 0));

export class Scheduler {
  /** The simulated clock, epoch milliseconds. */
  now: number;
  private queue = new Queue();
  private seq = 0;

  private yieldToLoop: YieldToLoop;
  private quantumMs: number;
  /** Turns of the loop so far (each one yield), and callbacks run. */
  turns = 0;
  ran = 0;

  constructor(start: number, o: SchedulerOptions = {}) {
    this.now = start;
    this.yieldToLoop = o.yieldToLoop ?? viaTimeout;
    this.quantumMs = o.quantumMs ?? 0;
  }

  /** Runs `run` when the clock reaches `t` (at once, in queue order, if `t` is past). */
  at(t: number, run: () => void): void {
    this.queue.push({ t: Math.max(t, this.now), seq: this.seq++, run });
  }

  /** A promise that resolves `ms` simulated milliseconds from now. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.at(this.now + ms, resolve));
  }

  /**
   * Runs the queue until it is empty or the next callback is after `until`; the clock ends at
   * `until`. Callbacks due within `quantumMs` of a turn's first run in that turn (see above).
   */
  async run(until = Number.POSITIVE_INFINITY): Promise<void> {
    for (;;) {
      let next = this.queue.peek();
      if (!next || next.t > until) break;
      const last = Math.min(until, next.t + this.quantumMs);
      while (next && next.t <= last) {
        this.queue.pop();
        this.now = next.t;
        this.ran++;
        next.run();
        next = this.queue.peek();
      }
      this.turns++;
      await this.yieldToLoop();
    }
    if (Number.isFinite(until)) this.now = Math.max(this.now, until);
  }
}
