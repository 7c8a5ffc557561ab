/**
 * The embedded originals of a channel in the video platform's item shape, served when no
 * platform key is configured, so the listing pages work offline and look the same.
 */
import * as v from 'valibot';
import type { VideoItem } from '../../shared/types/media';
import { isoDuration, longEnough, PAGE_SIZE } from '../integrations/youtube';
import { youtubeIdOf } from './originals';
import { allOf } from './rows';
import { originalItemRow } from './tables';

/** The columns a channel listing reads. */
const videoRow = v.pick(originalItemRow, ['title', 'description', 'image', 'duration', 'youtube_link', 'post_date']);

/** A page of a channel's videos (newest first) with the same duration rule as the platform's. */
export async function embeddedChannelVideos(db: D1Database, channel: string, pageToken: string | undefined) {
  const offset = pageToken && /^o\d{1,6}$/.test(pageToken) ? Number(pageToken.slice(1)) : 0;
  const rows = await allOf(
    videoRow,
    db
      .prepare(`SELECT i.title, i.description, i.image, i.duration, i.youtube_link, i.post_date
      FROM original_items i JOIN original_series s ON s.id = i.series_id JOIN original_categories c ON c.id = s.category_id
      WHERE c.slug = ? AND i.youtube_link IS NOT NULL ORDER BY i.post_date DESC, i.id DESC`)
      .bind(channel),
  );
  const all: VideoItem[] = rows.flatMap((r) => {
    const id = youtubeIdOf(r.youtube_link ?? undefined);
    const duration = isoDuration(r.duration);
    if (!id || !longEnough(duration)) return [];
    return [
      {
        id: { videoId: id },
        snippet: {
          title: r.title,
          description: r.description,
          thumbnails: { high: { url: r.image } },
          publishedAt: r.post_date,
        },
        contentDetails: { duration },
      },
    ];
  });
  const items = all.slice(offset, offset + PAGE_SIZE);
  const next = offset + PAGE_SIZE < all.length ? `o${offset + PAGE_SIZE}` : undefined;
  return { items, nextPageToken: next };
}
