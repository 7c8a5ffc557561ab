/**
 * The video platform client for the three originals channels (spec §7): search the channel
 * (part snippet,id, order date, maxResults 10), then read the durations (videos, part
 * contentDetails), keep only videos longer than 1:30, and keep fetching pages until at least 8
 * remain or there are no more. The key stays in the worker.
 */
import type { VideoItem } from '../../shared/types/media';

const API = 'https://www.googleapis.com/youtube/v3';
export const PAGE_SIZE = 10;
const MIN_KEPT = 8;
/** Upper bound on platform pages per request, so a channel of shorts cannot loop for long. */
const MAX_PAGES = 5;

/**
 * Spec §5: kept only if the duration includes hours, or is over 1 minute, or is exactly 1
 * minute with more than 30 seconds. Durations are ISO 8601 ('PT1M31S', 'PT1H2M', 'PT45S').
 */
export function longEnough(iso: string): boolean {
  const m = /^P(?:\d+D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!m) return false;
  const [, h, min, s] = m;
  if (/^P\d+D/.test(iso) || Number(h ?? 0) > 0) return true;
  const minutes = Number(min ?? 0);
  return minutes > 1 || (minutes === 1 && Number(s ?? 0) > 30);
}

/** Seconds as an ISO 8601 duration, for the embedded originals in the platform's shape. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export class BadResponse extends Error {
  constructor(readonly status: number) {
    super('Bad response from server');
    this.name = 'BadResponse';
  }
}

interface SearchPage {
  items?: { id?: { videoId?: string }; snippet?: VideoItem['snippet'] }[];
  nextPageToken?: string;
}

async function getJson<T>(url: string, fetcher: typeof fetch): Promise<T> {
  const res = await fetcher(url);
  if (res.status >= 400) throw new BadResponse(res.status);
  return (await res.json()) as T;
}

/** One listing page: videos longer than 1:30, at least 8 when the channel has them, and the next token. */
export async function channelVideos(
  key: string,
  channelId: string,
  pageToken: string | undefined,
  fetcher: typeof fetch = fetch,
) {
  const kept: VideoItem[] = [];
  let token = pageToken;
  for (let page = 0; page < MAX_PAGES; page++) {
    const search = new URL(`${API}/search`);
    search.search = new URLSearchParams({
      key,
      channelId,
      part: 'snippet,id',
      order: 'date',
      maxResults: String(PAGE_SIZE),
      type: 'video',
      ...(token ? { pageToken: token } : {}),
    }).toString();
    const found = await getJson<SearchPage>(search.href, fetcher);
    const ids = (found.items ?? []).map((i) => i.id?.videoId).filter((id): id is string => Boolean(id));
    if (ids.length) {
      const details = new URL(`${API}/videos`);
      details.search = new URLSearchParams({ key, part: 'contentDetails', id: ids.join(',') }).toString();
      const durations = await getJson<{ items?: { id: string; contentDetails?: { duration?: string } }[] }>(
        details.href,
        fetcher,
      );
      const byId = new Map((durations.items ?? []).map((d) => [d.id, d.contentDetails?.duration ?? '']));
      for (const item of found.items ?? []) {
        const id = item.id?.videoId;
        const duration = id ? byId.get(id) : undefined;
        if (id && item.snippet && duration && longEnough(duration)) {
          kept.push({ id: { videoId: id }, snippet: item.snippet, contentDetails: { duration } });
        }
      }
    }
    token = found.nextPageToken;
    if (kept.length >= MIN_KEPT || !token) break;
  }
  return { items: kept, nextPageToken: token };
}
