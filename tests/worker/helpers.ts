/**
 * Calls the worker in-process, inside workerd, the way the edge would, and waits for its
 * background work (cache writes, refreshes) so assertions see the settled state.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/index';
import type { Env } from '../../worker/env';
import { purge } from '../../worker/cache/kv-cache';
import { clientBuild } from '../../worker/render/assets';

export const testEnv = env as unknown as Env;

/** A request to the worker with optional env overrides (e.g. BACKEND_URL for remote mode). */
export async function call(path: string, init?: RequestInit, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, init), { ...testEnv, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** GET a JSON answer, asserting nothing about its status. */
export async function getJson<T = unknown>(
  path: string,
  overrides: Partial<Env> = {},
): Promise<{ res: Response; body: T }> {
  const res = await call(path, undefined, overrides);
  return { res, body: (await res.json()) as T };
}

/** A same-site browser post of `fields` (urlencoded, as a form without JavaScript sends it); redirects are not followed. */
export function browserPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  overrides: Partial<Env> = {},
) {
  return call(
    path,
    {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      redirect: 'manual',
    },
    overrides,
  );
}

/** A multipart form POST. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  overrides: Partial<Env> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call(path, { method: 'POST', body: form, headers }, overrides);
}

/** Empties the API cache so a test starts from a MISS. */
export const clearCache = () => purge(testEnv.CACHE, '/api/');

/** How many rows a `SELECT COUNT(*) AS n …` counts: what a form or an import stored. */
export async function countRows(sql: string, ...params: unknown[]): Promise<number> {
  const row = await testEnv.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The KV key of a page address as this build keeps it (worker/cache/page-key.ts). */
export const pageKeyOf = (path: string) => `page:${clientBuild}${path}`;

/** The keys of the pages kept in KV, in order. */
export const pageKeys = async () => (await testEnv.CACHE.list({ prefix: 'page:' })).keys.map((k) => k.name).sort();

/** A listener's contact message, as the contact form sends it. */
export const contactFields = {
  firstName: 'Harpreet',
  lastName: 'Gill',
  email: 'harpreet@example.com',
  subject: 'Wrong date',
  message: 'The date in the second paragraph is wrong.',
};
