/**
 * D1 queries for news and entertainment posts: cards by tag and language, grouped sections, one
 * post with related and latest. Card queries never read the body columns, and each card's tags
 * come from a correlated json_group_array, so a list is one query whatever its length.
 */
import * as v from 'valibot';
import { audioRef, body, imageRef, videoRef } from '../../shared/schemas/blocks';
import { articleCard } from '../../shared/schemas/posts';
import type { ArticleCard, Post, TagRef } from '../../shared/types/api';
import type { Lang, PostKind } from '../../shared/types/content';
import { compact, firstOf, jsonOf, opt, rowsOf } from './rows';
import { cardRow, postRow, tagRow } from './tables';

const TAG_LIST = `(SELECT json_group_array(json_object('id', t.id, 'name', t.name, 'slug', t.slug))
     FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) AS tag_list`;
const CARD_COLUMNS = `p.id, p.kind, p.slug, p.title, p.title_pa, p.intro, p.intro_pa, p.image, p.post_date,
  p.post_date_updated, p.has_en, p.has_pa, ${TAG_LIST}`;

type CardRow = v.InferOutput<typeof cardRow>;
type PostRow = v.InferOutput<typeof postRow>;
type Result = Pick<D1Result<unknown>, 'results'> | undefined;

/** The language filter as SQL; `lang` null means both. Column names are fixed, never input. */
const langClause = (lang: Lang | null): string =>
  lang === 'pa' ? 'AND p.has_pa = 1' : lang === 'en' ? 'AND p.has_en = 1' : '';

function localeOf(r: CardRow): Lang[] {
  const locale: Lang[] = [];
  if (r.has_en) locale.push('en');
  if (r.has_pa) locale.push('pa');
  return locale;
}

const cardTags = articleCard.entries.tags;

function toCard(r: CardRow): ArticleCard {
  return compact({
    id: r.id,
    slug: r.slug,
    kind: r.kind,
    title: r.title,
    titlePa: opt(r.title_pa),
    intro: r.intro,
    introPa: opt(r.intro_pa),
    image: opt(r.image),
    postDate: r.post_date,
    isUpdated: Boolean(r.post_date_updated),
    locale: localeOf(r),
    tags: jsonOf(r.tag_list, cardTags, []),
  });
}

function toPost(r: PostRow): Post {
  const locale = localeOf(r);
  return compact({
    ...toCard(r),
    body: jsonOf(r.body, body, []),
    bodyPa: r.body_pa ? jsonOf(r.body_pa, body, []) : undefined,
    author: opt(r.author),
    authorPa: opt(r.author_pa),
    images: jsonOf(r.images, v.array(imageRef), []),
    audios: jsonOf(r.audios, v.array(audioRef), []),
    videos: jsonOf(r.videos, v.array(videoRef), []),
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

export const cardsOf = (r: Result): ArticleCard[] => rowsOf(cardRow, r).map(toCard);

/** The tags of a kind, in id order (the order the CMS gave them): batched with the cards they label. */
export const tagsStatement = (db: D1Database, kind: PostKind): D1PreparedStatement =>
  db.prepare('SELECT id, slug, name, name_pa FROM tags WHERE kind = ? ORDER BY id').bind(kind);

/** The tag references of a tagsStatement result. */
export const tagsOf = (r: Result): TagRef[] =>
  rowsOf(tagRow, r).map((t) =>
    compact({ id: t.id, slug: t.slug, name: t.name, namePa: opt(t.name_pa), title: t.name }),
  );

/** A post with up to 3 related cards (sharing a tag) and the latest cards of its kind; null when absent. */
export async function postWithRelated(
  db: D1Database,
  kind: PostKind,
  slug: string,
  latestCount: number,
  relatedCount: number,
) {
  const row = await firstOf(
    postRow,
    db.prepare(`SELECT p.*, ${TAG_LIST} FROM posts p WHERE p.kind = ? AND p.slug = ?`).bind(kind, slug),
  );
  if (!row) return null;
  const id = row.id;
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
  const [rel, latest] = await db.batch([
    related,
    cardsStatement(db, { kind, tag: null, lang: null, limit: latestCount, excludeId: id }),
  ]);
  return { item: toPost(row), relatedNews: cardsOf(rel), latestNews: cardsOf(latest) };
}
