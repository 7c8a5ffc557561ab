/**
 * A song list from GET /api/history/{fm|hd2} (live data, read past the browser's cache): loading,
 * failed (offline or an error; Retry asks again) or the songs. `again` changes whenever the list
 * should be read anew (the track on the stream changed).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PlayedItem } from '../../../shared/types/history';
import { browserApi } from '../../app/browser-api';
import { itemsOf } from './history';

export type SongList =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; items: PlayedItem[] };

export function useHistory(path: string | null, again: unknown = null): { list: SongList; retry: () => void } {
  const [list, setList] = useState<SongList>({ state: path ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `again` and `attempt` are what ask anew
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setList((now) => (now.state === 'ready' ? now : { state: 'loading' }));
    browserApi()
      .get<unknown>(path, { fresh: true, signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setList({ state: 'ready', items: itemsOf(answer) });
      })
      // Offline, an error answer (logged by the API client) or not a history: the failed state.
      .catch(() => {
        if (!controller.signal.aborted) setList({ state: 'failed' });
      });
    return () => controller.abort();
  }, [path, again, attempt]);

  return { list, retry };
}
