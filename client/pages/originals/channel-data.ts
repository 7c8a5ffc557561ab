/**
 * 'View More' on a channel listing (spec doc 2 §2, §4, §8): the next page of the channel's
 * videos, through the page's API client. A status of 400 or above is an ApiError ('Bad response
 * from server'), which the client logs as 'Error fetching data: '; the page keeps its list.
 */
import type { Api } from '../../../shared/api/client';
import type { VideosResponse } from '../../../shared/types/media';
import type { Lang } from '../../../shared/types/content';
import type { Channel, ChannelVideoView } from '../../../shared/loaders/originals';
import { browserApi } from '../../app/browser-api';

/** The page of `channel` after `pageToken`, as cards in `lang`; throws ApiError when it cannot be had. */
export async function fetchChannelPage(
  channel: Channel,
  pageToken: string,
  lang: Lang,
  api: Api = browserApi(),
): Promise<{ items: ChannelVideoView[]; nextPageToken?: string }> {
  // The loader module (and date-fns with it) loads on the first 'View More', not with the page.
  const [body, { channelVideoView }] = await Promise.all([
    api.get<VideosResponse>(`/api/videos/${channel}?pageToken=${encodeURIComponent(pageToken)}`),
    import('../../../shared/loaders/originals'),
  ]);
  return { items: body.items.map((v) => channelVideoView(v, lang)), nextPageToken: body.nextPageToken };
}

/** Appends a page, leaving out videos already listed (a channel's newest upload shifts its pages). */
export function appendVideos(list: readonly ChannelVideoView[], page: readonly ChannelVideoView[]): ChannelVideoView[] {
  const seen = new Set(list.map((v) => v.videoId));
  return [...list, ...page.filter((v) => !seen.has(v.videoId))];
}
