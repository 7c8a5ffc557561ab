/**
 * The JSON-LD every indexable page has for what it is, beside the one its loader writes for what
 * it shows (an article, an episode, a host): a list is a CollectionPage whose main entity is the
 * ItemList of the cards it links to, the contact page a ContactPage, /about an AboutPage, any other
 * content page a WebPage, each inside the site (`isPartOf` the home page's WebSite). The table is
 * keyed by every route id (page-ld.test.ts types it as a record of the route table's ids, so a new
 * page type is a type error until it is given its kind; the ids are not imported here, or the Node
 * project, which reaches this file through the feeds, would type-check the whole client). Pages
 * kept out of search engines (search results, the style guide, the not-found page) get none.
 */
import type { Lang } from '../../shared/types/content';

export type PageKind = 'CollectionPage' | 'ContactPage' | 'WebPage' | null;

/** null: the loader's own JSON-LD is the page's (an article, an episode…), or the page is not indexed. */
export const PAGE_KINDS = {
  home: null,
  'news-latest': 'CollectionPage',
  'news-post': null,
  news: 'CollectionPage',
  'entertainment-post': null,
  entertainment: 'CollectionPage',
  search: null,
  contact: 'ContactPage',
  'shows-episode': null,
  'shows-view': null,
  shows: 'CollectionPage',
  host: null,
  hosts: 'CollectionPage',
  originals: 'CollectionPage',
  'originals-channel': 'CollectionPage',
  'originals-series': 'CollectionPage',
  'featured-post': null,
  featured: 'CollectionPage',
  events: 'CollectionPage',
  'app-coming': 'WebPage',
  'pages-apps': null,
  pages: 'WebPage',
  app: 'WebPage',
  'style-guide': null,
  page: 'WebPage',
  // A stream's page: its loader's WebPage about the stream's BroadcastService (shared/loaders/radio.ts).
  radio: null,
  'not-found': null,
} satisfies Record<string, PageKind>;

type RouteId = keyof typeof PAGE_KINDS;

/** At most this many list items: the cards of one list page (Google reads the page's own list). */
const MAX_ITEMS = 60;

interface Item {
  name: string;
  path: string;
}

/** A card of a view-model: an on-site link with a name and a picture (a tab or a menu link has none). */
function asCard(node: Record<string, unknown>): Item | null {
  const { href } = node;
  const name = node.title ?? node.name;
  const pictured = typeof (node.image ?? node.photo ?? node.img) === 'string';
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return null;
  return typeof name === 'string' && name.trim() && pictured ? { name: name.trim(), path: href } : null;
}

/** The cards a list page's view-model holds, in order, each address once. */
export function cardsOf(data: unknown): Item[] {
  const found = new Map<string, Item>();
  const visit = (node: unknown, depth: number) => {
    if (found.size >= MAX_ITEMS || depth > 6 || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, depth + 1);
      return;
    }
    const card = asCard(node as Record<string, unknown>);
    if (card && !found.has(card.path)) found.set(card.path, card);
    for (const value of Object.values(node)) visit(value, depth + 1);
  };
  visit(data, 0);
  return [...found.values()];
}

export interface PageLdInput {
  routeId: RouteId;
  /** The page's plain path: /about is the AboutPage among the content pages. */
  path: string;
  title: string;
  description: string;
  lang: Lang;
  origin: string;
  data: unknown;
}

/** The page's own JSON-LD for its kind, or null. Addresses are English; localizeLd puts them in the page's language. */
export function pageJsonLd(i: PageLdInput): Record<string, unknown> | null {
  const kind: PageKind = PAGE_KINDS[i.routeId];
  if (!kind) return null;
  const type = kind === 'WebPage' && i.path === '/about' ? 'AboutPage' : kind;
  const items = kind === 'CollectionPage' ? cardsOf(i.data) : [];
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: i.title,
    ...(i.description ? { description: i.description } : {}),
    url: i.origin + i.path,
    inLanguage: i.lang,
    isPartOf: { '@id': `${i.origin}/#website` },
    ...(items.length
      ? {
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: items.length,
            itemListElement: items.map((item, n) => ({
              '@type': 'ListItem',
              position: n + 1,
              name: item.name,
              url: i.origin + item.path,
            })),
          },
        }
      : {}),
  };
}
