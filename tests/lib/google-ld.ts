/**
 * A page's JSON-LD checked as Google reads it: structured-data-testing-tool (sdtt) with its Google
 * preset (Article types' required author, publisher, logo…; schema.org property names), and a
 * preset of Google's required properties for the rich results this site's other types can get,
 * which sdtt's Google preset does not cover. Each rule cites Google's page. Run by the e2e suite
 * (tests/e2e/structured-data.spec.ts, on the production build) and by scripts/structured-data.ts
 * (any deployed site). sdtt reads only top-level JSON-LD objects, so an `@graph` is given to it as
 * one script per member.
 */
import { createRequire } from 'node:module';

interface SdttTest {
  test: string;
  schema?: string;
  description?: string;
  group?: string;
  error?: { message?: string };
}
interface SdttResult {
  failed: SdttTest[];
  warnings: SdttTest[];
  passed: SdttTest[];
  schemas: string[];
}
interface Preset {
  name: string;
  url?: string;
  schema?: string;
  conditional?: { test: string };
  tests?: { test: string; expect?: unknown }[];
  presets?: Preset[];
}

const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool') as {
  structuredDataTest: (html: string, options: { presets: Preset[] }) => Promise<SdttResult | undefined>;
};
const { Google } = require('structured-data-testing-tool/presets') as { Google: Preset };

/** A preset of one type's required properties (sdtt's JMESPath tests, one instance at a time). */
const required = (schema: string, url: string, paths: string[]): Preset => ({
  name: `Google ${schema}`,
  url,
  schema,
  conditional: { test: schema },
  tests: paths.map((p) => ({ test: `${schema}[*].${p}` })),
});

const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data';

/** Google's required properties of the rich results the site's pages can have. */
const GOOGLE_RICH_RESULTS: Preset = {
  name: 'Google rich results',
  presets: [
    // Breadcrumb: itemListElement; each ListItem its position and name (and item, but the last).
    required('BreadcrumbList', `${DOCS}/breadcrumb`, [
      'itemListElement[0].position',
      'itemListElement[0].name',
      'itemListElement[0].item',
    ]),
    // Event: name, startDate, location, and a Place's address.
    required('Event', `${DOCS}/event`, ['name', 'startDate', 'location', 'location.address']),
    // Logo (an Organization or a LocalBusiness such as a RadioStation): url and logo; a local business's address.
    required('RadioStation', `${DOCS}/logo`, ['url', 'logo', 'name', 'address']),
    // Sitelinks search box: the WebSite's url and its SearchAction's target and query-input.
    required('WebSite', `${DOCS}/sitelinks-searchbox`, [
      'url',
      'potentialAction.target',
      'potentialAction."query-input"',
    ]),
  ],
};

/**
 * Properties schema.org has that sdtt 4.5.0's copy of the vocabulary (2020) lacks: its "is not a
 * valid schema property" about them is out of date, not an error.
 */
const NEWER_VOCABULARY: Record<string, string[]> = {
  // https://schema.org/eventAttendanceMode (Event), which Google's event rules recommend.
  Event: ['eventAttendanceMode'],
  // https://schema.org/duration: "Used on these types: … Episode …".
  PodcastEpisode: ['duration'],
  RadioEpisode: ['duration'],
};

const staleVocabulary = (t: SdttTest): boolean =>
  (NEWER_VOCABULARY[t.schema ?? ''] ?? []).some((p) => t.description === `${p} is not a valid schema property jsonld`);

type Ld = Record<string, unknown>;

/** The JSON-LD scripts of a page, parsed (a script that is not JSON throws, naming it). */
export function ldScripts(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m, n) => {
    try {
      return JSON.parse(m[1] ?? '') as Ld;
    } catch (err) {
      throw new Error(`JSON-LD script ${n + 1} is not JSON: ${String(err)}`);
    }
  });
}

/** Each top-level object, an @graph's members each with the graph's @context. */
export function ldNodes(lds: Ld[]): Ld[] {
  return lds.flatMap((ld) =>
    Array.isArray(ld['@graph']) ? (ld['@graph'] as Ld[]).map((n) => ({ '@context': ld['@context'], ...n })) : [ld],
  );
}

/** Every image the JSON-LD names (image, thumbnailUrl, logo), anywhere in it. */
function imagesOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(imagesOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => [
    ...(['image', 'thumbnailUrl', 'logo'].includes(k)
      ? [v].flat().flatMap((i) => (typeof i === 'string' ? [i] : []))
      : []),
    ...(k === 'url' && typeof v === 'string' && (node as Ld)['@type'] === 'ImageObject' ? [v] : []),
    ...imagesOf(v),
  ]);
}

/**
 * A list of pages (carousel, summary-page style, ${DOCS}/carousel): every ListItem of an ItemList,
 * wherever it sits (a CollectionPage's mainEntity), has its position and url. sdtt reads only
 * top-level objects, so this one is checked here.
 */
function itemListProblems(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(itemListProblems);
  if (!node || typeof node !== 'object') return [];
  const own =
    (node as Ld)['@type'] === 'ItemList'
      ? [((node as Ld).itemListElement ?? []) as Ld[]]
          .flat()
          .flatMap((item, n) =>
            typeof item.position === 'number' && typeof item.url === 'string'
              ? []
              : [`ItemList: item ${n + 1} lacks position or url`],
          )
      : [];
  return [...own, ...Object.values(node).flatMap(itemListProblems)];
}

export interface LdReport {
  /** The types sdtt found. */
  types: string[];
  errors: string[];
  warnings: number;
  passed: number;
}

/** The page's JSON-LD checked: sdtt's Google preset and Google's rich-result requirements, and raster images only. */
export async function checkLd(html: string): Promise<LdReport> {
  const nodes = ldNodes(ldScripts(html));
  // Written as the worker writes it: no character the HTML parser would read as markup.
  const json = (n: Ld) =>
    JSON.stringify(n).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const page = nodes.map((n) => `<script type="application/ld+json">${json(n)}</script>`).join('');
  let result: SdttResult | undefined;
  try {
    result = await structuredDataTest(`<html><head>${page}</head><body></body></html>`, {
      presets: [Google, GOOGLE_RICH_RESULTS],
    });
  } catch (err) {
    result = (err as { res?: SdttResult }).res;
    if (!result) throw err;
  }
  if (!result) throw new Error('structured-data-testing-tool gave no result');
  const found = result.schemas;
  const svg = imagesOf(nodes).filter((u) => /\.svg(\?|#|$)/i.test(u));
  // A script sdtt could not read would pass unseen: every type written must be one it checked.
  const unread = nodes.map((n) => String(n['@type'])).filter((type) => !found.includes(type));
  return {
    types: found,
    errors: [
      ...result.failed
        .filter((t) => !staleVocabulary(t))
        .map((t) => `${t.group ?? ''}: ${t.description ?? t.test} (${t.error?.message ?? 'failed'})`),
      ...itemListProblems(nodes),
      ...svg.map((u) => `an SVG image search engines may not use: ${u}`),
      ...[...new Set(unread)].map((type) => `${type}: not read by structured-data-testing-tool`),
    ],
    warnings: result.warnings.length,
    passed: result.passed.length,
  };
}
