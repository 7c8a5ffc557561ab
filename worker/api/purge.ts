/**
 * POST /api/_cache/purge with `Authorization: Bearer <PURGE_TOKEN>`: drops cached answers by path
 * prefix, for a CMS publish webhook. Body (JSON or form) or query: { prefix: '/api/news' };
 * no prefix purges every cached /api answer.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { purge } from '../cache/kv-cache';

export const purgeApi = new Hono<AppEnv>();

/** Compares without leaking where the first difference is. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

async function prefixOf(req: Request, query: string | undefined): Promise<string | undefined> {
  if (query !== undefined) return query;
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await req.json().catch(() => ({}))) as { prefix?: unknown };
    return typeof body.prefix === 'string' ? body.prefix : undefined;
  }
  if (type.includes('form')) {
    const v = (await req.formData().catch(() => null))?.get('prefix');
    return typeof v === 'string' ? v : undefined;
  }
  return undefined;
}

purgeApi.post(
  '/',
  bodyLimit({ maxSize: 4096, onError: (c) => c.json({ error: 'Body too large', status: 413 }, 413) }),
  async (c) => {
    const token = c.env.PURGE_TOKEN;
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !given || !sameSecret(given, token)) return c.json({ error: 'Unauthorized', status: 401 }, 401);
    const prefix = (await prefixOf(c.req.raw, c.req.query('prefix'))) ?? '/api/';
    if (!prefix.startsWith('/api/') && prefix !== '/api') {
      return c.json({ error: "prefix must start with '/api/'", status: 400 }, 400);
    }
    const purged = await purge(c.env.CACHE, prefix);
    return c.json({ success: true, prefix, purged });
  },
);
