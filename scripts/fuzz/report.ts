/**
 * The fuzz's tally: answers by status class, and for each finding (5xx, reflected markup,
 * off-site redirect) and for requests that got no answer, the count and the first few examples.
 */
import type { Answer, Finding } from './findings';
import type { FuzzRequest } from './requests';

interface Bucket {
  count: number;
  examples: string[];
}

export class Tally {
  /** How many examples of each kind are kept and printed. */
  constructor(private readonly examples = 5) {}

  readonly byStatus = new Map<string, number>();
  readonly findings: Record<Finding | 'no-answer', Bucket> = {
    'server-error': { count: 0, examples: [] },
    'reflected-markup': { count: 0, examples: [] },
    'off-site-redirect': { count: 0, examples: [] },
    'off-site-canonical': { count: 0, examples: [] },
    'host-refused': { count: 0, examples: [] },
    'no-answer': { count: 0, examples: [] },
  };
  slowest = { ms: 0, what: '' };

  add(req: FuzzRequest, answer: Answer | { error: string }, found: Finding[], ms: number): void {
    const line = `${req.method} ${req.path.slice(0, 160)}${req.path.length > 160 ? '…' : ''}  (route ${req.target})`;
    if (ms > this.slowest.ms) this.slowest = { ms, what: line };
    if ('error' in answer) {
      this.note('no-answer', `${line} → ${answer.error}`);
      return;
    }
    const cls = `${Math.floor(answer.status / 100)}xx`;
    this.byStatus.set(cls, (this.byStatus.get(cls) ?? 0) + 1);
    for (const f of found) {
      const detail =
        f === 'off-site-redirect'
          ? `Location: ${answer.location}`
          : f === 'off-site-canonical'
            ? `canonical ${/<link rel="canonical" href="([^"]*)"/.exec(answer.body)?.[1] ?? '?'}`
            : f === 'reflected-markup'
              ? `…${excerpt(answer.body, req.probe.marker)}…`
              : answer.body.slice(0, 120).replace(/\s+/g, ' ');
      this.note(f, `${line} → ${answer.status} ${detail}${req.headers.host ? `  [Host: ${req.headers.host}]` : ''}`);
    }
  }

  private note(kind: Finding | 'no-answer', example: string): void {
    const bucket = this.findings[kind];
    bucket.count++;
    if (bucket.examples.length < this.examples) bucket.examples.push(example);
  }

  /**
   * True when the run found nothing that fails it. host-refused and no-answer are reported, not
   * failed: both are local `wrangler dev` answers (a Host no URL can hold; a connection its proxy
   * dropped under load), which the edge does not give.
   */
  get clean(): boolean {
    return (['server-error', 'reflected-markup', 'off-site-redirect', 'off-site-canonical'] as const).every(
      (k) => this.findings[k].count === 0,
    );
  }

  print(total: number, seconds: number): void {
    const statuses = [...this.byStatus].sort().map(([k, n]) => `${k} ${n}`);
    console.log(`\n${total} requests in ${seconds.toFixed(1)} s; answers: ${statuses.join(', ')}`);
    console.log(`slowest: ${this.slowest.ms.toFixed(0)} ms  ${this.slowest.what}`);
    for (const [kind, bucket] of Object.entries(this.findings)) {
      console.log(`${kind}: ${bucket.count}`);
      for (const e of bucket.examples) console.log(`    ${e}`);
    }
  }
}

/** The body around the marker, on one line. */
function excerpt(body: string, marker: string): string {
  const at = body.indexOf(marker);
  return body.slice(Math.max(0, at - 80), at + 60).replace(/\s+/g, ' ');
}
