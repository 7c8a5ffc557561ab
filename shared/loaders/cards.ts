/**
 * The article card every list shows, in the visitor's language. The intro stays whole (as plain
 * text); each view crops it for its card size with shared/format/text.ts, so the rule lives in
 * one tested place and the server and browser crop identically.
 */
import type { ArticleCard, TagRef } from '../types/api';
import type { Lang } from '../types/content';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { crop, plainText } from '../format/text';
import { DEFAULT_IMAGE } from '../constants';

export interface CardView {
  id: number;
  href: string;
  title: string;
  /** The whole title when `title` is cut short (featured titles at 47): the link's name and tooltip. */
  fullTitle?: string;
  /**
   * The intro as plain text (cut at 1000), for views that crop it by card size or at the home
   * page's 300: one copy in the page state, not a second pre-cropped one beside it.
   */
  intro: string;
  image: string;
  hasImage: boolean;
  date: string;
  dateTime: string;
  /** The category shown on the card (the first tag that is not featured/latest), in the visitor's language where known. */
  category?: string;
}

/** The href of a post: /news/post/{slug} or /entertainment/post/{slug}. */
const postHref = (c: Pick<ArticleCard, 'kind' | 'slug'>): string =>
  `/${c.kind === 'news' ? 'news' : 'entertainment'}/post/${c.slug}`;

/** An article card in the visitor's language. */
export function cardView(c: ArticleCard, lang: Lang, tagNames: Record<string, string> = {}): CardView {
  const intro = plainText(pick(lang, c.intro, c.introPa));
  const tag = c.tags?.find((t) => t.slug !== 'featured' && t.slug !== 'latest');
  return {
    id: c.id,
    href: postHref(c),
    title: pick(lang, c.title, c.titlePa),
    intro: crop(intro, 1000),
    image: c.image ?? DEFAULT_IMAGE,
    hasImage: Boolean(c.image),
    date: formatDate(c.postDate, lang),
    dateTime: c.postDate,
    ...(tag ? { category: tagNames[tag.slug] ?? tag.name } : {}),
  };
}

/**
 * A card shown as a headline, without its excerpt (the home's tiles and lists, a grid section's
 * items after its lead): the page state need not carry its intro. On the home page and the news
 * grid that was a third of the state, serialised and sent on every uncached answer.
 */
export const headline = (card: CardView): CardView => ({ ...card, intro: '' });

/** Tag slug → tag name in the visitor's language, for card category labels and headings. */
export const tagNames = (tags: TagRef[], lang: Lang): Record<string, string> =>
  Object.fromEntries(tags.map((tag) => [tag.slug, pick(lang, tag.name, tag.namePa)]));
