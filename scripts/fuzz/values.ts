/**
 * The values the fuzz fills a route's parameters with, short of hostile ones (hostile.ts): real
 * ones from the demo content, so requests reach real pages, and unknown ones of the same shape
 * (a slug, an id, a feed or card file no content has), so every route family is asked about
 * things that do not exist, the input most likely to meet a lookup's 404 (issue 23: unknown feed
 * and podcast slugs were a 500).
 */
import { astralText } from './hostile';
import type { Rng } from './random';
import type { Pools } from './targets';

/** The choices of a parameter written `{a|b}` or `(a|b)`, else undefined. */
const optionsOf = (choices: string | undefined) => choices?.match(/^[({](?:\?:)?([a-z0-9|-]+)[)}]$/)?.[1]?.split('|');

/** The choices of a feed file written `{(?:news|entertainment)\.xml}`, else undefined. */
const fileOptionsOf = (choices: string) => choices.match(/^\{\(\?:([a-z0-9|-]+)\)\\?\.xml\}$/)?.[1]?.split('|');

/** Slugs no demo content has: made up, a real one lengthened, or a real one in capitals. */
function unknownSlug(r: Rng, pools: Pools): string {
  const roll = r.next();
  if (roll < 0.4) return `no-such-${r.int(100_000)}`;
  if (roll < 0.8) return `${r.pick(pools.slugs)}-${r.int(1000)}`;
  return r.pick(pools.slugs).toUpperCase();
}

/** An id past any the demo content has (its ids are a few hundred). */
const unknownId = (r: Rng) => String(900_000 + r.int(100_000));

/**
 * A page path as a share card's address names it (`/share/card/{lang}/{path}.png`), without the
 * leading slash: the home (`index`) or one of the site's page shapes, filled by `slug` and `id`.
 */
function cardPath(r: Rng, slug: () => string, id: () => string): string {
  const shapes: (() => string)[] = [
    () => 'index',
    () => `news/post/${slug()}`,
    () => `news/${slug()}`,
    () => `entertainment/post/${slug()}`,
    () => `shows/view/${slug()}/1`,
    () => `shows/view/${id()}/episode/${id()}`,
    () => `hosts/view/${slug()}`,
    () => `featured/post/${id()}`,
    () => `originals/${slug()}/1`,
    () => `pages/${slug()}`,
    () => slug(),
  ];
  return r.pick(shapes)();
}

/** Parameters that take visitor text (the search term, in the path and the query). */
const isText = (name: string) => name === 'text' || name === 'q';

/**
 * A real value for a parameter, by its name and pattern. Text parameters are often text outside
 * the Basic Multilingual Plane (emoji, mathematical letters), whose characters are two UTF-16
 * units: a length cut by units halves one (issue 23: `/search?q=` and 30 emoji were a 500).
 */
export function realValue(r: Rng, name: string, choices: string | undefined, pools: Pools): string {
  const options = optionsOf(choices);
  if (options) return r.pick(options);
  if (choices?.includes('\\d')) return String(r.pick([1, 2, 3, r.int(40) + 1]));
  if (choices?.includes('.ics')) return `${r.pick(pools.ids)}.ics`;
  if (choices?.includes('wav')) return r.pick(pools.audio.length ? pools.audio : ['x.wav']);
  if (choices?.includes('.jpg')) return `${r.pick(pools.slugs)}.jpg`;
  if (choices?.includes('.xml')) return `${r.pick(fileOptionsOf(choices) ?? pools.slugs)}.xml`;
  if (choices?.includes('.png'))
    return `${cardPath(
      r,
      () => r.pick(pools.slugs),
      () => r.pick(pools.ids),
    )}.png`;
  if (/id$/i.test(name)) return r.pick(pools.ids);
  if (name === 'path') return r.pick(pools.paths);
  if (isText(name)) return r.chance(0.5) ? astralText(r) : r.pick(pools.words);
  if (name === 'locale') return r.pick(['en_us', 'pa']);
  if (name === 'type') return r.pick(['news-report', 'advertise', 'careers', 'radio', 'tv']);
  if (name === 'page') return String(r.int(5) + 1);
  return r.pick(pools.slugs);
}

/**
 * A value of the parameter's shape that names nothing: an unknown slug, id, feed file, calendar
 * file or share card path. Fixed choices (a language, a stream) and numbers other than ids stay
 * real: a value outside them misses the route, which hostile values already try.
 */
export function unknownValue(r: Rng, name: string, choices: string | undefined, pools: Pools): string {
  const slug = () => unknownSlug(r, pools);
  const id = () => unknownId(r);
  if (optionsOf(choices) || (choices && fileOptionsOf(choices))) return realValue(r, name, choices, pools);
  if (choices?.includes('.ics')) return `${id()}.ics`;
  if (choices?.includes('wav')) return `${slug()}.${r.pick(['wav', 'mp3'])}`;
  if (choices?.includes('.jpg')) return `${slug()}.jpg`;
  if (choices?.includes('.xml')) return `${slug()}.xml`;
  if (choices?.includes('.png')) return `${cardPath(r, slug, id)}.png`;
  if (/id$/i.test(name)) return id();
  if (choices?.includes('\\d') || name === 'page' || isText(name)) return realValue(r, name, choices, pools);
  return slug();
}
