/**
 * What is on air now: GET /api/airing after mount and every minute after, always from the
 * contract (past the page's ten-minute cache, or the bar would show the last show for up to ten
 * minutes). A failed request is logged by the API client, to the console only (spec §8); the last
 * good answer stays on screen.
 */
import { useEffect, useState } from 'react';
import type { AiringResponse } from '../../../shared/types/media';
import { browserApi, ignoreApiError } from '../../app/browser-api';

const REFRESH_MS = 60_000;

export function useAiring(): AiringResponse | null {
  const [airing, setAiring] = useState<AiringResponse | null>(null);

  useEffect(() => {
    let controller: AbortController | null = null;
    const load = async () => {
      // A slow answer is overtaken by the next minute's request.
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      try {
        const data = await browserApi().get<AiringResponse>('/api/airing', { fresh: true, signal: mine.signal });
        if (!mine.signal.aborted) setAiring(data);
      } catch (error) {
        ignoreApiError(error);
      }
    };
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => {
      controller?.abort();
      window.clearInterval(timer);
    };
  }, []);

  return airing;
}
