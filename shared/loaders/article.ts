/**
 * News and entertainment articles (spec doc 1 §2): the post in the visitor's language with its
 * byline, dates in Vancouver time, body blocks (HTML already sanitised by the worker), audio and
 * video, the language-toggle rule, latest and related cards, and the head for share cards and
 * search engines (og:type article, first image, JSON-LD NewsArticle).
 */
import type { PostResponse } from '../types/api';
import { t } from '../i18n/translate';
import { publisherLd, trail } from './breadcrumb-ld';
import type { BodyBlock, Lang } from '../types/content';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { canToggleLanguage, normalizePost, postLanguages } from '../format/post-fields';
import { crop, plainText } from '../format/text';
import type { Loaded, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';
import { cardView, type CardView } from './cards';
import { orNotFound } from './or-not-found';
import { DEFAULT_IMAGE, RELATED_MAX } from '../constants';

export type ArticleBlock =
  | { type: 'text'; html: string }
  | { type: 'image'; url: string; caption: string }
  | { type: 'quote'; quote: string; author: string };

export interface ArticleView {
  kind: 'news' | 'entertainment';
  id: number;
  path: string;
  title: string;
  intro: string;
  author: string;
  date: string;
  time: string;
  dateTime: string;
  updated: { date: string; time: string; dateTime: string } | null;
  image: { url: string; caption: string } | null;
  blocks: ArticleBlock[];
  audios: { title: string; url: string; duration?: number }[];
  videos: { title: string; youtubeId: string; image: string }[];
  /** The languages the post is written in (its head names only those versions). */
  languages: Lang[];
  /** The language of the title and body shown: English for an English-only post on a Punjabi page. */
  textLang: Lang;
  /** Whether the 'Read in English' / 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' toggle shows (spec §5). */
  toggle: boolean;
  latest: CardView[];
  related: CardView[];
  /** The Shahmukhi reading's note that a machine wrote it (worker/render/shahmukhi-page.ts; issue 30). */
  readingNote?: string;
}

/**
 * Body blocks as the article body renders them (client/pages/article/ArticleBody.tsx): text as
 * its HTML (sanitised at the contract edge), image captions in the visitor's language. The
 * featured story page renders its body through the same blocks.
 */
export function articleBlocks(body: BodyBlock[], lang: Lang): ArticleBlock[] {
  return body.map((b) =>
    b.type === 'text'
      ? { type: 'text', html: b.value }
      : b.type === 'image'
        ? { type: 'image', url: b.url, caption: pick(lang, b.caption, b.captionPa) }
        : { type: 'quote', quote: b.quote, author: b.author ?? '' },
  );
}

/** Builds the article view-model; pure, so every rule is tested without a network. */
function articleView(res: PostResponse, kind: 'news' | 'entertainment', lang: Lang): ArticleView {
  const post = normalizePost(res.item as unknown as Record<string, unknown>);
  const usePa = lang === 'pa' && Boolean(post.titlePa && post.bodyPa?.length);
  const languages = postLanguages(post);
  const body = (usePa ? post.bodyPa : undefined) ?? post.body;
  const first = post.images[0];
  return {
    kind,
    id: post.id,
    path: `/${kind}/post/${post.slug}`,
    title: (usePa ? post.titlePa : undefined) ?? post.title,
    intro: plainText(usePa ? (post.introPa ?? post.intro) : post.intro),
    // "Author shows in the current language, falling back to whichever exists."
    author: pick(lang, post.author, post.authorPa),
    date: formatDate(post.postDate, lang),
    time: formatDate(post.postDate, lang, 'time'),
    dateTime: post.postDate,
    updated: post.postDateUpdated
      ? {
          date: formatDate(post.postDateUpdated, lang),
          time: formatDate(post.postDateUpdated, lang, 'time'),
          dateTime: post.postDateUpdated,
        }
      : null,
    image: first ? { url: first.url, caption: pick(lang, first.caption, first.captionPa) } : null,
    blocks: articleBlocks(body, lang),
    audios: post.audios.map((a) => ({ title: a.title, url: a.url, ...(a.duration ? { duration: a.duration } : {}) })),
    videos: post.videos.map((v) => ({ title: v.title, youtubeId: v.youtubeId, image: v.image })),
    languages,
    textLang: usePa || !languages.includes('en') ? 'pa' : 'en',
    toggle: canToggleLanguage(post),
    latest: res.latestNews.filter((c) => c.locale.includes(lang)).map((c) => cardView(c, lang)),
    related: res.relatedNews
      .filter((c) => c.locale.includes(lang))
      .slice(0, RELATED_MAX)
      .map((c) => cardView(c, lang)),
  };
}

/** The page head: description from the intro, image from the first image, JSON-LD NewsArticle. */
function articleHead(v: ArticleView, lang: Lang, origin: string): Loaded<ArticleView>['head'] {
  const image = v.image ? new URL(v.image.url, origin).href : undefined;
  return {
    title: v.title,
    description: crop(v.intro, 200),
    image: v.image?.url,
    ...(v.image?.caption.trim() ? { imageAlt: v.image.caption.trim() } : {}),
    ...(v.image ? { leadImages: [v.image.url] } : {}),
    type: 'article',
    ...(v.languages.length < 2 ? { languages: v.languages } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: v.title,
      // Google's article checks want an image: without a lead picture, the default one, which
      // the head replaces with the page's share card (worker/seo/raster-ld.ts).
      image: [image ?? new URL(DEFAULT_IMAGE, origin).href],
      datePublished: v.dateTime,
      dateModified: v.updated?.dateTime ?? v.dateTime,
      ...(v.author ? { author: [{ '@type': 'Person', name: v.author }] } : {}),
      inLanguage: v.textLang,
      mainEntityOfPage: new URL(v.path, origin).href,
      publisher: publisherLd(lang, origin),
    },
    breadcrumbs: trail(
      lang,
      v.path.startsWith('/entertainment/')
        ? { name: t(lang, 'entertainment.title'), path: '/entertainment' }
        : { name: t(lang, 'news.title'), path: '/news' },
      { name: v.title, path: v.path },
    ),
  };
}

const loadArticle =
  (kind: 'news' | 'entertainment', api: 'news' | 'entertainments'): Loader<ArticleView> =>
  ({ api: client, params, lang, url }) =>
    orNotFound(async () => {
      const res = await client.get<PostResponse>(
        `/api/${api}/post/${encodeURIComponent(requiredParam(params, 'slug'))}`,
      );
      const data = articleView(res, kind, lang);
      return { head: articleHead(data, lang, url.origin), data };
    });

export const loadNewsArticle = loadArticle('news', 'news');
export const loadEntertainmentArticle = loadArticle('entertainment', 'entertainments');
