/**
 * A small Chrome DevTools Protocol client over a WebSocket (Node's own, `--experimental-websocket`
 * on Node 20): the soak asks V8 inspectors (wrangler dev's, and workerd's own per isolate) for
 * heap usage and heap snapshots, and needs nothing else of the protocol.
 */

type Listener = (params: Record<string, unknown>) => void;

export interface Cdp {
  /** Sends `method` and resolves with its result; rejects on a protocol error or after `timeoutMs`. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  /** Calls `listener` with the params of every `method` event until the returned function is called. */
  on(method: string, listener: Listener): () => void;
  /** Messages and bytes received so far (answers and events). */
  received(): { messages: number; bytes: number };
  close(): void;
}

/** Opens a CDP session on `url` (a target's webSocketDebuggerUrl). */
export function connectCdp(url: string): Promise<Cdp> {
  if (typeof WebSocket === 'undefined')
    throw new Error('no WebSocket in this Node: run it with --experimental-websocket');
  // wrangler's inspector proxy refuses a client without an Origin of a local host (its DNS-rebinding guard);
  // undici's WebSocket (Node's) takes headers as a non-standard second argument.
  const ws = new WebSocket(url, { headers: { origin: 'http://127.0.0.1' } } as unknown as string[]);
  let next = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const listeners = new Map<string, Set<Listener>>();
  const counts = { messages: 0, bytes: 0 };
  ws.addEventListener('message', (event) => {
    const text = String(event.data);
    counts.messages += 1;
    counts.bytes += text.length;
    const msg = JSON.parse(text) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: { message: string };
    };
    if (msg.id !== undefined) {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) p?.reject(new Error(msg.error.message));
      else p?.resolve(msg.result);
    } else if (msg.method) {
      for (const l of listeners.get(msg.method) ?? []) l(msg.params ?? {});
    }
  });
  ws.addEventListener('close', () => {
    for (const p of pending.values()) p.reject(new Error(`inspector ${url} closed`));
    pending.clear();
  });
  const cdp: Cdp = {
    send<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = 120_000) {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${method}: no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (v) => {
            clearTimeout(timer);
            resolve(v as T);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        ws.send(JSON.stringify({ id, method, params }));
      });
    },
    on(method, listener) {
      const set = listeners.get(method) ?? new Set<Listener>();
      listeners.set(method, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    received: () => ({ ...counts }),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    // wrangler's proxy answers the upgrade only after handing over what it kept: minutes when that is much.
    const timer = setTimeout(() => reject(new Error(`the inspector at ${url} did not open within 5 minutes`)), 300_000);
    ws.addEventListener(
      'open',
      () => {
        clearTimeout(timer);
        resolve(cdp);
      },
      { once: true },
    );
    ws.addEventListener('error', () => reject(new Error(`could not open the inspector at ${url}`)), { once: true });
  });
}
