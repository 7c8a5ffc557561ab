/**
 * One deadline for a page's whole data phase. The loader's calls (in parallel or one after
 * another) and the shell's settings share a single budget from the moment the page starts, so a
 * page that makes two calls to a slow CMS takes the budget, not twice the timeout. Calls still
 * running when it passes fail as a 504 ApiError (the page then shows what the cache had, or the
 * friendly error page); their source calls go on in the cache and keep a good answer for the
 * next visitor.
 */
import { type Api, ApiError, type GetOptions } from '../../shared/api/client';

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
 * uncached article's CPU (issue 29's profile).
 */
export function pageBudget(api: Api, ms: number): PageBudget {
  let passed: unknown = null;
  let expire: (reason: unknown) => void = () => {};
  const expired = new Promise<never>((_, reject) => {
    expire = reject;
  });
  // A page whose data arrive in time never awaits `expired`: its rejection is not an error.
  expired.catch(() => {});
  const timer = setTimeout(() => {
    passed = new PageDeadline(ms);
    expire(passed);
  }, ms);
  return {
    api: {
      get<T>(path: string, options: GetOptions = {}): Promise<T> {
        if (passed) return Promise.reject(new ApiError(504, path, { cause: passed }));
        // The call itself is not aborted: in the cache it goes on and keeps a good answer.
        return Promise.race([
          api.get<T>(path, options),
          expired.catch((cause: unknown) => {
            throw new ApiError(504, path, { cause });
          }),
        ]);
      },
    },
    done: () => clearTimeout(timer),
  };
}
