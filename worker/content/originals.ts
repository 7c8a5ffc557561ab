/**
 * D1 queries for Connect Originals: the three category carousels and the paged series lists.
 */
import type { OriginalItem, OriginalsCategory } from '../../shared/types/api';
import type { PageHeaders } from '../../shared/types/content';
import { compact, countOf, opt, pageWindow, parseJson } from './rows';

type Row = Record<string, unknown>;

/** The 11-character id of a video-platform watch or short link; undefined when there is none. */
export function youtubeIdOf(link: string | undefined): string | undefined {
  if (!link) return undefined;
  const m = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(link);
  return m?.[1];
}

function toItem(r: Row): OriginalItem {
  const youtubeLink = opt(r.youtube_link);
  return compact({
    id: r.id as number,
    seriesSlug: r.series_slug as string,
    title: r.title as string,
    titlePa: opt(r.title_pa),
    tagline: opt(r.tagline),
    description: r.description as string,
    descriptionPa: opt(r.description_pa),
    image: r.image as string,
    duration: r.duration as number,
    languages: parseJson<string[]>(r.languages, []),
    youtubeLink,
    youtubeId: youtubeIdOf(youtubeLink),
    soundcloudLink: opt(r.soundcloud_link),
    file: opt(r.file),
    postDate: r.post_date as string,
  });
}

const ITEM_SELECT =
  'SELECT i.*, s.slug AS series_slug FROM original_items i JOIN original_series s ON s.id = i.series_id';

/** The categories in order, each with its series and newest items (video or audio only). */
export async function originalsByCategory(db: D1Database, perCategory: number): Promise<OriginalsCategory[]> {
  const [cats, series, items] = await db.batch<Row>([
    db.prepare('SELECT * FROM original_categories ORDER BY position, id'),
    db.prepare('SELECT id, slug, title, title_pa, category_id FROM original_series ORDER BY id'),
    // Newest first per category via a window: one query for all three carousels.
    db
      .prepare(`SELECT * FROM (
        SELECT i.*, s.slug AS series_slug, s.category_id,
          ROW_NUMBER() OVER (PARTITION BY s.category_id ORDER BY i.post_date DESC, i.id DESC) AS rn
        FROM original_items i JOIN original_series s ON s.id = i.series_id
        WHERE i.youtube_link IS NOT NULL OR i.soundcloud_link IS NOT NULL OR i.file IS NOT NULL)
      WHERE rn <= ? ORDER BY category_id, rn`)
      .bind(perCategory),
  ]);
  return (cats?.results ?? []).map((c) =>
    compact({
      id: c.id as number,
      slug: c.slug as string,
      title: c.title as string,
      titlePa: opt(c.title_pa),
      series: (series?.results ?? [])
        .filter((s) => s.category_id === c.id)
        .map((s) => compact({ slug: s.slug as string, title: s.title as string, titlePa: opt(s.title_pa) })),
      items: (items?.results ?? []).filter((i) => i.category_id === c.id).map(toItem),
    }),
  );
}

/**
 * One page of a series (newest first), keeping only items with a video or audio link (spec doc 2
 * §3: "Detail items need a soundcloudLink or youtubeLink to be kept"); null for an unknown slug.
 */
export async function seriesPage(db: D1Database, slug: string, page: number, size: number) {
  const s = await db.prepare('SELECT * FROM original_series WHERE slug = ?').bind(slug).first<Row>();
  if (!s) return null;
  const { limit, offset } = pageWindow(page, size);
  const playable = '(i.youtube_link IS NOT NULL OR i.soundcloud_link IS NOT NULL)';
  const [rows, count] = await db.batch<Row>([
    db
      .prepare(
        `${ITEM_SELECT} WHERE i.series_id = ? AND ${playable} ORDER BY i.post_date DESC, i.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(s.id, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM original_items i WHERE i.series_id = ? AND ${playable}`).bind(s.id),
  ]);
  const headers: PageHeaders = compact({
    title: s.title as string,
    titlePa: opt(s.title_pa),
    heading: opt(s.heading),
    headingPa: opt(s.heading_pa),
    subheading: opt(s.description),
    subheadingPa: opt(s.description_pa),
    backgroundImage: opt(s.background_image),
  });
  return { data: (rows?.results ?? []).map(toItem), total: countOf(count as D1Result<{ n: number }>), headers };
}
