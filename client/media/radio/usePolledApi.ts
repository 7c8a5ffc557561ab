/**
 * A contract answer that changes while the page is open (the airing show, the track on the live
 * stream): asked when `path` is set and every `everyMs` after, always from the contract (`fresh`),
 * a slow answer overtaken by the next call. A failed call is logged by the API client, to the
 * console only (spec §8); the last good answer stays. A null path asks nothing.
 */
import { useEffect, useState } from 'react';
import { browserApi, ignoreApiError } from '../../app/browser-api';
import { fromShallowStack } from '../../app/shallow-stack';

export function usePolledApi<T>(path: string | null, everyMs: number): T | null {
  const [answer, setAnswer] = useState<T | null>(null);

  // From a shallow stack: the first call is asked for as the page hydrates (client/app/shallow-stack.ts).
  useEffect(() => {
    if (!path) return;
    return fromShallowStack(() => {
      let controller: AbortController | null = null;
      const load = async () => {
        controller?.abort();
        const mine = new AbortController();
        controller = mine;
        try {
          const data = await browserApi().get<T>(path, { fresh: true, signal: mine.signal });
          if (!mine.signal.aborted) setAnswer(data);
        } catch (error) {
          ignoreApiError(error);
        }
      };
      void load();
      const timer = window.setInterval(() => void load(), everyMs);
      return () => {
        controller?.abort();
        window.clearInterval(timer);
      };
    });
  }, [path, everyMs]);

  return answer;
}
