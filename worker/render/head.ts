/**
 * The <head> of a page, written as a string before any body so it is complete in the first bytes:
 * title (brand template), description, canonical, Open Graph and Twitter cards with the page's
 * image, JSON-LD, the stylesheet and a preload of the app's script.
 */
import type { Head } from '../../shared/routing/types';
import type { Lang } from '../../shared/types/content';
import { LOCALES, t } from '../../shared/i18n/translate';
import { localizedPath } from '../../shared/routing/lang-path';
import { pageVersions } from '../../shared/routing/page-versions';
import { type UiLang, uiLang } from '../../shared/routing/reading';
import { shahmukhiPath } from '../../shared/routing/reading-path';
import { documentTitle } from '../../client/app/title';
import { collapseSlashes } from '../middleware/safe-path';
import { feedLinks } from '../feeds/links';
import { localizeLd } from '../seo/localize-ld';
import { type PageLdInput, pageJsonLd } from '../seo/page-ld';
import { rasterLd } from '../seo/raster-ld';
import { breadcrumbJsonLd, homeJsonLd, type StationFacts } from '../seo/site-ld';
import { cardUrl } from '../share/card-url';
import { shareImageOf } from '../share/share-image';
import { CARD_HEIGHT, CARD_WIDTH } from '../share/card-size';
import { escapeHtml, serializeState } from './state';
import { pageImage } from '../../shared/format/page-image';

/** Not a stylesheet language: a `<link rel="stylesheet">` of this type is neither fetched nor applied. */
const INCLUDED_STYLE_TYPE = 'text/x-included-in-page-css';

export interface HeadInput {
  head: Head;
  lang: Lang;
  /** The page's plain path (no language prefix, no query): canonical and hreflang URLs are built from it. */
  path: string;
  siteUrl: string;
  styles: string[];
  /**
   * The built CSS files the page's stylesheet already holds: listed so that the preload step of a later
   * chunk (client/app/chunk-preload.ts) sees them present and does not add them again after the screen's CSS, where they would
   * win the cascade (scripts/vite/page-styles.ts); `disabled` and of a type no browser styles with,
   * so they are never fetched or applied.
   */
  includedStyles?: string[];
  /**
   * The page's modules start after the first paint (public/paint-boot.js): the first paint then
   * waits for `<main id="content">` to be parsed (`rel=expect`, render-blocking), so the browser
   * does not draw the header alone and lay the rest out in one long task after it.
   */
  paintFirst?: boolean;
  /** Kept out of search engines: a robots meta, no feed links, the home page's share card. */
  noindex: boolean;
  /**
   * The robots meta's value when `noindex`: 'noindex' (the default), or 'noindex, follow' for a
   * page whose links lead to pages worth indexing (search results).
   */
  robots?: string;
  /**
   * The not-found page: no canonical or hreflang, which would name the missing address as a page
   * of the site; its og:url is the home page's.
   */
  notFound?: boolean;
  /** The station's facts for the home page's structured data. */
  station?: StationFacts;
  /** The station's X account (`@handle`, from the settings), for `twitter:site`. */
  twitterSite?: string | null;
  /**
   * Punjabi's Shahmukhi reading (issue 30): `page` for the reading itself (`/pa-arab/…`: its own
   * canonical, strings and card), `alternate` for a version of an article that has one (an
   * hreflang="pa-Arab" link to it).
   */
  reading?: 'page' | 'alternate';
  /** The route and its view-model: the page's own JSON-LD by kind (worker/seo/page-ld.ts). */
  page?: Pick<PageLdInput, 'routeId' | 'data'>;
}

/**
 * A page's public URL: SITE_URL's origin and the path with repeated slashes collapsed. Never
 * `new URL(path, siteUrl)`: a path like `//evil.com/` would name another host.
 */
export function publicUrl(siteUrl: string, pathname: string): string {
  return new URL(siteUrl).origin + collapseSlashes(`/${pathname}`);
}

/**
 * A page's absolute URL in a language: SITE_URL's origin and the path in that language (the
 * `/pa` prefix for Punjabi). The one way the worker writes a page's address for canonical,
 * hreflang, og:url, feeds and sitemaps. `path` may be in either language and carry a query.
 */
export function localizedUrl(siteUrl: string, path: string, lang: Lang): string {
  return publicUrl(siteUrl, localizedPath(collapseSlashes(`/${path}`), lang));
}

const OTHER: Record<Lang, Lang> = { en: 'pa', pa: 'en' };

/** Punjabi in the Perso-Arabic script, as Open Graph names locales (language and country: Pakistan's). */
const SHAHMUKHI_OG_LOCALE = 'pa_PK';

/**
 * canonical at the page's own language URL, hreflang for each language the content is written in
 * and x-default, absolute and the same on every version (pageVersions).
 */
function languageLinks(i: HeadInput, versions: ReturnType<typeof pageVersions>): string[] {
  const url = (lang: Lang) => escapeHtml(localizedUrl(i.siteUrl, i.path, lang));
  const reading = escapeHtml(publicUrl(i.siteUrl, shahmukhiPath(i.path)));
  return [
    `<link rel="canonical" href="${i.reading === 'page' ? reading : url(versions.canonical)}">`,
    ...versions.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${url(a.lang)}">`),
    ...(i.reading ? [`<link rel="alternate" hreflang="pa-Arab" href="${reading}">`] : []),
  ];
}

const absolute = (url: string, siteUrl: string) => (/^https?:\/\//.test(url) ? url : new URL(url, siteUrl).href);

/** A feed's name for feed readers: the brand and the section, or the show's title for its podcast. */
function feedTitle(kind: 'news' | 'entertainment' | 'podcast', i: HeadInput): string {
  if (kind === 'podcast') return i.head.title;
  return `${t(i.lang, 'brand.name')} | ${t(i.lang, kind === 'news' ? 'news.title' : 'entertainment.title')}`;
}

/**
 * The page's JSON-LD: what the page is (page-ld.ts), what it shows (its loader's), the station and
 * site on the home page, and its breadcrumb trail; with raster images only (raster-ld.ts) and page
 * addresses in the page's language. A page kept out of search engines has none.
 */
function jsonLd(i: HeadInput, description: string, pageImage: string): Record<string, unknown>[] {
  if (i.noindex) return [];
  const origin = new URL(i.siteUrl).origin;
  const page =
    i.page && pageJsonLd({ ...i.page, path: i.path, title: i.head.title, description, lang: i.lang, origin });
  return [
    ...(page ? [page] : []),
    ...(i.head.jsonLd ? [i.head.jsonLd] : []),
    ...(i.path === '/' ? [homeJsonLd(i.lang, origin, i.station ?? { sameAs: [], address: '' })] : []),
    ...(i.head.breadcrumbs?.length ? [breadcrumbJsonLd(i.head.breadcrumbs, origin)] : []),
  ].map((ld) => localizeLd(rasterLd(ld, origin, pageImage), origin, i.lang));
}

/**
 * og:image:alt: what the shared picture shows. The content's own words for it (an article's
 * caption) when it has them. Otherwise it names what the picture is of and whose it is: a
 * generated card is a picture of text (its title on the station's banner), and a content picture
 * nobody described is the page's subject's own (a host's portrait, a show's artwork, a story's
 * lead picture), so both read "{subject} — {station}", never the bare title again. Share bots
 * require an alt (structured-data-testing-tool's Twitter and Facebook presets fail without one).
 */
function imageAltOf(i: HeadInput, ui: UiLang, subject: string): string {
  const described = i.head.imageAlt?.trim();
  if (described) return described;
  const brand = t(ui, 'brand.name');
  const shown = subject.trim();
  return shown && shown !== brand ? `${shown} — ${brand}` : brand;
}

/**
 * The first screen's largest pictures, preloaded at high priority right after the stylesheet: React
 * writes its own preload of a `fetchPriority="high"` image inside the body, after the twenty-odd
 * module preloads of the head, and over HTTP/1.1 (six connections) the picture waited behind them
 * (the home page's 1 KB hero took 1.5 s under Lighthouse's throttling). The same URL and mode as
 * the `<img>`, so the browser uses this response for it.
 */
function leadImagePreloads(images: string[] | undefined): string[] {
  return [...new Set(images?.filter(Boolean) ?? [])].map(
    (href) => `<link rel="preload" as="image" href="${escapeHtml(pageImage(href))}" fetchpriority="high">`,
  );
}

export function headHtml(i: HeadInput): string {
  const arab = i.reading === 'page';
  const ui = uiLang(i.lang, arab);
  const title = documentTitle(i.head.title, ui);
  const description = i.head.description?.trim() || t(ui, 'brand.description');
  const versions = pageVersions(i.lang, i.head.languages);
  const canonical = arab
    ? publicUrl(i.siteUrl, shahmukhiPath(i.path))
    : localizedUrl(i.siteUrl, i.path, versions.canonical);
  // Share bots show PNG and JPEG only: the content's raster image (a CMS photo, or the JPEG drawn
  // for a generated demo image), else the page's generated card.
  const raster = shareImageOf(i.head.image);
  const path = i.path;
  // Search pages have no card of their own (their titles are visitors' text), nor have the
  // not-found and style-guide pages: they share the home page's.
  const homeCard = path.startsWith('/search') || i.noindex;
  const cardTitle = homeCard ? '' : i.head.title || title;
  const card = cardUrl(homeCard ? '/' : path, arab ? 'pa-arab' : i.lang, cardTitle);
  const image = raster
    ? { ...raster, url: absolute(raster.url, i.siteUrl) }
    : { url: absolute(card, i.siteUrl), type: 'image/png', width: CARD_WIDTH, height: CARD_HEIGHT };
  const imageAlt = imageAltOf(i, ui, raster ? i.head.title || title : cardTitle);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(i.head.keywords?.trim() ? [meta('name', 'keywords', i.head.keywords.trim())] : []),
    ...(i.notFound ? [] : languageLinks(i, versions)),
    ...(i.noindex ? [meta('name', 'robots', i.robots ?? 'noindex')] : []),
    meta('property', 'og:site_name', t(ui, 'brand.name')),
    meta('property', 'og:type', i.head.type ?? 'website'),
    meta('property', 'og:title', i.head.title || title),
    meta('property', 'og:description', description),
    // og:url is required of a share (Facebook): a missing address's is the home page, which is
    // what a link to it shows (its card), and never the missing address itself.
    meta('property', 'og:url', i.notFound ? localizedUrl(i.siteUrl, '/', i.lang) : canonical),
    meta('property', 'og:image', image.url),
    ...(image.type ? [meta('property', 'og:image:type', image.type)] : []),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', arab ? SHAHMUKHI_OG_LOCALE : LOCALES[i.lang].ogLocale),
    meta('property', 'og:locale:alternate', LOCALES[OTHER[i.lang]].ogLocale),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(i.twitterSite ? [meta('name', 'twitter:site', i.twitterSite)] : []),
    meta('name', 'twitter:title', i.head.title || title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', imageAlt),
    '<meta name="theme-color" content="#081B70">',
    '<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">',
    // A page kept out of search engines (the not-found page, the style guide) names no feed: the
    // path of a not-found page may name a show or category that does not exist.
    ...(i.noindex ? [] : feedLinks(i.path, i.lang)).map(
      (f) =>
        `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(absolute(f.href, i.siteUrl))}" title="${escapeHtml(feedTitle(f.kind, i))}">`,
    ),
    ...i.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(i.includedStyles ?? []).map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" type="${INCLUDED_STYLE_TYPE}" disabled>`,
    ),
    ...leadImagePreloads(i.head.leadImages),
    ...(i.paintFirst ? ['<link rel="expect" href="#content" blocking="render">'] : []),
    ...jsonLd(i, description, image.url).map(
      (ld) => `<script type="application/ld+json">${serializeState(ld)}</script>`,
    ),
  ];
  return tags.join('');
}
