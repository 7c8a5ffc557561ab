/**
 * The typed client of the /api contract, used by every loader and every browser call. The worker
 * builds it over an in-process call to its own Hono app (no network hop, same KV cache); the
 * browser over fetch, with the data cache of spec §4 and the one place that logs failures
 * (client/app/browser-api.ts). Every way a call can fail is an ApiError, so callers handle one type.
 */
import { PAGE_LANG_HEADER } from '../constants';
import type { FormReply } from '../types/api';
import type { Lang } from '../types/content';

/** Answers a contract path and request (method, body, headers, signal) with a Response. */
export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

export interface CallOptions {
  /** Lets the caller give up (a component that unmounts); the call then fails with `aborted` set. */
  signal?: AbortSignal;
}

export interface PostOptions extends CallOptions {
  /** The language of the page the form is on: the reply's messages are written in it. */
  lang?: Lang;
}

export interface GetOptions extends CallOptions {
  /** Ask the contract itself, past any cache on the caller's side (answers that change by the minute). */
  fresh?: boolean;
}

/**
 * A call to the contract that did not bring what was asked: an error status, a 204 where content
 * was expected, a body that is not the expected JSON, or no answer at all (status 0: offline,
 * refused, or aborted by the caller).
 */
export class ApiError extends Error {
  readonly method: string;

  constructor(
    readonly status: number,
    readonly path: string,
    options: { method?: string; cause?: unknown } = {},
  ) {
    const method = options.method ?? 'GET';
    super(messageFor(method, path, status, options.cause), { cause: options.cause });
    this.name = 'ApiError';
    this.method = method;
  }

  /**
   * The caller gave up: nothing failed, so nothing is reported. Before the answer (status 0) or
   * while its body was read (the answer's status, e.g. the radio paused as the track came in).
   */
  get aborted(): boolean {
    return isAbort(this.cause);
  }
}

/** fetch rejects with the signal's reason: an AbortError DOMException unless the caller gave another. */
const isAbort = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';

function messageFor(method: string, path: string, status: number, cause: unknown): string {
  const call = `${method} ${path}`;
  if (isAbort(cause)) return `${call} was aborted`;
  if (status === 0) return `No response from server: ${call} (${String(cause)})`;
  // The spec's words for a status of 400 or above (§8), with the call that got it.
  if (status >= 400) return `Bad response from server: ${call} answered ${status}`;
  return status === 204 ? `${call} answered 204 without content` : `${call} answered ${status} without readable JSON`;
}

/** Reading the contract: all a loader needs, on the server and in the browser. */
export interface Api {
  /** GET a contract path ('/api/news/bc?page=2') as JSON; anything else is an ApiError. */
  get<T>(path: string, options?: GetOptions): Promise<T>;
}

/** Sending a form to the contract (the browser's forms). */
export interface FormApi {
  /**
   * POST a form as multipart form data and read the spec's reply: `{ success: true }`, or
   * `{ success: false }` with `validateErrors` keyed by field (status 400) or `error.detail`. Such a
   * reply is returned whatever its status; no answer, or any other body, is an ApiError.
   */
  postForm(path: string, fields: Record<string, string>, options?: PostOptions): Promise<FormReply>;
}

async function json(res: Response, method: string, path: string): Promise<unknown> {
  try {
    return await res.json();
  } catch (cause) {
    throw new ApiError(res.status, path, { method, cause });
  }
}

/** A GET's answer as the JSON it must carry; an error status, a 204 or unreadable JSON is an ApiError. */
export async function contentOf(res: Response, path: string): Promise<unknown> {
  if (!res.ok || res.status === 204) throw new ApiError(res.status, path);
  return json(res, 'GET', path);
}

/** A client over any function that answers a contract path with a Response. */
export function createApi(fetcher: Fetcher): Api & FormApi {
  const call = async (
    method: string,
    path: string,
    init: RequestInit,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    try {
      return await fetcher(path, { ...init, method, headers: { accept: 'application/json', ...headers } });
    } catch (cause) {
      throw new ApiError(0, path, { method, cause });
    }
  };
  return {
    async get<T>(path: string, options: GetOptions = {}): Promise<T> {
      return (await contentOf(await call('GET', path, { signal: options.signal ?? null }), path)) as T;
    },
    async postForm(path: string, fields: Record<string, string>, options: PostOptions = {}): Promise<FormReply> {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      const lang = options.lang ? { [PAGE_LANG_HEADER]: options.lang } : undefined;
      const res = await call('POST', path, { body, signal: options.signal ?? null }, lang);
      const reply = await json(res, 'POST', path).catch(() => null);
      if (isFormReply(reply)) return reply;
      throw new ApiError(res.status, path, { method: 'POST' });
    },
  };
}

/** Enough of the reply's shape to hand it on; the form reads the fields it shows. */
function isFormReply(value: unknown): value is FormReply {
  return typeof value === 'object' && value !== null && 'success' in value && typeof value.success === 'boolean';
}

/** True when `err` is the contract saying "no such thing". */
export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;

/**
 * GET that reads "nothing there" as null: 404 Not Found (next-episode, next-featured) and
 * 204 No Content (the weather when no weather service is configured).
 */
export async function getOrNull<T>(api: Api, path: string, options?: GetOptions): Promise<T | null> {
  try {
    return await api.get<T>(path, options);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 204)) return null;
    throw err;
  }
}
