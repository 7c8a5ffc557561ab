/**
 * D1 queries for Connect Originals: the three category carousels and the paged series lists.
 */
import type * as v from 'valibot';
import { languages } from '../../shared/schemas/fields';
import type { OriginalItem, OriginalsCategory } from '../../shared/types/api';
import type { PageHeaders } from '../../shared/types/content';
import { allOf, compact, countOf, firstOf, jsonOf, opt, pageWindow, mediaText, rowsOf } from './rows';
import { categoryRow, originalItemRow, originalPlaceRow, seriesRow } from './tables';

/** The 11-character id of a video-platform watch or short link; undefined when there is none. */
export function youtubeIdOf(link: string | undefined): string | undefined {
  if (!link) return undefined;
  const m = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(link);
  return m?.[1];
}

function toItem(r: v.InferOutput<typeof originalItemRow>): OriginalItem {
  const youtubeLink = opt(r.youtube_link);
  return compact({
    id: r.id,
    seriesSlug: r.series_slug,
    ...mediaText(r),
    languages: jsonOf(r.languages, languages, []),
    youtubeLink,
    youtubeId: youtubeIdOf(youtubeLink),
    soundcloudLink: opt(r.soundcloud_link),
    file: opt(r.file),
    postDate: r.post_date,
  });
}

/** What a series page lists: items with a video or audio link. */
const playable = (t: string) => `(${t}.youtube_link IS NOT NULL OR ${t}.soundcloud_link IS NOT NULL)`;

const ITEM_SELECT =
  'SELECT i.*, s.slug AS series_slug FROM original_items i JOIN original_series s ON s.id = i.series_id';

/** The categories in order, each with its series and newest items (video or audio only). */
export async function originalsByCategory(db: D1Database, perCategory: number): Promise<OriginalsCategory[]> {
  const [cats, series, items] = await db.batch([
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
  const allSeries = rowsOf(seriesRow, series);
  const allItems = rowsOf(originalItemRow, items);
  return rowsOf(categoryRow, cats).map((c) =>
    compact({
      id: c.id,
      slug: c.slug,
      title: c.title,
      titlePa: opt(c.title_pa),
      series: allSeries
        .filter((s) => s.category_id === c.id)
        .map((s) => compact({ slug: s.slug, title: s.title, titlePa: opt(s.title_pa) })),
      items: allItems.filter((i) => i.category_id === c.id).map(toItem),
    }),
  );
}

/**
 * One page of a series (newest first), keeping only items with a video or audio link (spec doc 2
 * §3: "Detail items need a soundcloudLink or youtubeLink to be kept"); null for an unknown slug.
 */
export async function seriesPage(db: D1Database, slug: string, page: number, size: number) {
  const s = await firstOf(seriesRow, db.prepare('SELECT * FROM original_series WHERE slug = ?').bind(slug));
  if (!s) return null;
  const { limit, offset } = pageWindow(page, size);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${ITEM_SELECT} WHERE i.series_id = ? AND ${playable('i')} ORDER BY i.post_date DESC, i.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(s.id, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM original_items i WHERE i.series_id = ? AND ${playable('i')}`).bind(s.id),
  ]);
  const headers: PageHeaders = compact({
    title: s.title,
    titlePa: opt(s.title_pa),
    heading: opt(s.heading),
    headingPa: opt(s.heading_pa),
    subheading: opt(s.description),
    subheadingPa: opt(s.description_pa),
    backgroundImage: opt(s.background_image),
  });
  return { data: rowsOf(originalItemRow, rows).map(toItem), total: countOf(count), headers };
}

const PLACE_SQL = `SELECT i.id AS id, s.slug AS slug,
    (SELECT COUNT(*) FROM original_items j WHERE j.series_id = i.series_id AND ${playable('j')}
      AND (j.post_date > i.post_date OR (j.post_date = i.post_date AND j.id > i.id))) AS before
  FROM original_items i JOIN original_series s ON s.id = i.series_id
  WHERE i.id IN (SELECT value FROM json_each(?)) AND ${playable('i')}`;

/**
 * Where each listed original is shown: its series' slug and the page of the series (size `size`,
 * newest first, as `seriesPage` lists them) it is on. An item no series page lists is left out.
 */
export async function originalPlaces(
  db: D1Database,
  ids: readonly (string | number)[],
  size: number,
): Promise<Map<string, { slug: string; page: number }>> {
  if (!ids.length) return new Map();
  const rows = await allOf(originalPlaceRow, db.prepare(PLACE_SQL).bind(JSON.stringify(ids.map(Number))));
  return new Map(rows.map((r) => [String(r.id), { slug: r.slug, page: Math.floor(r.before / size) + 1 }]));
}
