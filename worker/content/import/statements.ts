/**
 * Turns a checked bundle into SQL statements with bound parameters. Rows are upserted by id
 * (ON CONFLICT ... DO UPDATE, never INSERT OR REPLACE: a replace deletes the row first and the
 * ON DELETE CASCADE would take a show's episodes with it). Link tables of an imported entity are
 * rewritten, so a re-import that drops a tag drops the link too. Submissions are never touched.
 */
import type { ContentBundle } from '../../../shared/types/content';

type SqlValue = string | number | null;
export interface Statement {
  sql: string;
  params: SqlValue[];
}

type Row = Record<string, SqlValue | undefined>;

const json = (v: unknown): string => JSON.stringify(v ?? []);
const flag = (v: boolean | undefined): number => (v ? 1 : 0);

/** An upsert of one row keyed by `key`; undefined values are stored as NULL. */
export function upsert(table: string, row: Row, key = 'id'): Statement {
  const cols = Object.keys(row);
  const updates = cols.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`);
  return {
    sql: `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')}) ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`,
    params: cols.map((c) => row[c] ?? null),
  };
}

/** All statements for a bundle, in an order that satisfies foreign keys. */
export function bundleStatements(b: ContentBundle): Statement[] {
  const out: Statement[] = [];
  for (const t of b.tags ?? []) {
    out.push(upsert('tags', { id: t.id, kind: t.kind, slug: t.slug, name: t.name, name_pa: t.namePa }));
  }
  for (const h of b.hosts ?? []) {
    out.push(
      upsert('hosts', {
        id: h.id,
        slug: h.slug,
        title: h.title,
        title_pa: h.titlePa,
        photo: h.photo,
        bio: h.bio,
        bio_pa: h.bioPa,
        languages: json(h.languages),
        social_links: json(h.socialLinks),
      }),
    );
  }
  for (const p of b.posts ?? []) {
    out.push(
      upsert('posts', {
        id: p.id,
        kind: p.kind,
        slug: p.slug,
        title: p.title,
        title_pa: p.titlePa,
        intro: p.intro,
        intro_pa: p.introPa,
        body: json(p.body),
        body_pa: p.bodyPa ? json(p.bodyPa) : null,
        author: p.author,
        author_pa: p.authorPa,
        has_en: flag(p.locale.includes('en')),
        has_pa: flag(p.locale.includes('pa')),
        image: p.images[0]?.url,
        images: json(p.images),
        audios: json(p.audios),
        videos: json(p.videos),
        post_date: p.postDate,
        post_date_updated: p.postDateUpdated,
      }),
    );
    out.push({ sql: 'DELETE FROM post_tags WHERE post_id = ?', params: [p.id] });
    for (const tag of p.tags) {
      out.push({
        sql: 'INSERT INTO post_tags (post_id, tag_id) SELECT ?, id FROM tags WHERE kind = ? AND slug = ?',
        params: [p.id, p.kind, tag],
      });
    }
  }
  for (const s of b.shows ?? []) {
    out.push(
      upsert('shows', {
        id: s.id,
        slug: s.slug,
        title: s.title,
        title_pa: s.titlePa,
        tagline: s.tagline,
        tagline_pa: s.taglinePa,
        description: s.description,
        description_pa: s.descriptionPa,
        intro: s.intro,
        image: s.image,
        days: json(s.days),
        start_time: s.startTime,
        end_time: s.endTime,
        type: json(s.type),
        languages: json(s.languages),
        email: s.email,
        youtube_link: s.youtubeLink,
        soundcloud_link: s.soundcloudLink,
        post_date: s.postDate,
      }),
    );
    out.push({ sql: 'DELETE FROM show_hosts WHERE show_id = ?', params: [s.id] });
    for (const [i, h] of s.hosts.entries())
      out.push({ sql: 'INSERT INTO show_hosts (show_id, host_id, position) VALUES (?, ?, ?)', params: [s.id, h, i] });
  }
  for (const e of b.episodes ?? []) {
    out.push(
      upsert('episodes', {
        id: e.id,
        show_id: e.showId,
        slug: e.slug,
        title: e.title,
        title_pa: e.titlePa,
        tagline: e.tagline,
        description: e.description,
        description_pa: e.descriptionPa,
        image: e.image,
        duration: e.duration,
        languages: json(e.languages),
        youtube_link: e.youtubeLink,
        soundcloud_link: e.soundcloudLink,
        sound_link: e.soundLink,
        post_date: e.postDate,
      }),
    );
    out.push({ sql: 'DELETE FROM episode_hosts WHERE episode_id = ?', params: [e.id] });
    for (const h of e.hosts)
      out.push({ sql: 'INSERT INTO episode_hosts (episode_id, host_id) VALUES (?, ?)', params: [e.id, h] });
  }
  for (const c of b.originalCategories ?? []) {
    out.push(
      upsert('original_categories', {
        id: c.id,
        slug: c.slug,
        title: c.title,
        title_pa: c.titlePa,
        position: c.position,
      }),
    );
  }
  for (const s of b.originalSeries ?? []) {
    out.push(
      upsert('original_series', {
        id: s.id,
        slug: s.slug,
        category_id: s.categoryId,
        title: s.title,
        title_pa: s.titlePa,
        heading: s.heading,
        heading_pa: s.headingPa,
        description: s.description,
        description_pa: s.descriptionPa,
        background_image: s.backgroundImage,
      }),
    );
  }
  for (const o of b.originalItems ?? []) {
    out.push(
      upsert('original_items', {
        id: o.id,
        series_id: o.seriesId,
        title: o.title,
        title_pa: o.titlePa,
        tagline: o.tagline,
        description: o.description,
        description_pa: o.descriptionPa,
        image: o.image,
        duration: o.duration,
        languages: json(o.languages),
        youtube_link: o.youtubeLink,
        soundcloud_link: o.soundcloudLink,
        file: o.file,
        post_date: o.postDate,
      }),
    );
  }
  for (const f of b.featured ?? []) {
    out.push(
      upsert('featured', {
        id: f.id,
        title: f.title,
        title_pa: f.titlePa,
        intro: f.intro,
        intro_pa: f.introPa,
        body: json(f.body),
        body_pa: f.bodyPa ? json(f.bodyPa) : null,
        image: f.image,
        post_date: f.postDate,
      }),
    );
  }
  for (const e of b.events ?? []) {
    out.push(
      upsert('events', {
        id: e.id,
        title: e.title,
        title_pa: e.titlePa,
        intro: e.intro,
        intro_pa: e.introPa,
        date_time: e.dateTime,
        location: e.location,
        location_pa: e.locationPa,
        price: e.price,
        link: e.link,
        image: e.image,
        featured: flag(e.featured),
      }),
    );
  }
  for (const c of b.careers ?? []) {
    out.push(
      upsert('careers', {
        id: c.id,
        slug: c.slug,
        title: c.title,
        title_pa: c.titlePa,
        intro: c.intro,
        intro_pa: c.introPa,
        post_date: c.postDate,
      }),
    );
  }
  for (const p of b.pages ?? []) out.push(upsert('pages', { path: p.path, doc: JSON.stringify(p) }, 'path'));
  for (const p of b.legal ?? []) out.push(upsert('legal_pages', { path: p.path, doc: JSON.stringify(p) }, 'path'));
  const documents = {
    settings: b.settings,
    home: b.home,
    pageNotFound: b.pageNotFound,
    contactPage: b.contactPage,
    eventsPage: b.eventsPage,
    featuredHeaders: b.featuredHeaders,
  };
  for (const [key, doc] of Object.entries(documents)) {
    if (doc !== undefined) out.push(upsert('documents', { key, doc: JSON.stringify(doc) }, 'key'));
  }
  return out;
}

/** SQL text with the parameters written in as literals, for `wrangler d1 execute --file`. */
export function toSqlText(statements: Statement[]): string {
  const literal = (v: SqlValue): string =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`;
  return statements
    .map((s) => {
      let i = 0;
      return `${s.sql.replace(/\?/g, () => literal(s.params[i++] ?? null))};`;
    })
    .join('\n');
}
