/**
 * Sends one fuzz request with node:http, which (unlike fetch) sends the request target exactly as
 * written (`..`, `//`, bad escapes) and any Host header, and reads at most 1 MiB of the answer.
 */
import { request } from 'node:http';
import type { Answer } from './findings';
import type { FuzzRequest } from './requests';

const MAX_BODY = 1024 * 1024;

/** The answer, or the error text when there was none (refused, reset, timed out). */
export function send(base: URL, req: FuzzRequest, timeoutMs = 15_000): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    const started = request(
      {
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
        timeout: timeoutMs,
        // A redirect may carry a long query in its Location: read headers as a browser would
        // (Node's own limit is 16 KiB), so a long answer is not mistaken for no answer.
        maxHeaderSize: 256 * 1024,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY) chunks.push(chunk);
          else res.destroy();
        });
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            location: res.headers.location ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    started.on('timeout', () => started.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    started.on('error', (err) => resolve({ error: String(err.message) }));
    started.end(req.body);
  });
}
