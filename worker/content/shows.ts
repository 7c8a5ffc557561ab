/**
 * D1 queries for shows, episodes and hosts. Host references ride along as JSON built in SQL, so a
 * show list, a show page or an episode is one query each, not one per host.
 */
import type { Episode, Host, HostListItem, HostRef, Show } from '../../shared/types/api';
import type { DayGroup, SocialLink } from '../../shared/types/content';
import { compact, countOf, opt, pageWindow, parseJson } from './rows';

type Row = Record<string, unknown>;

const hostRefs = (link: string, key: string) => `(SELECT json_group_array(json_object('id', h.id, 'slug', h.slug,
    'title', h.title, 'titlePa', h.title_pa, 'photo', h.photo))
    FROM ${link} l JOIN hosts h ON h.id = l.host_id WHERE l.${key}) AS host_list`;
const SHOW_HOSTS = hostRefs('show_hosts', 'show_id = s.id ORDER BY l.position');
const EPISODE_HOSTS = hostRefs('episode_hosts', 'episode_id = e.id');

const refs = (v: unknown): HostRef[] =>
  parseJson<HostRef[]>(v, []).map((h) => compact({ ...h, titlePa: opt(h.titlePa) }));

function toShow(r: Row): Show {
  return compact({
    id: r.id as number,
    slug: r.slug as string,
    title: r.title as string,
    titlePa: opt(r.title_pa),
    tagline: opt(r.tagline),
    taglinePa: opt(r.tagline_pa),
    description: r.description as string,
    descriptionPa: opt(r.description_pa),
    intro: opt(r.intro),
    image: r.image as string,
    days: parseJson<DayGroup[]>(r.days, []),
    startTime: r.start_time as string,
    endTime: r.end_time as string,
    type: parseJson<Show['type']>(r.type, { id: 0, title: '', icon: '' }),
    languages: parseJson<string[]>(r.languages, []),
    hosts: refs(r.host_list),
    email: opt(r.email),
    youtubeLink: opt(r.youtube_link),
    soundcloudLink: opt(r.soundcloud_link),
    postDate: r.post_date as string,
  });
}

function toEpisode(r: Row): Episode {
  const show = toShow(parseJson<Row>(r.show_row, {}));
  return compact({
    id: r.id as number,
    slug: r.slug as string,
    showId: r.show_id as number,
    title: r.title as string,
    titlePa: opt(r.title_pa),
    tagline: opt(r.tagline),
    description: r.description as string,
    descriptionPa: opt(r.description_pa),
    image: r.image as string,
    duration: r.duration as number,
    languages: parseJson<string[]>(r.languages, []),
    hosts: refs(r.host_list),
    youtubeLink: opt(r.youtube_link),
    soundcloudLink: opt(r.soundcloud_link),
    soundLink: opt(r.sound_link),
    postDate: r.post_date as string,
    show: compact({
      id: show.id,
      slug: show.slug,
      title: show.title,
      titlePa: show.titlePa,
      image: show.image,
      days: show.days,
      startTime: show.startTime,
      endTime: show.endTime,
      languages: show.languages,
      type: show.type,
    }),
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
  const { results } = await db.prepare(`SELECT s.*, ${SHOW_HOSTS} FROM shows s ORDER BY s.start_time, s.id`).all<Row>();
  return results.map(toShow);
}

/** A show by slug with one page of its episodes (newest first); null when absent. */
export async function showWithEpisodes(db: D1Database, slug: string, page: number, size: number) {
  const show = await db.prepare(`SELECT s.*, ${SHOW_HOSTS} FROM shows s WHERE s.slug = ?`).bind(slug).first<Row>();
  if (!show) return null;
  const { limit, offset } = pageWindow(page, size);
  const [episodes, count] = await db.batch<Row>([
    db
      .prepare(`${EPISODE_SELECT} WHERE e.show_id = ? ORDER BY e.post_date DESC, e.id DESC LIMIT ? OFFSET ?`)
      .bind(show.id, limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM episodes WHERE show_id = ?').bind(show.id),
  ]);
  return {
    show: toShow(show),
    episodes: (episodes?.results ?? []).map(toEpisode),
    total: countOf(count as D1Result<{ n: number }>),
  };
}

/** One episode by id; null when absent. */
export async function episodeById(db: D1Database, id: number): Promise<Episode | null> {
  const row = await db.prepare(`${EPISODE_SELECT} WHERE e.id = ?`).bind(id).first<Row>();
  return row ? toEpisode(row) : null;
}

/**
 * The episode after `id` in the show's list order (newest first), i.e. the next older one;
 * null when `id` is the oldest or does not exist (the API answers 404, "none").
 */
export async function nextEpisode(db: D1Database, id: number): Promise<Episode | null> {
  const row = await db
    .prepare(`${EPISODE_SELECT}
    JOIN episodes cur ON cur.id = ? AND e.show_id = cur.show_id
    WHERE e.post_date < cur.post_date OR (e.post_date = cur.post_date AND e.id < cur.id)
    ORDER BY e.post_date DESC, e.id DESC LIMIT 1`)
    .bind(id)
    .first<Row>();
  return row ? toEpisode(row) : null;
}

/** The newest episodes of every show, for the home page's 'Recently Aired'. */
export async function recentEpisodes(db: D1Database, limit: number): Promise<Episode[]> {
  const { results } = await db
    .prepare(`${EPISODE_SELECT} ORDER BY e.post_date DESC, e.id DESC LIMIT ?`)
    .bind(limit)
    .all<Row>();
  return results.map(toEpisode);
}

/** One page of the hosts grid in the list shape of the spec (img, lang, slug, nameHost, nameShow). */
export async function hostsPage(db: D1Database, page: number, size: number) {
  const { limit, offset } = pageWindow(page, size);
  const [rows, count] = await db.batch<Row>([
    db
      .prepare(`SELECT h.*, (SELECT json_object('title', s.title, 'titlePa', s.title_pa) FROM show_hosts sh
        JOIN shows s ON s.id = sh.show_id WHERE sh.host_id = h.id ORDER BY s.start_time LIMIT 1) AS first_show
      FROM hosts h ORDER BY h.title, h.id LIMIT ? OFFSET ?`)
      .bind(limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM hosts'),
  ]);
  const data = (rows?.results ?? []).map((h): HostListItem => {
    const show = parseJson<{ title?: string; titlePa?: string | null }>(h.first_show, {});
    return compact({
      id: h.id as number,
      slug: h.slug as string,
      img: h.photo as string,
      lang: parseJson<string[]>(h.languages, []),
      nameHost: h.title as string,
      nameHostPa: opt(h.title_pa),
      nameShow: show.title ?? '',
      nameShowPa: opt(show.titlePa),
    });
  });
  return { data, total: countOf(count as D1Result<{ n: number }>) };
}

/** A host by slug with the shows they host; null when absent. */
export async function hostBySlug(db: D1Database, slug: string): Promise<Host | null> {
  const h = await db.prepare('SELECT * FROM hosts WHERE slug = ?').bind(slug).first<Row>();
  if (!h) return null;
  const { results } = await db
    .prepare(`SELECT s.* FROM shows s JOIN show_hosts sh ON sh.show_id = s.id
    WHERE sh.host_id = ? ORDER BY s.start_time`)
    .bind(h.id)
    .all<Row>();
  return compact({
    id: h.id as number,
    slug: h.slug as string,
    title: h.title as string,
    titlePa: opt(h.title_pa),
    photo: h.photo as string,
    bio: h.bio as string,
    bioPa: opt(h.bio_pa),
    languages: parseJson<string[]>(h.languages, []),
    socialLinks: parseJson<SocialLink[]>(h.social_links, []),
    shows: results.map((r) => {
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
