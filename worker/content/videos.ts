/**
 * A channel's listing built from Connect Originals, in the video platform's item shape, served
 * when no platform key is configured, so the listing pages work offline and look the same: from
 * the embedded tables, or in proxied mode from the CMS's originals (the spec's connectOriginals
 * call), whose tables the worker does not fill.
 */
import * as v from 'valibot';
import type { OriginalsResponse } from '../../shared/types/api';
import type { VideoItem } from '../../shared/types/media';
import { isoDuration, longEnough, PAGE_SIZE } from '../integrations/youtube';
import { youtubeIdOf } from './originals';
import { allOf } from './rows';
import { originalItemRow } from './tables';

/** The columns a channel listing reads, checked like every row. */
const videoRow = v.pick(originalItemRow, [
  'title',
  'title_pa',
  'description',
  'description_pa',
  'image',
  'duration',
  'youtube_link',
  'post_date',
]);

/** What a listing needs of an originals item. */
interface VideoSource {
  title: string;
  titlePa?: string | null;
  description: string;
  descriptionPa?: string | null;
  image: string;
  /** Seconds. */
  duration: number;
  youtubeLink?: string | null;
  postDate: string;
}

/** Items with a video-platform link, newest first, with the platform's duration rule. */
function videoItems(sources: VideoSource[]): VideoItem[] {
  return sources.flatMap((s) => {
    const id = youtubeIdOf(s.youtubeLink ?? undefined);
    const duration = isoDuration(s.duration);
    if (!id || !longEnough(duration)) return [];
    return [
      {
        id: { videoId: id },
        snippet: {
          title: s.title,
          ...(s.titlePa ? { titlePa: s.titlePa } : {}),
          description: s.description,
          ...(s.descriptionPa ? { descriptionPa: s.descriptionPa } : {}),
          thumbnails: { high: { url: s.image } },
          publishedAt: s.postDate,
        },
        contentDetails: { duration },
      },
    ];
  });
}

/** One page of a listing: `o{offset}` tokens, as the platform's opaque pageToken. */
function pageOfVideos(all: VideoItem[], pageToken: string | undefined) {
  const offset = pageToken && /^o\d{1,6}$/.test(pageToken) ? Number(pageToken.slice(1)) : 0;
  const items = all.slice(offset, offset + PAGE_SIZE);
  const next = offset + PAGE_SIZE < all.length ? `o${offset + PAGE_SIZE}` : undefined;
  return { items, nextPageToken: next };
}

/** A page of a channel's videos (newest first) from the embedded tables. */
export async function embeddedChannelVideos(db: D1Database, channel: string, pageToken: string | undefined) {
  const rows = await allOf(
    videoRow,
    db
      .prepare(`SELECT i.title, i.title_pa, i.description, i.description_pa, i.image, i.duration, i.youtube_link, i.post_date
      FROM original_items i JOIN original_series s ON s.id = i.series_id JOIN original_categories c ON c.id = s.category_id
      WHERE c.slug = ? AND i.youtube_link IS NOT NULL ORDER BY i.post_date DESC, i.id DESC`)
      .bind(channel),
  );
  const sources = rows.map((r) => ({
    ...r,
    titlePa: r.title_pa,
    descriptionPa: r.description_pa,
    youtubeLink: r.youtube_link,
    postDate: r.post_date,
  }));
  return pageOfVideos(videoItems(sources), pageToken);
}

/** A page of a channel's videos from the originals answer: the items of the category named like the channel. */
export function originalsChannelVideos(res: OriginalsResponse, channel: string, pageToken: string | undefined) {
  const items = (Array.isArray(res.data) ? res.data : []).find((c) => c.slug === channel)?.items ?? [];
  const newest = [...items].sort((a, b) => String(b.postDate).localeCompare(String(a.postDate)));
  return pageOfVideos(videoItems(newest), pageToken);
}
