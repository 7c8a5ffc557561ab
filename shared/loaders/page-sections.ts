/**
 * The sections of a section-built page (spec doc 2 §2 "Section-built pages") as typed view-models
 * in the visitor's language: one variant per handle, a discriminated union the screen's one table
 * of section components (client/pages/content/sections/table.ts) is keyed by. A handle this site
 * does not know becomes an `unknown` entry that the screen skips, so a CMS that adds a handle
 * never breaks a page. The originals bar's videos are fetched here (video-row.ts).
 */
import type { DayGroup, Lang, SectionInput } from '../types/content';
import { ApiError, type Api } from '../api/client';
import { dayGroupName } from '../format/airing';
import { clockText } from '../format/clock';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { crop, isExternal, plainText, withScheme } from '../format/text';
import { RELATED_MAX, DEFAULT_IMAGE } from '../constants';
import { SECTION_HANDLES } from '../content-kinds';
import type { CardView } from './cards';
import { fieldsOf, localised, recordsOf, textOf, type Fields } from './section-fields';
import { videoRow, type VideoRow } from './video-row';

export type SectionHandle = (typeof SECTION_HANDLES)[number];

/** A link of a section: where it goes, and whether it leaves the site (new tab). */
export interface LinkView {
  href: string;
  external: boolean;
}

export interface ButtonView extends LinkView {
  text: string;
}

interface SlideView {
  image: string;
  title: string;
  link?: LinkView;
}

interface TileView {
  title: string;
  /** Sanitised HTML (the contract's `description`). */
  html: string;
  image: string;
  link?: LinkView;
}

interface ShowTileView {
  title: string;
  image: string;
  time: string;
  href: string;
}

interface ScheduleDayView {
  day: string;
  shows: { title: string; time: string }[];
}

interface SidebarView {
  heading: string;
  html: string;
  link?: LinkView;
}

interface Base {
  /** Position in the page, the section's React key. */
  key: string;
  title: string;
}

export type SectionView =
  | (Base & { handle: 'banner'; html: string; slides: SlideView[] })
  | (Base & { handle: 'header'; html: string; centered: boolean })
  | (Base & { handle: 'wysiwyg'; html: string; centered: boolean })
  | (Base & { handle: 'carousel'; slides: SlideView[] })
  | (Base & { handle: 'showCards'; shows: ShowTileView[] })
  | (Base & { handle: 'appLinks'; google: boolean; apple: boolean; links: { google?: string; apple?: string } })
  | (Base & { handle: 'news'; cards: CardView[] })
  | (Base & { handle: 'contentBanner'; html: string; image?: string; button?: ButtonView })
  | (Base & { handle: 'originalsBar'; row: VideoRow })
  | (Base & { handle: 'threeCards'; tiles: TileView[] })
  | (Base & { handle: 'bigCard'; html: string; image?: string; button?: ButtonView })
  | (Base & { handle: 'scheduleSlider'; days: ScheduleDayView[] })
  | (Base & { handle: 'relatedPosts'; cards: CardView[] })
  | (Base & { handle: 'shareComponent' })
  | (Base & { handle: 'linebreak' })
  | (Base & { handle: 'titleH3' })
  | (Base & { handle: 'wysSidebar'; html: string; sidebar?: SidebarView });

/** A section whose handle this site has no component for: skipped by the screen (and logged). */
interface UnknownSectionView {
  key: string;
  handle: 'unknown';
  name: string;
}

export type PageSection = SectionView | UnknownSectionView;

const isHandle = (h: unknown): h is SectionHandle =>
  typeof h === 'string' && (SECTION_HANDLES as readonly string[]).includes(h);

/** A link of the content, with "http://" added where it has no scheme (spec §5). */
export function linkOf(raw: string | undefined): LinkView | undefined {
  if (!raw) return undefined;
  const href = withScheme(raw);
  return { href, external: isExternal(href) };
}

function buttonOf(s: Fields, lang: Lang): ButtonView | undefined {
  const link = linkOf(textOf(s, 'buttonLink'));
  const text = localised(s, 'buttonText', lang);
  return link && text ? { ...link, text } : undefined;
}

function slidesOf(items: unknown, lang: Lang): SlideView[] {
  return recordsOf(items).flatMap((i) => {
    const image = textOf(i, 'image');
    return image ? [{ image, title: localised(i, 'title', lang), link: linkOf(textOf(i, 'link')) }] : [];
  });
}

/**
 * A story card of the news and related-posts sections. Spec doc 2 §2: "English uses title/intro,
 * otherwise titlePa/introPa" (an empty Punjabi field falls back to English, as everywhere).
 */
function storyCard(i: Fields, lang: Lang, index: number): CardView | null {
  const slug = textOf(i, 'slug');
  const title = localised(i, 'title', lang);
  if (!slug || !title) return null;
  const intro = plainText(localised(i, 'intro', lang));
  const image = textOf(i, 'image');
  const postDate = textOf(i, 'postDate') ?? '';
  const id = typeof i.id === 'number' ? i.id : index;
  return {
    id,
    href: `/news/post/${encodeURIComponent(slug)}`,
    title,
    intro: crop(intro, 1000),
    image: image ?? DEFAULT_IMAGE,
    hasImage: Boolean(image),
    date: postDate ? formatDate(postDate, lang) : '',
    dateTime: postDate,
  };
}

const cardsOf = (items: unknown, lang: Lang): CardView[] =>
  recordsOf(items).flatMap((i, n) => storyCard(i, lang, n) ?? []);

/** An item's airtime as the editor wrote it, its 24-hour times in the spec's 'h:mm a'. */
const sectionTime = (item: Fields, lang: Lang): string => clockText(textOf(item, 'time') ?? '', lang);

/** Schedule days: a day group is shown in the visitor's language, show names as published. */
function daysOf(items: unknown, lang: Lang): ScheduleDayView[] {
  return recordsOf(items).map((d) => {
    const day = localised(d, 'day', lang);
    return {
      // dayGroupName shows a value outside the three groups as sent (a CMS may name days its own way).
      day: dayGroupName(day as DayGroup, lang),
      shows: recordsOf(d.shows).map((s) => ({ title: localised(s, 'title', lang), time: sectionTime(s, lang) })),
    };
  });
}

function sidebarOf(data: unknown, lang: Lang): SidebarView | undefined {
  const s = fieldsOf(fieldsOf(data).sidebar);
  const heading = localised(s, 'heading', lang);
  const html = localised(s, 'description', lang);
  return heading || html ? { heading, html, link: linkOf(textOf(s, 'link')) } : undefined;
}

/** The store links of an appLinks section: `links` (spec §3), or `data.links`. */
function storeLinks(s: Fields): { google?: string; apple?: string } {
  const links = fieldsOf(s.links ?? fieldsOf(s.data).links);
  return { google: textOf(links, 'google'), apple: textOf(links, 'apple') };
}

/**
 * One section in the visitor's language, without its remote parts (the originals bar's videos),
 * or null when it shows nothing (a share component that is not enabled).
 */
function sectionView(input: SectionInput, index: number, lang: Lang, row?: VideoRow): PageSection | null {
  const s = fieldsOf(input);
  const key = `${index}`;
  if (!isHandle(input.handle)) return { key, handle: 'unknown', name: String(s.handle) };
  const title = localised(s, 'title', lang);
  const html = localised(s, 'description', lang);
  const base = { key, title };
  const image = textOf(fieldsOf(input.data), 'image');
  switch (input.handle) {
    case 'banner':
      return { ...base, handle: 'banner', html, slides: slidesOf(input.items, lang) };
    case 'header':
    case 'wysiwyg':
      return { ...base, handle: input.handle, html, centered: input.centerAligned === true };
    case 'carousel':
      return { ...base, handle: 'carousel', slides: slidesOf(input.items, lang) };
    case 'showCards':
      return {
        ...base,
        handle: 'showCards',
        shows: recordsOf(input.items).flatMap((i) => {
          const slug = textOf(i, 'slug');
          return slug
            ? [
                {
                  title: localised(i, 'title', lang),
                  image: textOf(i, 'image') ?? DEFAULT_IMAGE,
                  time: sectionTime(i, lang),
                  href: `/shows/view/${encodeURIComponent(slug)}/1`,
                },
              ]
            : [];
        }),
      };
    case 'appLinks':
      return {
        ...base,
        handle: 'appLinks',
        google: input.showGoogle !== false,
        apple: input.showApple !== false,
        links: storeLinks(s),
      };
    case 'news':
      return { ...base, handle: 'news', cards: cardsOf(input.items, lang) };
    case 'contentBanner':
    case 'bigCard':
      return { ...base, handle: input.handle, html, image, button: buttonOf(s, lang) };
    case 'originalsBar':
      return row ? { ...base, handle: 'originalsBar', row } : null;
    case 'threeCards':
      return {
        ...base,
        handle: 'threeCards',
        tiles: recordsOf(input.items)
          .slice(0, 3)
          .map((i) => ({
            title: localised(i, 'title', lang),
            html: localised(i, 'description', lang),
            image: textOf(i, 'image') ?? DEFAULT_IMAGE,
            link: linkOf(textOf(i, 'link')),
          })),
      };
    case 'scheduleSlider':
      return { ...base, handle: 'scheduleSlider', days: daysOf(input.items, lang) };
    case 'relatedPosts':
      // Spec §5: "Related posts: at most 3".
      return { ...base, handle: 'relatedPosts', cards: cardsOf(input.items, lang).slice(0, RELATED_MAX) };
    case 'shareComponent':
      // Spec §2: "shareComponent (only if enable is set)".
      return input.enable ? { ...base, handle: 'shareComponent' } : null;
    case 'linebreak':
    case 'titleH3':
      return { ...base, handle: input.handle };
    case 'wysSidebar':
      return { ...base, handle: 'wysSidebar', html, sidebar: sidebarOf(input.data, lang) };
  }
}

/** Every section of a page in its order, with the originals bars' videos fetched. */
export async function pageSections(api: Api, sections: SectionInput[], lang: Lang): Promise<PageSection[]> {
  const rows = await Promise.all(
    sections.map((s) =>
      s.handle === 'originalsBar' && s.slug
        ? // A series that cannot be read drops its bar, not the page (a failing upstream never blanks a page).
          videoRow(api, s.slug, pick(lang, s.title, s.titlePa), lang).catch((err: unknown) => {
            if (err instanceof ApiError) return undefined;
            throw err;
          })
        : undefined,
    ),
  );
  return sections.flatMap((s, i) => sectionView(s, i, lang, rows[i]) ?? []);
}
