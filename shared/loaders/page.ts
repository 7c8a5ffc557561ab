/**
 * Content pages (spec doc 2 §2 "Generic content pages", "Section-built pages"): /{path},
 * /pages/{path} and /app/{path} (stored as app-{path}). A page has a heading, rich text (sanitised
 * HTML, kept as it is), optional team bios, an optional side note and optional sections. Paths
 * that are not pages may be legal pages, which come from their own endpoint.
 *
 * "A missing legal page is treated as empty" (§2, §8): a path the site's footer links to as a
 * legal page (its information menu) that the legal endpoint has no content for renders as an
 * empty page under the menu's title. Any other unknown path is the 404 page, as it must be.
 */
import type { LegalResponse, PageResponse, SettingsResponse } from '../types/api';
import type { Lang, MenuLink, NoteBlock, PageInput } from '../types/content';
import { ApiError, getOrNull, type Api } from '../api/client';
import { pick } from '../format/pick';
import { crop, plainText } from '../format/text';
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';
import type { Head, Loaded, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';
import { orNotFound } from './or-not-found';
import { linkOf, pageSections, type LinkView, type PageSection } from './page-sections';

interface TeamMemberView {
  name: string;
  jobTitle: string;
  /** Sanitised HTML. */
  html: string;
  photo: string;
}

/** A run of team members under the subheading that precedes them (none before the first). */
export interface TeamGroupView {
  heading?: string;
  members: TeamMemberView[];
}

export interface NoteView {
  heading: string;
  html: string;
  link?: LinkView;
}

export interface ContentPageView {
  kind: 'page' | 'legal';
  title: string;
  /** Sanitised HTML of the page's text in the visitor's language ('' when it has none). */
  html: string;
  team: TeamGroupView[];
  note?: NoteView;
  /** Careers sets its text in a wider column (spec §2). */
  wide: boolean;
  sections: PageSection[];
}

/** Pages with a fixed title and keywords (spec §2: "Advertise and about have fixed page titles"). */
const FIXED: Record<string, { title: MessageKey; keywords: MessageKey }> = {
  about: { title: 'pages.about.title', keywords: 'pages.about.keywords' },
  advertise: { title: 'pages.advertise.title', keywords: 'pages.advertise.keywords' },
};

const WIDE_PATHS = new Set(['careers']);

/** The page description for the head: the page's own, else its text's first words. */
const DESCRIPTION_LIMIT = 200;

/**
 * Team bios: "plain strings render as subheadings; objects render as bio cards". Members are
 * grouped under the subheading before them, so each group lays out as one grid.
 */
export function teamGroups(team: PageInput['team']): TeamGroupView[] {
  const groups: TeamGroupView[] = [];
  for (const entry of team ?? []) {
    if (typeof entry === 'string') {
      groups.push({ heading: entry, members: [] });
      continue;
    }
    if (groups.length === 0) groups.push({ members: [] });
    groups[groups.length - 1]?.members.push({
      name: entry.fullName,
      jobTitle: entry.jobTitle,
      html: entry.description,
      photo: entry.photo,
    });
  }
  return groups;
}

function noteView(note: NoteBlock | undefined, lang: Lang): NoteView | undefined {
  if (!note) return undefined;
  return {
    heading: pick(lang, note.heading, note.headingPa),
    html: pick(lang, note.description, note.descriptionPa),
    link: linkOf(note.link),
  };
}

/** The head of a content page: fixed for about and advertise, else the server's head title. */
function pageHead(p: PageInput, lang: Lang): Head {
  const fixed = FIXED[p.path];
  const text = plainText(pick(lang, p.description, p.descriptionPa));
  // A Punjabi page describes itself in its Punjabi meta, else in its own text, before the English meta.
  const description = lang === 'en' ? p.meta.description || text : p.meta.descriptionPa || text || p.meta.description;
  return {
    title: fixed ? t(lang, fixed.title) : pick(lang, p.head.title, p.head.titlePa),
    description: crop(description, DESCRIPTION_LIMIT) || undefined,
    keywords: fixed ? t(lang, fixed.keywords) : pick(lang, p.meta.keywords, p.meta.keywordsPa) || undefined,
  };
}

/** A content page's view-model in the visitor's language. */
async function pageView(api: Api, p: PageResponse, lang: Lang): Promise<ContentPageView> {
  return {
    kind: 'page',
    title: pick(lang, p.head.title, p.head.titlePa),
    html: pick(lang, p.description, p.descriptionPa),
    team: teamGroups(lang === 'pa' && p.teamPa?.length ? p.teamPa : p.team),
    note: noteView(p.note, lang),
    wide: WIDE_PATHS.has(p.path),
    sections: await pageSections(api, p.sections ?? [], lang),
  };
}

/** A legal page; with no content (`legal` null) an empty page under `fallbackTitle`. */
function legalView(legal: LegalResponse | null, fallbackTitle: string, lang: Lang): ContentPageView {
  return {
    kind: 'legal',
    title: legal ? pick(lang, legal.head.title, legal.head.titlePa) : fallbackTitle,
    html: legal ? pick(lang, legal.description, legal.descriptionPa) : '',
    team: [],
    wide: false,
    sections: [],
  };
}

/** The footer's link to `path` among its legal links (the information menu), if any. */
function legalLink(settings: SettingsResponse | null, path: string): MenuLink | undefined {
  return settings?.footerSecondaryMenu.find((l) => l.url.replace(/\/+$/, '') === `/${path}`);
}

async function contentPage(api: Api, path: string, lang: Lang): Promise<Loaded<ContentPageView>> {
  const p = await getOrNull<PageResponse>(api, `/api/pages/${encodeURIComponent(path)}`);
  if (p) return { head: pageHead(p, lang), data: await pageView(api, p, lang) };
  // Legal pages share the generic path space (/privacy-policy) but come from their own endpoint.
  const [legal, settings] = await Promise.all([
    getOrNull<LegalResponse>(api, `/api/legal/${encodeURIComponent(path)}`),
    getOrNull<SettingsResponse>(api, '/api/settings'),
  ]);
  const link = legalLink(settings, path);
  // Neither a page nor a legal page the site links to: the contract's own 'no such thing'.
  if (!legal && !link) throw new ApiError(404, `/api/legal/${encodeURIComponent(path)}`);
  const view = legalView(legal, link ? pick(lang, link.title, link.titlePa) : '', lang);
  const description = crop(plainText(view.html), DESCRIPTION_LIMIT) || undefined;
  return { head: { title: view.title, description }, data: view };
}

export const loadPage: Loader<ContentPageView> = ({ api, params, lang }) =>
  orNotFound(() => contentPage(api, requiredParam(params, 'path'), lang));

/** /app/{path} is stored as app-{path}: "the slash after app replaced by a hyphen". */
export const loadAppPage: Loader<ContentPageView> = ({ api, params, lang }) =>
  orNotFound(() => contentPage(api, `app-${requiredParam(params, 'path')}`, lang));
