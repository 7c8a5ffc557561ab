/**
 * D1 queries for news and entertainment posts: cards by tag and language, grouped sections, one
 * post with related and latest. Card queries never read the body columns, and each card's tags
 * come from a correlated json_group_array, so a list is one query whatever its length.
 */
import type { ArticleCard, Post, TagRef } from '../../shared/types/api';
import type { AudioRef, BodyBlock, ImageRef, Lang, PostKind, VideoRef } from '../../shared/types/content';
import { compact, opt, parseJson } from './rows';

const TAG_LIST = `(SELECT json_group_array(json_object('id', t.id, 'name', t.name, 'slug', t.slug))
     FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) AS tag_list`;
const CARD_COLUMNS = `p.id, p.kind, p.slug, p.title, p.title_pa, p.intro, p.intro_pa, p.image, p.post_date,
  p.post_date_updated, p.has_en, p.has_pa, ${TAG_LIST}`;

type Row = Record<string, unknown>;

/** The language filter as SQL; `lang` null means both. Column names are fixed, never input. */
const langClause = (lang: Lang | null): string =>
  lang === 'pa' ? 'AND p.has_pa = 1' : lang === 'en' ? 'AND p.has_en = 1' : '';

const localeOf = (r: Row): Lang[] => [...(r.has_en ? ['en' as const] : []), ...(r.has_pa ? ['pa' as const] : [])];

function toCard(r: Row): ArticleCard {
  return compact({
    id: r.id as number,
    slug: r.slug as string,
    kind: r.kind as PostKind,
    title: r.title as string,
    titlePa: opt(r.title_pa),
    intro: r.intro as string,
    introPa: opt(r.intro_pa),
    image: opt(r.image),
    postDate: r.post_date as string,
    isUpdated: Boolean(r.post_date_updated),
    locale: localeOf(r),
    tags: parseJson<ArticleCard['tags']>(r.tag_list, []),
  });
}

function toPost(r: Row): Post {
  const locale = localeOf(r);
  return compact({
    ...toCard(r),
    body: parseJson<BodyBlock[]>(r.body, []),
    bodyPa: r.body_pa ? parseJson<BodyBlock[]>(r.body_pa, []) : undefined,
    author: opt(r.author),
    authorPa: opt(r.author_pa),
    images: parseJson<ImageRef[]>(r.images, []),
    audios: parseJson<AudioRef[]>(r.audios, []),
    videos: parseJson<VideoRef[]>(r.videos, []),
    postDateUpdated: opt(r.post_date_updated),
    languages: locale,
  });
}

export interface CardQuery {
  kind: PostKind;
  /** A tag slug of that kind; null for every post of the kind. */
  tag: string | null;
  lang: Lang | null;
  limit: number;
  offset?: number;
  excludeId?: number;
}

/** A prepared statement for a page of cards, newest first. */
export function cardsStatement(db: D1Database, q: CardQuery): D1PreparedStatement {
  const tagJoin = q.tag ? 'JOIN post_tags f ON f.post_id = p.id JOIN tags ft ON ft.id = f.tag_id AND ft.slug = ?' : '';
  const sql = `SELECT ${CARD_COLUMNS} FROM posts p ${tagJoin}
    WHERE p.kind = ? ${langClause(q.lang)} AND p.id != ?
    ORDER BY p.post_date DESC, p.id DESC LIMIT ? OFFSET ?`;
  const params = [...(q.tag ? [q.tag] : []), q.kind, q.excludeId ?? 0, q.limit, q.offset ?? 0];
  return db.prepare(sql).bind(...params);
}

/** A prepared statement counting the cards a CardQuery would page through. */
export function countStatement(db: D1Database, q: Pick<CardQuery, 'kind' | 'tag' | 'lang'>): D1PreparedStatement {
  const tagJoin = q.tag ? 'JOIN post_tags f ON f.post_id = p.id JOIN tags ft ON ft.id = f.tag_id AND ft.slug = ?' : '';
  const sql = `SELECT COUNT(*) AS n FROM posts p ${tagJoin} WHERE p.kind = ? ${langClause(q.lang)}`;
  return db.prepare(sql).bind(...(q.tag ? [q.tag] : []), q.kind);
}

export const cardsOf = (r: D1Result<Row> | undefined): ArticleCard[] => (r?.results ?? []).map(toCard);

/** The tags of a kind, in id order (the order the CMS gave them): batched with the cards they label. */
export const tagsStatement = (db: D1Database, kind: PostKind): D1PreparedStatement =>
  db.prepare('SELECT id, slug, name, name_pa FROM tags WHERE kind = ? ORDER BY id').bind(kind);

/** The tag references of a tagsStatement result. */
export const tagsOf = (r: D1Result<Row> | undefined): TagRef[] =>
  (r?.results ?? []).map((t) =>
    compact({
      id: t.id as number,
      slug: t.slug as string,
      name: t.name as string,
      namePa: opt(t.name_pa),
      title: t.name as string,
    }),
  );

/** A post with up to 3 related cards (sharing a tag) and the latest cards of its kind; null when absent. */
export async function postWithRelated(
  db: D1Database,
  kind: PostKind,
  slug: string,
  latestCount: number,
  relatedCount: number,
) {
  const row = await db
    .prepare(`SELECT p.*, ${TAG_LIST} FROM posts p WHERE p.kind = ? AND p.slug = ?`)
    .bind(kind, slug)
    .first<Row>();
  if (!row) return null;
  const id = row.id as number;
  // Related: newest posts sharing any of this post's own categories (the virtual 'latest' and the
  // broad 'featured' tag would relate everything to everything).
  const related = db
    .prepare(`SELECT DISTINCT ${CARD_COLUMNS} FROM posts p
      JOIN post_tags a ON a.post_id = p.id
      WHERE p.kind = ? AND p.id != ? AND a.tag_id IN (
        SELECT b.tag_id FROM post_tags b JOIN tags bt ON bt.id = b.tag_id
        WHERE b.post_id = ? AND bt.slug NOT IN ('featured', 'latest'))
      ORDER BY p.post_date DESC, p.id DESC LIMIT ?`)
    .bind(kind, id, id, relatedCount);
  const [rel, latest] = await db.batch<Row>([
    related,
    cardsStatement(db, { kind, tag: null, lang: null, limit: latestCount, excludeId: id }),
  ]);
  return { item: toPost(row), relatedNews: cardsOf(rel), latestNews: cardsOf(latest) };
}
