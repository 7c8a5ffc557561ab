/**
 * Heap figures of V8 isolates through the DevTools protocol: the worker's through wrangler dev's
 * inspector proxy (`--inspector-port`), the local storage services' (miniflare's KV, D1, cache,
 * assets workers) through workerd's own inspector, which lists one target per isolate.
 */
import { createWriteStream } from 'node:fs';
import type { Cdp } from './cdp';
import { listeningPorts } from './processes';

export interface HeapUsage {
  usedSize: number;
  totalSize: number;
}

/** The isolate's heap now (V8's used and allocated bytes). */
export function heapUsage(cdp: Cdp): Promise<HeapUsage> {
  return cdp.send<HeapUsage>('Runtime.getHeapUsage');
}

/**
 * Writes the isolate's heap snapshot to `file` as V8 streams it (HeapProfiler.addHeapSnapshotChunk
 * events until takeHeapSnapshot answers). V8 collects all garbage before it takes one; workerd's
 * inspector never answers HeapProfiler.collectGarbage, so that is the soak's full collection.
 */
export async function writeHeapSnapshot(cdp: Cdp, file: string): Promise<void> {
  const out = createWriteStream(file);
  const off = cdp.on('HeapProfiler.addHeapSnapshotChunk', (p) => out.write(String(p.chunk)));
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false }, 600_000);
  } finally {
    off();
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
}

/** wrangler dev's DevTools endpoint for the worker (its inspector proxy at `port`). */
export async function workerInspectorUrl(port: number): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target at 127.0.0.1:${port}`);
  return url;
}

/**
 * workerd's own inspector targets (one per isolate: `kv:ns`, `d1:db`, `core:user:…`), found among
 * the ports process `pid` listens on; the inspector is the one whose /json/list answers.
 */
export async function workerdTargets(pid: number): Promise<Map<string, string>> {
  for (const port of listeningPorts(pid)) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2000) });
      const list = (await res.json()) as { id: string; webSocketDebuggerUrl: string }[];
      if (Array.isArray(list)) return new Map(list.map((t) => [t.id, t.webSocketDebuggerUrl]));
    } catch {
      /* not the inspector: a page or a service socket */
    }
  }
  throw new Error(`no inspector among the ports of workerd ${pid}`);
}
