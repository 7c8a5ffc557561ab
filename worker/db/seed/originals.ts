import type { OriginalCategoryInput, OriginalItemInput, OriginalSeriesInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { BASE36, mediaImage, slugify, soundcloudLink, videoId, youtubeLink } from './helpers';
import { CLIPS, type Entry, PA } from './originals/entry';
import { entertainment, shows } from './originals/cine';
import { kitchenStories, wellness } from './originals/lifestyle';
import { docs, explainers } from './originals/newsroom';

/**
 * Demo Connect Originals: the three carousels of /originals (Newsroom, Connect Cine, Lifestyle),
 * six series (ids 400–405) and their items (ids 500–999). Items are generated from compact
 * per-series lists: most are videos, about a quarter are audio pieces with a playable file, and
 * two are announced but not yet published (no video, audio or file, so the site hides them).
 * Every person, business and organisation named here is invented.
 */

export const originalCategories: OriginalCategoryInput[] = [
  { id: 1, slug: 'news-room', title: 'Newsroom', titlePa: 'ਨਿਊਜ਼ਰੂਮ', position: 1 },
  { id: 2, slug: 'entertainment', title: 'Connect Cine', titlePa: 'ਕਨੈਕਟ ਸਿਨੇ', position: 2 },
  { id: 3, slug: 'lifestyle', title: 'Lifestyle', titlePa: 'ਜੀਵਨ-ਸ਼ੈਲੀ', position: 3 },
];

const banner = (slug: string): string => mediaImage('originals', `${slug}-banner`);

export const originalSeries: OriginalSeriesInput[] = [
  {
    id: 400,
    slug: 'docs',
    categoryId: 1,
    title: 'Docs',
    titlePa: 'ਦਸਤਾਵੇਜ਼ੀ',
    heading: 'Documentaries from our newsroom',
    headingPa: 'ਸਾਡੇ ਨਿਊਜ਼ਰੂਮ ਦੀਆਂ ਦਸਤਾਵੇਜ਼ੀ ਫ਼ਿਲਮਾਂ',
    description:
      'Long-form stories about the people who built Punjabi Canada and the people building it now — truckers, farmworkers, students, elders — reported on the ground from Surrey to Punjab.',
    descriptionPa:
      'ਪੰਜਾਬੀ ਕੈਨੇਡਾ ਦੀ ਨੀਂਹ ਰੱਖਣ ਵਾਲਿਆਂ ਅਤੇ ਅੱਜ ਇਸ ਨੂੰ ਉਸਾਰ ਰਹੇ ਲੋਕਾਂ ਦੀਆਂ ਲੰਮੀਆਂ ਕਹਾਣੀਆਂ — ਟਰੱਕ ਡਰਾਈਵਰ, ਖੇਤ ਕਾਮੇ, ਵਿਦਿਆਰਥੀ, ਬਜ਼ੁਰਗ — ਸਰੀ ਤੋਂ ਪੰਜਾਬ ਤੱਕ ਮੌਕੇ ਉੱਤੇ ਜਾ ਕੇ ਕੀਤੀ ਰਿਪੋਰਟਿੰਗ।',
    backgroundImage: banner('docs'),
  },
  {
    id: 401,
    slug: 'explainers',
    categoryId: 1,
    title: 'Explainers',
    titlePa: 'ਸੌਖੀ ਭਾਸ਼ਾ ਵਿੱਚ',
    heading: 'The news, explained in plain language',
    headingPa: 'ਖ਼ਬਰਾਂ, ਸੌਖੀ ਬੋਲੀ ਵਿੱਚ ਸਮਝਾਈਆਂ',
    description:
      'Short, practical guides to the rules and systems that shape daily life in Canada: tenancy, pensions, immigration, taxes and elections, in Punjabi and English.',
    descriptionPa:
      'ਕੈਨੇਡਾ ਵਿੱਚ ਰੋਜ਼ਾਨਾ ਜ਼ਿੰਦਗੀ ਨੂੰ ਘੜਨ ਵਾਲੇ ਨਿਯਮਾਂ ਅਤੇ ਪ੍ਰਣਾਲੀਆਂ ਬਾਰੇ ਛੋਟੀਆਂ, ਕੰਮ ਦੀਆਂ ਗਾਈਡਾਂ: ਕਿਰਾਏਦਾਰੀ, ਪੈਨਸ਼ਨਾਂ, ਇਮੀਗ੍ਰੇਸ਼ਨ, ਟੈਕਸ ਅਤੇ ਚੋਣਾਂ, ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ।',
    backgroundImage: banner('explainers'),
  },
  {
    id: 402,
    slug: 'shows',
    categoryId: 2,
    title: 'Shows',
    titlePa: 'ਸ਼ੋਅ',
    heading: 'Talk, music and comedy from Studio 91.5',
    headingPa: 'ਸਟੂਡੀਓ 91.5 ਤੋਂ ਗੱਲਬਾਤ, ਸੰਗੀਤ ਅਤੇ ਕਾਮੇਡੀ',
    description:
      'Our studio panel debates, live music sessions, village stories and sketch comedy — the shows our listeners ask to watch again.',
    descriptionPa:
      'ਸਾਡੇ ਸਟੂਡੀਓ ਪੈਨਲ ਦੀਆਂ ਬਹਿਸਾਂ, ਲਾਈਵ ਸੰਗੀਤ ਸੈਸ਼ਨ, ਪਿੰਡ ਦੀਆਂ ਬਾਤਾਂ ਅਤੇ ਕਾਮੇਡੀ ਸਕੈੱਚ — ਉਹ ਸ਼ੋਅ ਜਿਨ੍ਹਾਂ ਨੂੰ ਸਾਡੇ ਸਰੋਤੇ ਵਾਰ-ਵਾਰ ਵੇਖਣਾ ਚਾਹੁੰਦੇ ਹਨ।',
    backgroundImage: banner('shows'),
  },
  {
    id: 403,
    slug: 'entertainment',
    categoryId: 2,
    title: 'Entertainment',
    titlePa: 'ਮਨੋਰੰਜਨ',
    heading: 'Behind the scenes of Punjabi film and music',
    headingPa: 'ਪੰਜਾਬੀ ਫ਼ਿਲਮਾਂ ਅਤੇ ਸੰਗੀਤ ਦੇ ਪਰਦੇ ਪਿੱਛੇ',
    description:
      'On-set visits, interviews with local artists, new releases and the best moments from our stage nights.',
    descriptionPa: 'ਫ਼ਿਲਮਾਂ ਦੇ ਸੈੱਟਾਂ ਦੀ ਸੈਰ, ਸਥਾਨਕ ਕਲਾਕਾਰਾਂ ਨਾਲ ਮੁਲਾਕਾਤਾਂ, ਨਵੀਆਂ ਰਿਲੀਜ਼ਾਂ ਅਤੇ ਸਾਡੀਆਂ ਸਟੇਜ ਨਾਈਟਾਂ ਦੇ ਸਭ ਤੋਂ ਵਧੀਆ ਪਲ।',
    backgroundImage: banner('entertainment'),
  },
  {
    id: 404,
    slug: 'kitchen-stories',
    categoryId: 3,
    title: 'Kitchen Stories',
    titlePa: 'ਰਸੋਈ ਦੀਆਂ ਕਹਾਣੀਆਂ',
    heading: 'Recipes with a story behind them',
    headingPa: 'ਪਕਵਾਨ, ਜਿਨ੍ਹਾਂ ਪਿੱਛੇ ਕੋਈ ਕਹਾਣੀ ਹੈ',
    description:
      'Grandmothers, food-truck owners and langar sevadars cook the dishes they grew up with and tell us where they come from.',
    descriptionPa:
      'ਦਾਦੀਆਂ-ਨਾਨੀਆਂ, ਫੂਡ ਟਰੱਕਾਂ ਦੇ ਮਾਲਕ ਅਤੇ ਲੰਗਰ ਦੇ ਸੇਵਾਦਾਰ ਉਹ ਪਕਵਾਨ ਬਣਾਉਂਦੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨੂੰ ਖਾ ਕੇ ਉਹ ਵੱਡੇ ਹੋਏ, ਅਤੇ ਦੱਸਦੇ ਹਨ ਕਿ ਇਹ ਕਿੱਥੋਂ ਆਏ।',
    backgroundImage: banner('kitchen-stories'),
  },
  {
    id: 405,
    slug: 'wellness',
    categoryId: 3,
    title: 'Wellness',
    titlePa: 'ਤੰਦਰੁਸਤੀ',
    heading: 'Health advice for the whole family',
    headingPa: 'ਸਾਰੇ ਪਰਿਵਾਰ ਲਈ ਸਿਹਤ ਸਲਾਹ',
    description:
      'Doctors, nurses, counsellors and coaches answer the health questions our listeners send in, from diabetes to sleep to mental health.',
    descriptionPa:
      'ਡਾਕਟਰ, ਨਰਸਾਂ, ਕੌਂਸਲਰ ਅਤੇ ਕੋਚ ਸਾਡੇ ਸਰੋਤਿਆਂ ਵੱਲੋਂ ਭੇਜੇ ਸਿਹਤ ਸਬੰਧੀ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ, ਸ਼ੂਗਰ ਤੋਂ ਲੈ ਕੇ ਨੀਂਦ ਅਤੇ ਮਾਨਸਿਕ ਸਿਹਤ ਤੱਕ।',
    backgroundImage: banner('wellness'),
  },
];

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

/** Series slug, first item id, entries. Id blocks of 20 per series keep ids stable on edits. */
const CATALOGUE: [slug: string, firstId: number, entries: Entry[]][] = [
  ['docs', 500, docs],
  ['explainers', 520, explainers],
  ['shows', 540, shows],
  ['entertainment', 560, entertainment],
  ['kitchen-stories', 580, kitchenStories],
  ['wellness', 600, wellness],
];

const TIMES = ['08:30', '12:15', '16:45', '19:30', '10:00'];

/**
 * All original items, newest first within each series. Post dates spread each series over the
 * last ~150 days, staggered per series so the carousels interleave.
 */
export function originalItems(d: SeedDates): OriginalItemInput[] {
  return CATALOGUE.flatMap(([seriesSlug, firstId, entries], s) => {
    const series = originalSeries.find((x) => x.slug === seriesSlug);
    if (!series) throw new Error(`originals seed: unknown series ${seriesSlug}`);
    const step = 146 / entries.length;
    return entries.map((entry, i): OriginalItemInput => {
      const [kind, title, titlePa, description, descriptionPa, , languages = PA] = entry;
      const slug = slugify(title);
      const base = {
        id: firstId + i,
        seriesId: series.id,
        title,
        titlePa,
        description,
        ...(descriptionPa ? { descriptionPa } : {}),
        languages,
        postDate: d.daysAgo(Math.min(150, 1 + s + Math.round(i * step)), TIMES[(i + s) % TIMES.length]),
      };
      if (entry[0] === 'a') {
        const clip = entry[5];
        return {
          ...base,
          duration: CLIPS[clip],
          image: mediaImage('originals', slug),
          soundcloudLink: soundcloudLink(slug),
          file: `/media/audio/${clip}.wav`,
        };
      }
      const duration = entry[5];
      if (kind === 'v') {
        // Six base-36 digits a round (the radio episodes' ids take one letter-first character).
        const id = videoId(slug, { alphabet: BASE36, digits: 6 });
        return { ...base, duration, image: mediaImage('videos', id), youtubeLink: youtubeLink(id) };
      }
      return { ...base, duration, image: mediaImage('originals', slug) };
    });
  });
}
