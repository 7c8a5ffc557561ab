/**
 * The content pages of /sitemaps/pages.xml, as the content says they exist: the pages the
 * settings' menus link to, the contact forms, and the pages those pages link to in turn (the app
 * privacy notice is linked from the apps page only), each kept only when its own route's loader
 * finds it (findPage, as the page itself is rendered), so a menu link to a missing page lists
 * nothing. Only routes whose sitemap is 'pages' are followed; at most MAX_PAGES are read.
 */
import type { Api } from '../../shared/api/client';
import { ROUTES } from '../../client/app/routes';
import { splitLanguage } from '../../shared/routing/lang-path';
import { findPage, matchRoute } from '../../shared/routing/resolve';
import type { SettingsResponse } from '../../shared/types/api';
import { CONTACT_PAGES } from './sitemap-entries';
import { sitemapOf } from './sitemap-routes';
import type { SitemapUrl } from './sitemap-xml';

/** The page reads one pages.xml may make: a bound on what a content loop could cost. */
const MAX_PAGES = 60;

/** The routes whose pages are found through the content's links (the list pages are fixed). */
const CONTENT_ROUTES = new Set(['page', 'app', 'contact']);

/** A site link's page path: no language prefix, query, hash or trailing slash; null for another site. */
export function sitePath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  // As a browser would send it: any character a CMS wrote in a link escaped, so it is a URL.
  const { pathname } = new URL(href, 'https://site.invalid');
  return splitLanguage(pathname).path.replace(/(.)\/$/, '$1');
}

/** The site links in a page's data (rich HTML's `href="/…"` and link objects' `"href": "/…"`). */
export function linksIn(data: unknown): string[] {
  const json = JSON.stringify(data) ?? '';
  return [...json.matchAll(/(?:href=\\"|"href":")(\/[^"\\]*)/g)].map((m) => m[1] ?? '');
}

const menuLinks = (s: SettingsResponse) =>
  [...s.headerMenu, ...s.footerMainMenu, ...s.footerSecondaryMenu].map((link) => link.url);

/** A content page's sitemap entry, or null when no content route has a page at `path`. */
async function contentPage(api: Api, path: string, settings: SettingsResponse) {
  const match = matchRoute(ROUTES, path);
  if (!match || !CONTENT_ROUTES.has(match.route.id) || sitemapOf(match.route.id) !== 'pages') return null;
  const found = await findPage(ROUTES, api, new URL(path, 'https://site.invalid'), 'en', async () => settings);
  return found && 'page' in found ? found.page : null;
}

export async function contentUrls(api: Api): Promise<SitemapUrl[]> {
  const settings = await api.get<SettingsResponse>('/api/settings');
  const queue = [...CONTACT_PAGES, ...menuLinks(settings)];
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const path = sitePath(queue.shift() ?? '');
    if (!path || seen.has(path)) continue;
    seen.add(path);
    const page = await contentPage(api, path, settings);
    if (!page) continue;
    urls.push({ path, ...(page.head.languages ? { languages: page.head.languages } : {}) });
    queue.push(...linksIn(page.data));
  }
  return urls;
}
