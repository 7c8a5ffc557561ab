/**
 * What is on air now: GET /api/airing after mount and every minute after, always from the
 * contract (past the page's ten-minute cache, or the bar would show the last show for up to ten
 * minutes).
 */
import type { AiringResponse } from '../../../shared/types/media';
import { usePolledApi } from './usePolledApi';

const REFRESH_MS = 60_000;

export function useAiring(): AiringResponse | null {
  return usePolledApi<AiringResponse>('/api/airing', REFRESH_MS);
}
