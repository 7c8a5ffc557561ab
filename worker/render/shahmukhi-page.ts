/**
 * A Punjabi article's Shahmukhi reading (issue 30): the page the Punjabi address renders, its text
 * passed through the transliteration (shared/script/shahmukhi.ts) on the server, so the browser
 * hydrates it as it is and carries no transliteration. Only text changes: titles, intros, captions,
 * dates, the body's text nodes (shahmukhi-html.ts) and the head's words; addresses, ids and
 * attributes stay, except the links to other Punjabi articles, which lead to their readings.
 * Anything else (a list, an English-only post, the not-found page) has no reading: null.
 */
import type { Page } from '../../client/app/routes';
import type { ArticleBlock, ArticleView } from '../../shared/loaders/article';
import type { CardView } from '../../shared/loaders/cards';
import type { FeaturedPostView } from '../../shared/loaders/featured';
import { t } from '../../shared/i18n/translate';
import { shahmukhiPath, writtenInGurmukhi } from '../../shared/routing/reading-path';
import type { Head } from '../../shared/routing/types';
import type { SettingsResponse } from '../../shared/types/api';
import { SHAHMUKHI_PREVIEW, toShahmukhi } from '../../shared/script/shahmukhi';
import { shahmukhiHtml } from './shahmukhi-html';

const arab = toShahmukhi;

/** Whether a page has a Shahmukhi reading: an article or featured story whose text is Punjabi. */
function hasShahmukhi(page: Page): boolean {
  if (page.status !== 200) return false;
  if (page.routeId === 'news-post' || page.routeId === 'entertainment-post')
    return page.data.textLang === 'pa' && writtenInGurmukhi(page.data.title);
  return page.routeId === 'featured-post' && writtenInGurmukhi(page.data.title);
}

/**
 * Whether the head of a page in `lang` names a Shahmukhi reading among its alternates: the Punjabi
 * article that has one, and the English version of an article written in Punjabi too.
 */
export function readingAlternate(page: Page, lang: 'en' | 'pa'): boolean {
  if (lang === 'pa') return hasShahmukhi(page);
  const article = page.routeId === 'news-post' || page.routeId === 'entertainment-post';
  return article && page.status === 200 && page.data.languages.includes('pa');
}

function block(b: ArticleBlock): ArticleBlock {
  if (b.type === 'text') return { type: 'text', html: shahmukhiHtml(b.html) };
  if (b.type === 'image') return { ...b, caption: arab(b.caption) };
  return { type: 'quote', quote: arab(b.quote), author: arab(b.author) };
}

/** A card of another article: its words, and its link to that article's reading when it has one. */
function card(c: CardView): CardView {
  const punjabi = writtenInGurmukhi(c.title);
  return {
    ...c,
    href: punjabi && /^\/(news|entertainment|featured)\/post\//.test(c.href) ? shahmukhiPath(c.href) : c.href,
    title: arab(c.title),
    ...(c.fullTitle ? { fullTitle: arab(c.fullTitle) } : {}),
    intro: arab(c.intro),
    date: arab(c.date),
    ...(c.category ? { category: arab(c.category) } : {}),
  };
}

interface Story {
  path: string;
  title: string;
  intro: string;
  date: string;
  blocks: ArticleBlock[];
}

/** What an article and a featured story share: the reading's address, words, body and note. */
function storyReading<V extends Story>(v: V): V {
  const blocks = v.blocks.map(block);
  // Below 90 % of words right on the measured set (docs/shahmukhi-2026-11-28.md) the reading says
  // it is a preview.
  const machine = t('pa-arab', 'reading.machine');
  const note = SHAHMUKHI_PREVIEW ? `${t('pa-arab', 'reading.preview')}: ${machine}` : machine;
  return {
    ...v,
    path: shahmukhiPath(v.path),
    title: arab(v.title),
    intro: arab(v.intro),
    date: arab(v.date),
    blocks,
    readingNote: note,
  };
}

function articleReading(v: ArticleView): ArticleView {
  return {
    ...storyReading(v),
    author: arab(v.author),
    time: arab(v.time),
    updated: v.updated && { ...v.updated, date: arab(v.updated.date), time: arab(v.updated.time) },
    image: v.image && { ...v.image, caption: arab(v.image.caption) },
    audios: v.audios.map((a) => ({ ...a, title: arab(a.title) })),
    videos: v.videos.map((x) => ({ ...x, title: arab(x.title) })),
    latest: v.latest.map(card),
    related: v.related.map(card),
  };
}

const featuredReading = (v: FeaturedPostView): FeaturedPostView => ({
  ...storyReading(v),
  next: v.next && card(v.next),
});

/** The head's words (the document title, description, picture's alt, breadcrumb names, headline). */
function headReading(h: Head): Head {
  const ld = h.jsonLd;
  return {
    ...h,
    title: arab(h.title),
    ...(h.description ? { description: arab(h.description) } : {}),
    ...(h.imageAlt ? { imageAlt: arab(h.imageAlt) } : {}),
    ...(h.breadcrumbs ? { breadcrumbs: h.breadcrumbs.map((b) => ({ ...b, name: arab(b.name) })) } : {}),
    ...(ld && typeof ld.headline === 'string' ? { jsonLd: { ...ld, headline: arab(ld.headline) } } : {}),
  };
}

/**
 * The Shahmukhi title of a Punjabi article's share card (worker/share/route.ts), or null for a page
 * that has no reading: the reading's own head title (headReading), so the page's og:image and the
 * mark it leaves name this same card.
 */
export function shahmukhiTitle(page: Page): string | null {
  return hasShahmukhi(page) && page.head.title ? arab(page.head.title) : null;
}

/** The Shahmukhi reading of `page`, or null when it has none (hasShahmukhi). */
export function shahmukhiPage(page: Page): Page | null {
  if (!hasShahmukhi(page)) return null;
  const head = headReading(page.head);
  if (page.routeId === 'featured-post') return { ...page, head, data: featuredReading(page.data) };
  if (page.routeId === 'news-post' || page.routeId === 'entertainment-post')
    return { ...page, head, data: articleReading(page.data) };
  return null;
}

type MenuLinks = SettingsResponse['headerMenu'];
/** A CMS field's text in Shahmukhi; a field the CMS left out stays out. */
const arabField = (text: string | undefined): string | undefined => (text === undefined ? text : arab(text));
const menuReading = (menu: MenuLinks): MenuLinks => menu.map((m) => ({ ...m, titlePa: arabField(m.titlePa) }));

/** The shell's words from the CMS on a reading: its menus' Punjabi titles, the copyright, the marquee. */
export function shahmukhiSettings(s: SettingsResponse | null): SettingsResponse | null {
  if (!s) return s;
  return {
    ...s,
    headerMenu: menuReading(s.headerMenu),
    footerMainMenu: menuReading(s.footerMainMenu),
    footerSecondaryMenu: menuReading(s.footerSecondaryMenu),
    copyrightPa: arabField(s.copyrightPa),
    marquee: s.marquee.map(arab),
  };
}
