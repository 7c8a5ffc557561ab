/**
 * A fake CMS on loopback for the faults suite. Healthy, it answers the contract's paths with the
 * real embedded service's answers (captured first, see capture.ts); it can be switched to each
 * way a CMS fails: too slow, a body that trickles, a 500, refusing connections, resetting them,
 * truncated JSON and an HTML maintenance page; to a glitch that looks like content gone: a JSON
 * 404 for every call; and to a CMS that writes hostile HTML into every rich field (hostile-cms.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostileBody } from './hostile-cms';

export const FAULTS = ['slow', 'slow body', '500', 'refused', 'reset', 'truncated JSON', 'HTML page'] as const;
/** Every call answered with a JSON 404, as a CMS says content is gone (a bad deploy looks the same). */
export const JSON_404 = 'JSON 404';
/** Healthy answers with hostile HTML in front of every string that holds markup. */
export const HOSTILE = 'hostile HTML';
type Mode = 'healthy' | (typeof FAULTS)[number] | typeof JSON_404 | typeof HOSTILE;

/** One captured answer of the contract, by path and query (`/api/news/bc?page=2`). */
export interface Captured {
  status: number;
  body: string;
  contentType: string;
}

export interface FakeCms {
  url: string;
  /** Requests answered (or cut) since the start, by mode. */
  calls: Record<string, number>;
  setMode(mode: Mode): Promise<void>;
  close(): Promise<void>;
}

const MAINTENANCE =
  '<!doctype html><html><head><title>Maintenance</title></head><body><h1>Down for maintenance</h1></body></html>';

const notFound: Captured = {
  status: 404,
  body: JSON.stringify({ error: 'Not found', status: 404 }),
  contentType: 'application/json',
};

const send = (res: ServerResponse, a: Captured) => {
  if (res.destroyed) return;
  res.writeHead(a.status, { 'content-type': a.contentType });
  res.end(a.body);
};

/**
 * Starts the fake CMS on 127.0.0.1:`port`. `slowMs` is how late a slow answer comes, and how late
 * a slow body's headers and then the rest of it come: each step alone may be within the worker's
 * timeout, which is how a per-call timeout let a page take twice its deadline.
 */
export async function startFakeCms(port: number, answers: Map<string, Captured>, slowMs: number): Promise<FakeCms> {
  let mode: Mode = 'healthy';
  const calls: Record<string, number> = {};
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    calls[mode] = (calls[mode] ?? 0) + 1;
    const good = answers.get(req.url ?? '') ?? notFound;
    switch (mode) {
      case 'healthy':
      case 'refused':
        return send(res, good);
      case 'slow':
        return void setTimeout(() => send(res, good), slowMs);
      case 'slow body':
        return void setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(good.status, { 'content-type': good.contentType });
          res.write(good.body.slice(0, 16));
          setTimeout(() => !res.destroyed && res.end(good.body.slice(16)), slowMs);
        }, slowMs);
      case '500':
        return send(res, { status: 500, body: '{"error":"Internal Server Error"}', contentType: 'application/json' });
      case 'reset':
        return void req.socket.destroy();
      case 'truncated JSON':
        return send(res, { ...good, status: 200, body: good.body.slice(0, Math.floor(good.body.length / 2)) });
      case 'HTML page':
        return send(res, { status: 200, body: MAINTENANCE, contentType: 'text/html; charset=utf-8' });
      case JSON_404:
        return send(res, notFound);
      case HOSTILE:
        return send(res, { ...good, body: hostileBody(good.body) });
    }
  };
  let server: Server = createServer(handle);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(handle);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen();
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    calls,
    async setMode(next) {
      // Refused: nothing listens on the port, so every connection attempt is refused.
      if (next === 'refused' && mode !== 'refused') await close();
      if (next !== 'refused' && mode === 'refused') await listen();
      mode = next;
    },
    close: () => (mode === 'refused' ? Promise.resolve() : close()),
  };
}
