/**
 * One deadline for a page's whole data phase. The loader's calls (in parallel or one after
 * another) and the shell's settings share a single budget from the moment the page starts, so a
 * page that makes two calls to a slow CMS takes the budget, not twice the timeout. Calls still
 * running when it passes fail as a 504 ApiError (the page then shows what the cache had, or the
 * friendly error page); their source calls go on in the cache and keep a good answer for the
 * next visitor.
 */
import { type Api, ApiError, type GetOptions } from '../../shared/api/client';

/**
 * An Api that may also hold answers in memory (inProcessApi: the isolate's fresh contract copies,
 * worker/cache/contract-memo.ts): `kept` hands one out at once, or undefined when it has none.
 */
export interface BudgetApi extends Api {
  kept?(path: string): unknown;
}

export interface PageBudget {
  /** The Api whose calls all end by the deadline. */
  api: Api;
  /** Ends the budget's timer once the data phase is over. */
  done(): void;
}

class PageDeadline extends Error {
  constructor(ms: number) {
    super(`the page's data phase passed its ${ms} ms deadline`);
    this.name = 'PageDeadline';
  }
}

/**
 * Wraps `api` so that every call made through it ends within `ms` of this call. One timer and one
 * promise per page, no AbortController or event listener: with the timer they were ~5 % of an
 * uncached article's CPU (issue 29's profile). An answer `api` already keeps in memory cannot be
 * late, so it is handed out without the deadline; the timer starts at the first call that has to
 * wait (with what is left of the budget then): a page read from the isolate's copies sets none,
 * and a timer cost ~3 % of such a page's CPU (workerd's Node-compatible `setTimeout`).
 */
export function pageBudget(api: BudgetApi, ms: number, now: () => number = Date.now): PageBudget {
  const started = now();
  let passed: unknown = null;
  let expired: Promise<never> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = (): Promise<never> => {
    if (expired) return expired;
    expired = new Promise<never>((_, reject) => {
      const expire = () => {
        passed = new PageDeadline(ms);
        reject(passed);
      };
      const left = ms - (now() - started);
      if (left > 0) timer = setTimeout(expire, left);
      else expire();
    });
    // A page whose data arrive in time never awaits `expired`: its rejection is not an error.
    expired.catch(() => {});
    return expired;
  };
  return {
    api: {
      get<T>(path: string, options: GetOptions = {}): Promise<T> {
        if (passed) return Promise.reject(new ApiError(504, path, { cause: passed }));
        const kept = options.fresh ? undefined : api.kept?.(path);
        if (kept !== undefined) return Promise.resolve(kept as T);
        const limit = deadline();
        // The call itself is not aborted: in the cache it goes on and keeps a good answer.
        return Promise.race([
          api.get<T>(path, options),
          limit.catch((cause: unknown) => {
            throw new ApiError(504, path, { cause });
          }),
        ]);
      },
    },
    done: () => clearTimeout(timer),
  };
}
