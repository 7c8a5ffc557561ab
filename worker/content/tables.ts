/**
 * The rows D1 answers, one schema per query shape, with the columns of the migrations
 * (worker/db/migrations/): INTEGER is a number, TEXT a string, a column without NOT NULL may be
 * null. Queries read their rows through rows.ts, which checks each row against its schema, so a
 * migration and the code that reads it cannot drift apart unnoticed, and the row mappers need no
 * casts. JSON columns stay strings here; rows.ts reads them with the content schemas.
 */
import * as v from 'valibot';
import { postKind } from '../../shared/schemas/posts';
import { searchHit } from '../../shared/schemas/search';

const int = v.number();
const text = v.string();
/** A nullable column; `nullish` where a query built in JSON may leave it out. */
const maybe = v.nullish(v.string());
/** The column pairs most tables have: the English text and its Punjabi version. */
const titles = { title: text, title_pa: maybe };
const intros = { intro: text, intro_pa: maybe };

/** SELECT COUNT(*) AS n. */
export const countRow = v.object({ n: int });

/** tags (tagsStatement). */
export const tagRow = v.object({ id: int, slug: text, name: text, name_pa: maybe });

/** A post's card columns plus its tags as JSON (`tag_list`). */
export const cardRow = v.object({
  id: int,
  kind: postKind,
  slug: text,
  ...titles,
  ...intros,
  image: maybe,
  post_date: text,
  post_date_updated: maybe,
  has_en: int,
  has_pa: int,
  tag_list: text,
});

/** posts.* with `tag_list`. */
export const postRow = v.object({
  ...cardRow.entries,
  body: text,
  body_pa: maybe,
  author: maybe,
  author_pa: maybe,
  images: text,
  audios: text,
  videos: text,
});

/** shows.*, with its hosts as JSON (`host_list`) when the query asks for them. */
export const showRow = v.object({
  id: int,
  slug: text,
  ...titles,
  tagline: maybe,
  tagline_pa: maybe,
  description: text,
  description_pa: maybe,
  intro: maybe,
  image: text,
  days: text,
  start_time: text,
  end_time: text,
  type: text,
  languages: text,
  email: maybe,
  youtube_link: maybe,
  soundcloud_link: maybe,
  post_date: text,
  host_list: maybe,
});

/** The columns episodes and original items share: a playable piece with its text. */
const playable = {
  id: int,
  ...titles,
  tagline: maybe,
  description: text,
  description_pa: maybe,
  image: text,
  duration: int,
  languages: text,
  youtube_link: maybe,
  soundcloud_link: maybe,
  post_date: text,
};

/** episodes.* with `host_list` and its show's columns as JSON (`show_row`, read with showRow). */
export const episodeRow = v.object({
  ...playable,
  show_id: int,
  slug: text,
  sound_link: maybe,
  host_list: maybe,
  show_row: text,
});

/** hosts.*, with the title of their first show as JSON (`first_show`) in the hosts grid. */
export const hostRow = v.object({
  id: int,
  slug: text,
  ...titles,
  photo: text,
  bio: text,
  bio_pa: maybe,
  languages: text,
  social_links: text,
  first_show: maybe,
});

/** featured, without or with the body columns. */
export const featuredRow = v.object({
  id: int,
  ...titles,
  ...intros,
  image: text,
  post_date: text,
  body: maybe,
  body_pa: maybe,
});

/** events.*. */
export const eventRow = v.object({
  id: int,
  ...titles,
  ...intros,
  date_time: text,
  location: text,
  location_pa: maybe,
  price: int,
  link: maybe,
  image: text,
  featured: int,
});

/** careers.*. */
export const careerRow = v.object({
  id: int,
  slug: text,
  ...titles,
  ...intros,
  post_date: text,
});

/** original_categories.*. */
export const categoryRow = v.object({ id: int, slug: text, ...titles });

/** original_series, all columns or the few the carousels need. */
export const seriesRow = v.object({
  id: int,
  slug: text,
  category_id: int,
  ...titles,
  heading: maybe,
  heading_pa: maybe,
  description: maybe,
  description_pa: maybe,
  background_image: maybe,
});

/** original_items.* with its series' slug (and category in the carousels). */
export const originalItemRow = v.object({
  ...playable,
  file: maybe,
  series_slug: text,
  category_id: v.optional(int),
});

/** The search index's columns a hit is built from (migrations 0003, 0009): a snippet per language. */
export const searchRow = v.object({
  type: searchHit.entries.type,
  ref: v.union([int, text]),
  slug: maybe,
  parent: v.nullish(v.union([int, text])),
  title_en: maybe,
  title_pa: maybe,
  date: maybe,
  excerpt: maybe,
  excerpt_pa: maybe,
  /** Each language's whole text, for a snippet around a word found by sound (search.ts). */
  body: maybe,
  body_pa: maybe,
});

/** An original's place in its series' pages: the series slug and how many items come before it. */
export const originalPlaceRow = v.object({ id: int, slug: text, before: int });

/** pages, legal_pages and documents: one JSON document per key. */
export const docRow = v.object({ doc: text });
