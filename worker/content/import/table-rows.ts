/**
 * One row per content table, from the bundle's entities: column names as in the migrations,
 * JSON columns as text, flags as 0/1. The key order is the column order of the upsert's SQL.
 * Pure; statements.ts turns each row into its upsert and adds the link tables.
 */
import type {
  CareerInput,
  EpisodeInput,
  EventInput,
  FeaturedInput,
  HostInput,
  OriginalCategoryInput,
  OriginalItemInput,
  OriginalSeriesInput,
  PostInput,
  ShowInput,
  TagInput,
} from '../../../shared/types/content';
import type { Row } from './statements';

/** A JSON column; a missing list is stored as an empty one. */
const json = (v: unknown): string => JSON.stringify(v ?? []);
const flag = (v: boolean | undefined): number => (v ? 1 : 0);

export const tagRow = (t: TagInput): Row => ({ id: t.id, kind: t.kind, slug: t.slug, name: t.name, name_pa: t.namePa });

export const hostRow = (h: HostInput): Row => ({
  id: h.id,
  slug: h.slug,
  title: h.title,
  title_pa: h.titlePa,
  photo: h.photo,
  bio: h.bio,
  bio_pa: h.bioPa,
  languages: json(h.languages),
  social_links: json(h.socialLinks),
});

export const postRow = (p: PostInput): Row => ({
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
});

export const showRow = (s: ShowInput): Row => ({
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
});

export const episodeRow = (e: EpisodeInput): Row => ({
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
});

export const originalCategoryRow = (c: OriginalCategoryInput): Row => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  title_pa: c.titlePa,
  position: c.position,
});

export const originalSeriesRow = (s: OriginalSeriesInput): Row => ({
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
});

export const originalItemRow = (o: OriginalItemInput): Row => ({
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
});

export const featuredRow = (f: FeaturedInput): Row => ({
  id: f.id,
  title: f.title,
  title_pa: f.titlePa,
  intro: f.intro,
  intro_pa: f.introPa,
  body: json(f.body),
  body_pa: f.bodyPa ? json(f.bodyPa) : null,
  image: f.image,
  post_date: f.postDate,
});

export const eventRow = (e: EventInput): Row => ({
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
});

export const careerRow = (c: CareerInput): Row => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  title_pa: c.titlePa,
  intro: c.intro,
  intro_pa: c.introPa,
  post_date: c.postDate,
});
