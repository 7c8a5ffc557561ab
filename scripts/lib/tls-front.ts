/**
 * An https origin in front of a plain-http server, as stations put nginx or a CDN in front of
 * Icecast: a self-signed certificate for 127.0.0.1 (made with the openssl command), each request
 * passed to `target` and its answer streamed back. For the end-to-end spec of a stream the browser
 * plays directly (tests/e2e/live-stream-direct.spec.ts; the browser context ignores the
 * certificate's issuer). It records the paths asked and can drop every open connection, as a
 * station's server restarting would.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:https';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './icecast';

export interface TlsFront {
  /** https://127.0.0.1:port */
  base: string;
  /** The paths (with their query) asked so far, oldest first. */
  asked: string[];
  /** Ends every open connection at once (the listeners' streams end mid-play). */
  dropConnections(): void;
  stop(): void;
}

/** A self-signed certificate and key for 127.0.0.1, valid a day. */
function selfSigned(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Starts the https front of `target` (an http origin) on a free loopback port. */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-tls-'));
  const sockets = new Set<Socket>();
  const asked: string[] = [];
  const server = createServer(selfSigned(dir), (req, res) => {
    asked.push(req.url ?? '/');
    const headers = { ...req.headers, host: new URL(target).host };
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    // A listener that leaves (or a dropped connection) lets go of Icecast at once.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    base: `https://127.0.0.1:${port}`,
    asked,
    dropConnections,
    stop() {
      dropConnections();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
