/**
 * 'View More' on a channel listing (spec doc 2 §2, §4, §8): the next page of the channel's
 * videos. A status of 400 or above throws 'Bad response from server'; the page logs it as
 * 'Error fetching data: ' and keeps its list unchanged.
 */
import type { VideosResponse } from '../../../shared/types/media';
import type { Lang } from '../../../shared/types/content';
import { channelVideoView, type Channel, type ChannelVideoView } from '../../../shared/loaders/originals';

export async function fetchChannelPage(
  channel: Channel,
  pageToken: string,
  lang: Lang,
): Promise<{ items: ChannelVideoView[]; nextPageToken?: string }> {
  const res = await fetch(`/api/videos/${channel}?pageToken=${encodeURIComponent(pageToken)}`, {
    headers: { accept: 'application/json' },
  });
  if (res.status >= 400) throw new Error('Bad response from server');
  const body = (await res.json()) as VideosResponse;
  return { items: body.items.map((v) => channelVideoView(v, lang)), nextPageToken: body.nextPageToken };
}

/** Appends a page, leaving out videos already listed (a channel's newest upload shifts its pages). */
export function appendVideos(list: readonly ChannelVideoView[], page: readonly ChannelVideoView[]): ChannelVideoView[] {
  const seen = new Set(list.map((v) => v.videoId));
  return [...list, ...page.filter((v) => !seen.has(v.videoId))];
}
