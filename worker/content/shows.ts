/**
 * D1 queries for shows, episodes and hosts. Host references ride along as JSON built in SQL, so a
 * show list, a show page or an episode is one query each, not one per host.
 */
import * as v from 'valibot';
import { episodeShow } from '../../shared/format/show-fields';
import { languages } from '../../shared/schemas/fields';
import { socialLink } from '../../shared/schemas/settings';
import { dayGroup, showInput } from '../../shared/schemas/shows';
import type { Episode, Host, HostListItem, HostRef, Show } from '../../shared/types/api';
import { allOf, compact, countOf, firstOf, jsonOf, opt, pageWindow, mediaText, rowOf, rowsOf } from './rows';
import { episodeRow, hostRow, showRow } from './tables';

type ShowRow = v.InferOutput<typeof showRow>;
type EpisodeRow = v.InferOutput<typeof episodeRow>;

/** A host reference as SQL's json_object builds it: a missing Punjabi title is null. */
const hostRefRow = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  titlePa: v.nullish(v.string()),
  photo: v.string(),
});
/** The first show of a host, as JSON built in SQL. */
const firstShow = v.object({ title: v.optional(v.string()), titlePa: v.nullish(v.string()) });

const hostRefs = (link: string, key: string) => `(SELECT json_group_array(json_object('id', h.id, 'slug', h.slug,
    'title', h.title, 'titlePa', h.title_pa, 'photo', h.photo))
    FROM ${link} l JOIN hosts h ON h.id = l.host_id WHERE l.${key}) AS host_list`;
const SHOW_HOSTS = hostRefs('show_hosts', 'show_id = s.id ORDER BY l.position');
const EPISODE_HOSTS = hostRefs('episode_hosts', 'episode_id = e.id');

const refs = (list: string | null | undefined): HostRef[] =>
  jsonOf(list, v.array(hostRefRow), []).map((h) => compact({ ...h, titlePa: opt(h.titlePa) }));

const langs = (list: string) => jsonOf(list, languages, []);

function toShow(r: ShowRow): Show {
  return compact({
    id: r.id,
    slug: r.slug,
    title: r.title,
    titlePa: opt(r.title_pa),
    tagline: opt(r.tagline),
    taglinePa: opt(r.tagline_pa),
    description: r.description,
    descriptionPa: opt(r.description_pa),
    intro: opt(r.intro),
    image: r.image,
    days: jsonOf(r.days, v.array(dayGroup), []),
    startTime: r.start_time,
    endTime: r.end_time,
    type: jsonOf(r.type, showInput.entries.type, { id: 0, title: '', icon: '' }),
    languages: langs(r.languages),
    hosts: refs(r.host_list),
    email: opt(r.email),
    youtubeLink: opt(r.youtube_link),
    soundcloudLink: opt(r.soundcloud_link),
    postDate: r.post_date,
  });
}

function toEpisode(r: EpisodeRow): Episode {
  const show = toShow(rowOf(showRow, JSON.parse(r.show_row)));
  return compact({
    id: r.id,
    slug: r.slug,
    showId: r.show_id,
    ...mediaText(r),
    languages: langs(r.languages),
    hosts: refs(r.host_list),
    youtubeLink: opt(r.youtube_link),
    soundcloudLink: opt(r.soundcloud_link),
    soundLink: opt(r.sound_link),
    postDate: r.post_date,
    show: episodeShow(show),
  });
}

const EPISODE_SELECT = `SELECT e.*, ${EPISODE_HOSTS},
  (SELECT json_object('id', s.id, 'slug', s.slug, 'title', s.title, 'title_pa', s.title_pa, 'image', s.image,
     'days', s.days, 'start_time', s.start_time, 'end_time', s.end_time, 'languages', s.languages, 'type', s.type,
     'description', s.description, 'post_date', s.post_date)
   FROM shows s WHERE s.id = e.show_id) AS show_row
  FROM episodes e`;

/** Every show, in schedule order. */
export async function allShows(db: D1Database): Promise<Show[]> {
  const rows = await allOf(showRow, db.prepare(`SELECT s.*, ${SHOW_HOSTS} FROM shows s ORDER BY s.start_time, s.id`));
  return rows.map(toShow);
}

/** A show by slug with one page of its episodes (newest first); null when absent. */
export async function showWithEpisodes(db: D1Database, slug: string, page: number, size: number) {
  const show = await firstOf(showRow, db.prepare(`SELECT s.*, ${SHOW_HOSTS} FROM shows s WHERE s.slug = ?`).bind(slug));
  if (!show) return null;
  const { limit, offset } = pageWindow(page, size);
  const [episodes, count] = await db.batch([
    db
      .prepare(`${EPISODE_SELECT} WHERE e.show_id = ? ORDER BY e.post_date DESC, e.id DESC LIMIT ? OFFSET ?`)
      .bind(show.id, limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM episodes WHERE show_id = ?').bind(show.id),
  ]);
  return {
    show: toShow(show),
    episodes: rowsOf(episodeRow, episodes).map(toEpisode),
    total: countOf(count),
  };
}

/** One episode by id; null when absent. */
export async function episodeById(db: D1Database, id: number): Promise<Episode | null> {
  const row = await firstOf(episodeRow, db.prepare(`${EPISODE_SELECT} WHERE e.id = ?`).bind(id));
  return row ? toEpisode(row) : null;
}

/**
 * The episode after `id` in the show's list order (newest first), i.e. the next older one;
 * null when `id` is the oldest or does not exist (the API answers 404, "none").
 */
export async function nextEpisode(db: D1Database, id: number): Promise<Episode | null> {
  const row = await firstOf(
    episodeRow,
    db
      .prepare(`${EPISODE_SELECT}
    JOIN episodes cur ON cur.id = ? AND e.show_id = cur.show_id
    WHERE e.post_date < cur.post_date OR (e.post_date = cur.post_date AND e.id < cur.id)
    ORDER BY e.post_date DESC, e.id DESC LIMIT 1`)
      .bind(id),
  );
  return row ? toEpisode(row) : null;
}

/** The newest episodes of every show, for the home page's 'Recently Aired'. */
export async function recentEpisodes(db: D1Database, limit: number): Promise<Episode[]> {
  const rows = await allOf(
    episodeRow,
    db.prepare(`${EPISODE_SELECT} ORDER BY e.post_date DESC, e.id DESC LIMIT ?`).bind(limit),
  );
  return rows.map(toEpisode);
}

/** One page of the hosts grid in the list shape of the spec (img, lang, slug, nameHost, nameShow). */
export async function hostsPage(db: D1Database, page: number, size: number) {
  const { limit, offset } = pageWindow(page, size);
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT h.*, (SELECT json_object('title', s.title, 'titlePa', s.title_pa) FROM show_hosts sh
        JOIN shows s ON s.id = sh.show_id WHERE sh.host_id = h.id ORDER BY s.start_time LIMIT 1) AS first_show
      FROM hosts h ORDER BY h.title, h.id LIMIT ? OFFSET ?`)
      .bind(limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM hosts'),
  ]);
  const data = rowsOf(hostRow, rows).map((h): HostListItem => {
    const show = jsonOf(h.first_show, firstShow, {});
    return compact({
      id: h.id,
      slug: h.slug,
      img: h.photo,
      lang: langs(h.languages),
      nameHost: h.title,
      nameHostPa: opt(h.title_pa),
      nameShow: show.title ?? '',
      nameShowPa: opt(show.titlePa),
    });
  });
  return { data, total: countOf(count) };
}

/** A host by slug with the shows they host; null when absent. */
export async function hostBySlug(db: D1Database, slug: string): Promise<Host | null> {
  const h = await firstOf(hostRow, db.prepare('SELECT * FROM hosts WHERE slug = ?').bind(slug));
  if (!h) return null;
  const shows = await allOf(
    showRow,
    db
      .prepare(`SELECT s.* FROM shows s JOIN show_hosts sh ON sh.show_id = s.id
    WHERE sh.host_id = ? ORDER BY s.start_time`)
      .bind(h.id),
  );
  return compact({
    id: h.id,
    slug: h.slug,
    title: h.title,
    titlePa: opt(h.title_pa),
    photo: h.photo,
    bio: h.bio,
    bioPa: opt(h.bio_pa),
    languages: langs(h.languages),
    socialLinks: jsonOf(h.social_links, v.array(socialLink), []),
    shows: shows.map((r) => {
      const s = toShow(r);
      return compact({
        id: s.id,
        slug: s.slug,
        title: s.title,
        titlePa: s.titlePa,
        image: s.image,
        days: s.days,
        startTime: s.startTime,
        endTime: s.endTime,
      });
    }),
  });
}
