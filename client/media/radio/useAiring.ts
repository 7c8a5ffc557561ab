/**
 * What is on air now: GET /api/airing after mount and every minute after. A failed request is
 * logged to the console only (spec §8); the last good answer stays on screen.
 */
import { useEffect, useState } from 'react';
import type { AiringResponse } from '../../../shared/types/media';

const REFRESH_MS = 60_000;

export function useAiring(): AiringResponse | null {
  const [airing, setAiring] = useState<AiringResponse | null>(null);

  useEffect(() => {
    let alive = true;
    let controller: AbortController | null = null;
    const load = async () => {
      controller?.abort();
      controller = new AbortController();
      try {
        const res = await fetch('/api/airing', { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`GET /api/airing answered ${res.status}`);
        const data = (await res.json()) as AiringResponse;
        if (alive) setAiring(data);
      } catch (error) {
        if (alive && !(error instanceof DOMException && error.name === 'AbortError')) {
          console.error('radio: the airing show could not be loaded', error);
        }
      }
    };
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => {
      alive = false;
      controller?.abort();
      window.clearInterval(timer);
    };
  }, []);

  return airing;
}
