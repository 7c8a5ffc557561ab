/**
 * Contract data for the list loaders' tests (news.test.ts, entertainment.test.ts,
 * post-list.test.ts): a card in the given languages under one tag, and a tag with both names.
 */
import type { ArticleCard, Pagination, TagRef } from '../types/api';
import type { Lang } from '../types/content';

/** Post `id` in `locale`, tagged `tag`; English title T{id}, Punjabi ਟ{id}. */
export const testCard = (id: number, locale: Lang[], tag: string, kind: ArticleCard['kind'] = 'news'): ArticleCard => ({
  id,
  slug: `s${id}`,
  kind,
  title: `T${id}`,
  titlePa: `ਟ${id}`,
  intro: 'I',
  introPa: 'ਇ',
  postDate: '2026-11-20T17:00:00Z',
  isUpdated: false,
  locale,
  tags: [{ id: 1, name: tag, slug: tag }],
});

/** Tag `slug`: English name in capitals, Punjabi name ਪ-{slug}. */
export const testTag = (slug: string): TagRef => ({
  id: slug.length,
  slug,
  name: slug.toUpperCase(),
  namePa: `ਪ-${slug}`,
  title: slug.toUpperCase(),
});

export const onePage: Pagination = { current_page: 1, total_pages: 1, per_page: 10, total: 1 };
