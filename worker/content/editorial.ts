/**
 * D1 queries for featured stories, events and careers.
 */
import type { EventItem, FeaturedItem, FeaturedPost } from '../../shared/types/api';
import type { BodyBlock } from '../../shared/types/content';
import { compact, countOf, opt, pageWindow, parseJson } from './rows';

type Row = Record<string, unknown>;

function toFeaturedItem(r: Row): FeaturedItem {
  return compact({
    id: r.id as number,
    title: r.title as string,
    titlePa: opt(r.title_pa),
    intro: r.intro as string,
    introPa: opt(r.intro_pa),
    image: r.image as string,
    postDate: r.post_date as string,
  });
}

/** One page of featured stories, newest first, and the total. */
export async function featuredPage(db: D1Database, page: number, size: number) {
  const { limit, offset } = pageWindow(page, size);
  const [rows, count] = await db.batch<Row>([
    db
      .prepare(
        'SELECT id, title, title_pa, intro, intro_pa, image, post_date FROM featured ORDER BY post_date DESC, id DESC LIMIT ? OFFSET ?',
      )
      .bind(limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM featured'),
  ]);
  return { data: (rows?.results ?? []).map(toFeaturedItem), total: countOf(count as D1Result<{ n: number }>) };
}

/** A featured story with its body; null when absent. */
export async function featuredById(db: D1Database, id: number): Promise<FeaturedPost | null> {
  const r = await db.prepare('SELECT * FROM featured WHERE id = ?').bind(id).first<Row>();
  if (!r) return null;
  return compact({
    ...toFeaturedItem(r),
    body: parseJson<BodyBlock[]>(r.body, []),
    bodyPa: r.body_pa ? parseJson<BodyBlock[]>(r.body_pa, []) : undefined,
  });
}

/** The story after `id` in list order (newest first), i.e. the next older one; null if none. */
export async function nextFeatured(db: D1Database, id: number): Promise<FeaturedItem | null> {
  const r = await db
    .prepare(`SELECT f.id, f.title, f.title_pa, f.intro, f.intro_pa, f.image, f.post_date FROM featured f
    JOIN featured cur ON cur.id = ?
    WHERE f.post_date < cur.post_date OR (f.post_date = cur.post_date AND f.id < cur.id)
    ORDER BY f.post_date DESC, f.id DESC LIMIT 1`)
    .bind(id)
    .first<Row>();
  return r ? toFeaturedItem(r) : null;
}

export interface EventRow extends EventItem {
  featured: boolean;
}

function toEvent(r: Row): EventRow {
  return compact({
    id: r.id as number,
    title: r.title as string,
    titlePa: opt(r.title_pa),
    intro: r.intro as string,
    introPa: opt(r.intro_pa),
    dateTime: r.date_time as string,
    location: r.location as string,
    price: r.price as number,
    link: opt(r.link),
    image: r.image as string,
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
  const { results } = await db
    .prepare('SELECT * FROM events WHERE date_time >= ? ORDER BY date_time, id LIMIT ?')
    .bind(from, limit)
    .all<Row>();
  return results.map(toEvent);
}

/** Careers, newest first. */
export async function careers(db: D1Database) {
  const { results } = await db.prepare('SELECT * FROM careers ORDER BY post_date DESC, id DESC').all<Row>();
  return results.map((r) =>
    compact({
      id: r.id as number,
      slug: r.slug as string,
      title: r.title as string,
      titlePa: opt(r.title_pa),
      intro: r.intro as string,
      introPa: opt(r.intro_pa),
      postDate: r.post_date as string,
    }),
  );
}
