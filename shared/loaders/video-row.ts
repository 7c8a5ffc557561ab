/**
 * The videos of an originals bar (spec doc 2 §2, §9): up to 18 videos of an originals series, so
 * the video carousel can show 17 and knows whether to add its 'View All' card.
 */
import type { OriginalsSeriesResponse } from '../types/api';
import type { Lang } from '../types/content';
import type { Api } from '../api/client';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { crop, plainText } from '../format/text';

export interface VideoRow {
  title: string;
  slug: string;
  items: {
    videoId: string;
    title: string;
    image: string;
    date: string;
    dateTime: string;
    description: string;
    duration: number;
  }[];
}

/** The carousel shows at most 17 videos; more than that only decides the 'View All' card. */
const CAROUSEL_WANTED = 18;

/** Up to 18 videos of an originals series (18 tells the carousel there are more than 17). */
export async function videoRow(api: Api, slug: string, title: string, lang: Lang): Promise<VideoRow> {
  const items: VideoRow['items'] = [];
  for (let page = 1; page <= 3 && items.length < CAROUSEL_WANTED; page++) {
    const s = await api.get<OriginalsSeriesResponse>(`/api/connectOriginals/${encodeURIComponent(slug)}?page=${page}`);
    for (const i of s.data) {
      if (i.youtubeId) {
        items.push({
          videoId: i.youtubeId,
          title: pick(lang, i.title, i.titlePa),
          image: i.image,
          date: formatDate(i.postDate, lang),
          dateTime: i.postDate,
          description: crop(plainText(i.description), 200),
          duration: i.duration,
        });
      }
    }
    if (page >= s.totalPages) break;
  }
  return { title, slug, items: items.slice(0, CAROUSEL_WANTED) };
}
