/**
 * The contract client in the browser, the only code under client/ that calls `fetch`. It adds
 * two things to the shared client:
 * - the data cache of spec §4: an answer is reused until it is older than the cache time (ten
 *   minutes); a different slug, page or id is a different path and so a different entry. Failed
 *   answers are not kept, and `fresh` asks past the cache (the airing show, every minute).
 * - the one place that logs a failed call (spec §8: "logged to the console only"). "Not found"
 *   and "no content" are answers a caller reads (the 404 page, an absent weather service) and an
 *   aborted call is the caller's own choice, so those are not logged. Callers show nothing and
 *   keep what they had; `ignoreApiError` lets them say so in their catch.
 */
import {
  ApiError,
  createApi,
  type Api,
  type CallOptions,
  type Fetcher,
  type FormApi,
  type GetOptions,
  type PostOptions,
} from '../../shared/api/client';
import { splitLanguage } from '../../shared/routing/lang-path';
import type { Lang } from '../../shared/types/content';

/** The spec's cache time, "a constant named for ten": ten minutes. */
const CACHE_TIME_MS = 10 * 60 * 1000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export interface BrowserApiOptions {
  /** The network; the page's own `fetch` unless a test gives another. */
  fetcher?: Fetcher;
  /** The clock, for the cache. */
  now?: () => number;
  /** Where failures are reported. */
  log?: (message: string, error: ApiError) => void;
  /**
   * The language of the page the visitor is on, read when a form is sent: its address decides
   * (issue 24), so a Punjabi page's forms answer in Punjabi whatever the `lang` cookie says.
   */
  pageLang?: () => Lang;
}

/** The language the current address names; '/' (English) where there is no page (tests in workerd). */
const addressLang = (): Lang => splitLanguage(globalThis.location?.pathname ?? '/').lang;

// biome-ignore lint/style/noRestrictedGlobals: this is the one client that calls the network for the browser.
const pageFetch: Fetcher = (path, init) => fetch(path, init);

/** Builds a caching, logging Api over the network. */
export function createBrowserApi({
  fetcher = pageFetch,
  now = () => Date.now(),
  log = (message, error) => console.error(message, error),
  pageLang = addressLang,
}: BrowserApiOptions = {}): Api & FormApi {
  const network = createApi(fetcher);
  const entries = new Map<string, Entry>();

  function report<T>(call: Promise<T>, message: string): Promise<T> {
    call.catch((error: unknown) => {
      if (error instanceof ApiError && !error.aborted && error.status !== 404 && error.status !== 204)
        log(message, error);
    });
    return call;
  }

  return {
    get<T>(path: string, options: GetOptions = {}): Promise<T> {
      if (options.fresh) return report(network.get<T>(path, options), 'Error fetching data: ');
      const hit = entries.get(path);
      if (hit && now() - hit.at < CACHE_TIME_MS) return abortable(hit.value as Promise<T>, path, options);
      // The shared answer does not take this caller's signal: another caller may still want it.
      const value = report(network.get<T>(path), 'Error fetching data: ');
      entries.set(path, { at: now(), value });
      value.catch(() => entries.delete(path));
      return abortable(value, path, options);
    },
    postForm(path: string, fields: Record<string, string>, options: PostOptions = {}) {
      const sent = network.postForm(path, fields, { ...options, lang: options.lang ?? pageLang() });
      return report(sent, 'Error sending form: ');
    },
  };
}

/** The shared answer, or an aborted ApiError as soon as this caller's signal fires. */
function abortable<T>(value: Promise<T>, path: string, { signal }: CallOptions): Promise<T> {
  if (!signal) return value;
  const aborted = () => new ApiError(0, path, { cause: signal.reason });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    value.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * For a caller's catch: an ApiError has been reported already (or was an abort), so there is
 * nothing left to do; anything else is a bug in the caller and is thrown on.
 */
export function ignoreApiError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}

let shared: (Api & FormApi) | undefined;

/** The page's one client, made on first use (only ever in the browser). */
export const browserApi = (): Api & FormApi => (shared ??= createBrowserApi());
