/**
 * D1 queries for featured stories, events and careers.
 */
import type * as v from 'valibot';
import { body } from '../../shared/schemas/blocks';
import type { EventItem, FeaturedItem, FeaturedPost } from '../../shared/types/api';
import { allOf, compact, countOf, firstOf, jsonOf, opt, pageWindow, rowsOf, titleIntro } from './rows';
import { careerRow, eventRow, featuredRow } from './tables';

type FeaturedRow = v.InferOutput<typeof featuredRow>;

function toFeaturedItem(r: FeaturedRow): FeaturedItem {
  return compact({
    id: r.id,
    ...titleIntro(r),
    image: r.image,
    postDate: r.post_date,
  });
}

/** One page of featured stories, newest first, and the total. */
export async function featuredPage(db: D1Database, page: number, size: number) {
  const { limit, offset } = pageWindow(page, size);
  const [rows, count] = await db.batch([
    db
      .prepare(
        'SELECT id, title, title_pa, intro, intro_pa, image, post_date FROM featured ORDER BY post_date DESC, id DESC LIMIT ? OFFSET ?',
      )
      .bind(limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM featured'),
  ]);
  return { data: rowsOf(featuredRow, rows).map(toFeaturedItem), total: countOf(count) };
}

/** A featured story with its body; null when absent. */
export async function featuredById(db: D1Database, id: number): Promise<FeaturedPost | null> {
  const r = await firstOf(featuredRow, db.prepare('SELECT * FROM featured WHERE id = ?').bind(id));
  if (!r) return null;
  return compact({
    ...toFeaturedItem(r),
    body: jsonOf(r.body, body, []),
    bodyPa: r.body_pa ? jsonOf(r.body_pa, body, []) : undefined,
  });
}

/** The story after `id` in list order (newest first), i.e. the next older one; null if none. */
export async function nextFeatured(db: D1Database, id: number): Promise<FeaturedItem | null> {
  const r = await firstOf(
    featuredRow,
    db
      .prepare(`SELECT f.id, f.title, f.title_pa, f.intro, f.intro_pa, f.image, f.post_date FROM featured f
    JOIN featured cur ON cur.id = ?
    WHERE f.post_date < cur.post_date OR (f.post_date = cur.post_date AND f.id < cur.id)
    ORDER BY f.post_date DESC, f.id DESC LIMIT 1`)
      .bind(id),
  );
  return r ? toFeaturedItem(r) : null;
}

export interface EventRow extends EventItem {
  featured: boolean;
}

function toEvent(r: v.InferOutput<typeof eventRow>): EventRow {
  return compact({
    id: r.id,
    ...titleIntro(r),
    dateTime: r.date_time,
    location: r.location,
    locationPa: opt(r.location_pa),
    price: r.price,
    link: opt(r.link),
    image: r.image,
    featured: Boolean(r.featured),
  });
}

/**
 * Events that have not ended, soonest first. An event counts as current until the end of the
 * Vancouver day it starts on, so tonight's event still shows this afternoon (a 12 h grace is a
 * simple, zone-free way to say that for evening events).
 */
export async function upcomingEvents(db: D1Database, now: Date, limit = 500): Promise<EventRow[]> {
  const from = new Date(now.getTime() - 12 * 3_600_000).toISOString();
  const rows = await allOf(
    eventRow,
    db.prepare('SELECT * FROM events WHERE date_time >= ? ORDER BY date_time, id LIMIT ?').bind(from, limit),
  );
  return rows.map(toEvent);
}

/** Careers, newest first. */
export async function careers(db: D1Database) {
  const rows = await allOf(careerRow, db.prepare('SELECT * FROM careers ORDER BY post_date DESC, id DESC'));
  return rows.map((r) =>
    compact({
      id: r.id,
      slug: r.slug,
      title: r.title,
      titlePa: opt(r.title_pa),
      intro: r.intro,
      introPa: opt(r.intro_pa),
      postDate: r.post_date,
    }),
  );
}
