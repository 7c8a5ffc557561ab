import type { OriginalCategoryInput, OriginalItemInput, OriginalSeriesInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { BASE36, mediaImage, slugify, soundcloudLink, videoId, youtubeLink } from './helpers';

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

/** v = video, a = audio (file + SoundCloud), '-' = announced, nothing playable yet. */
type Kind = 'v' | 'a' | '-';

/**
 * The demo audio clips the audio items play, with their lengths in seconds: an audio item's
 * stated duration is its clip's length (scripts/media writes each file at exactly that length).
 */
const CLIPS = { 'original-a': 300, 'original-b': 240 } as const;
type Clip = keyof typeof CLIPS;

/**
 * [kind, title, titlePa, one-line description, its Punjabi (undefined only for a deliberately
 * English-only item), then a video's length in seconds or an audio item's clip, languages?]
 */
type Entry =
  | [
      kind: Exclude<Kind, 'a'>,
      title: string,
      titlePa: string,
      description: string,
      descriptionPa: string | undefined,
      duration: number,
      languages?: string[],
    ]
  | [
      kind: 'a',
      title: string,
      titlePa: string,
      description: string,
      descriptionPa: string | undefined,
      clip: Clip,
      languages?: string[],
    ];

const PA = ['Punjabi'];
const PA_EN = ['Punjabi', 'English'];

/** Newest first within each list. */
const docs: Entry[] = [
  [
    'v',
    'The Long Haul: Life on the Coquihalla',
    'ਲੰਮਾ ਸਫ਼ਰ: ਕੋਕੁਹਾਲਾ ਹਾਈਵੇ ਉੱਤੇ ਟਰੱਕਰਾਂ ਦੀ ਜ਼ਿੰਦਗੀ',
    'Three Surrey truck drivers, one winter week on the mountain highway every trucker respects.',
    'ਸਰੀ ਦੇ ਤਿੰਨ ਟਰੱਕ ਡਰਾਈਵਰ ਅਤੇ ਉਸ ਪਹਾੜੀ ਹਾਈਵੇ ਉੱਤੇ ਸਰਦੀਆਂ ਦਾ ਇੱਕ ਹਫ਼ਤਾ, ਜਿਸ ਦਾ ਹਰ ਟਰੱਕਰ ਲੋਹਾ ਮੰਨਦਾ ਹੈ।',
    2460,
  ],
  [
    'v',
    'Berry Fields: The Farmworkers of the Fraser Valley',
    'ਬੇਰੀਆਂ ਦੇ ਖੇਤ: ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਖੇਤ ਕਾਮੇ',
    'Seasonal pickers and the grandparents who worked the same rows before them talk about wages, heat and pride.',
    'ਮੌਸਮੀ ਤੁੜਾਈ ਕਾਮੇ ਅਤੇ ਉਨ੍ਹਾਂ ਤੋਂ ਪਹਿਲਾਂ ਇਨ੍ਹਾਂ ਹੀ ਕਤਾਰਾਂ ਵਿੱਚ ਕੰਮ ਕਰ ਚੁੱਕੇ ਦਾਦਾ-ਦਾਦੀ ਦਿਹਾੜੀ, ਗਰਮੀ ਅਤੇ ਅਣਖ ਦੀਆਂ ਗੱਲਾਂ ਕਰਦੇ ਹਨ।',
    1985,
  ],
  [
    'a',
    'Letters from Ludhiana',
    'ਲੁਧਿਆਣੇ ਤੋਂ ਆਈਆਂ ਚਿੱਠੀਆਂ',
    'An audio documentary built from forty years of letters between a Surrey family and the relatives they left behind.',
    'ਸਰੀ ਦੇ ਇੱਕ ਪਰਿਵਾਰ ਅਤੇ ਪਿੱਛੇ ਪੰਜਾਬ ਰਹਿ ਗਏ ਰਿਸ਼ਤੇਦਾਰਾਂ ਵਿਚਕਾਰ ਚਾਲੀ ਸਾਲਾਂ ਤੱਕ ਲਿਖੀਆਂ ਚਿੱਠੀਆਂ ਤੋਂ ਬਣੀ ਇੱਕ ਆਡੀਓ ਦਸਤਾਵੇਜ਼ੀ।',
    'original-a',
  ],
  [
    'v',
    'Study Permit Dreams',
    'ਸਟੱਡੀ ਪਰਮਿਟ ਦੇ ਸੁਪਨੇ',
    'International students from Punjab on rent, capped work hours and the pressure of sending money home.',
    'ਪੰਜਾਬ ਤੋਂ ਆਏ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ ਕਿਰਾਏ, ਕੰਮ ਦੇ ਸੀਮਤ ਘੰਟਿਆਂ ਅਤੇ ਘਰ ਪੈਸੇ ਭੇਜਣ ਦੇ ਦਬਾਅ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    2220,
  ],
  [
    '-',
    'After the Water: Rebuilding on Sumas Prairie',
    'ਪਾਣੀ ਉਤਰਨ ਤੋਂ ਬਾਅਦ: ਸੁਮਾਸ ਪ੍ਰੇਰੀ ਦੀ ਮੁੜ ਉਸਾਰੀ',
    'Coming soon: Punjabi dairy and blueberry farmers on starting over after the floods.',
    'ਜਲਦੀ ਆ ਰਹੀ ਹੈ: ਹੜ੍ਹਾਂ ਤੋਂ ਬਾਅਦ ਨਵੇਂ ਸਿਰਿਓਂ ਸ਼ੁਰੂਆਤ ਕਰ ਰਹੇ ਪੰਜਾਬੀ ਡੇਅਰੀ ਅਤੇ ਬਲੂਬੇਰੀ ਕਿਸਾਨਾਂ ਦੀ ਕਹਾਣੀ।',
    2100,
  ],
  [
    'v',
    "Where It Began: Vancouver's First Gurdwara",
    'ਜਿੱਥੋਂ ਸ਼ੁਰੂਆਤ ਹੋਈ: ਵੈਨਕੂਵਰ ਦਾ ਪਹਿਲਾ ਗੁਰਦੁਆਰਾ',
    "Historians and descendants of early settlers trace the community's roots back to 1908.",
    'ਇਤਿਹਾਸਕਾਰ ਅਤੇ ਸ਼ੁਰੂਆਤੀ ਪਰਵਾਸੀਆਂ ਦੇ ਵੰਸ਼ਜ ਭਾਈਚਾਰੇ ਦੀਆਂ ਜੜ੍ਹਾਂ ਨੂੰ 1908 ਤੱਕ ਪਿੱਛੇ ਜਾ ਕੇ ਲੱਭਦੇ ਹਨ।',
    1560,
    PA_EN,
  ],
  [
    'a',
    "Night Shift: Surrey's Taxi Drivers",
    'ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ: ਸਰੀ ਦੇ ਟੈਕਸੀ ਡਰਾਈਵਰ',
    'Ride from midnight to dawn with drivers who have watched the city change through their windshields.',
    'ਅੱਧੀ ਰਾਤ ਤੋਂ ਪਹੁ-ਫੁਟਾਲੇ ਤੱਕ ਉਨ੍ਹਾਂ ਡਰਾਈਵਰਾਂ ਨਾਲ ਸਫ਼ਰ ਕਰੋ, ਜਿਨ੍ਹਾਂ ਨੇ ਆਪਣੀ ਗੱਡੀ ਦੇ ਸ਼ੀਸ਼ੇ ਵਿੱਚੋਂ ਸ਼ਹਿਰ ਨੂੰ ਬਦਲਦੇ ਵੇਖਿਆ ਹੈ।',
    'original-a',
  ],
  [
    'v',
    'Housing Squeeze: Three Generations, One Roof',
    'ਮਕਾਨਾਂ ਦੀ ਤੰਗੀ: ਇੱਕ ਛੱਤ ਹੇਠ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ',
    'Why multigenerational homes are both a tradition and a necessity in Metro Vancouver.',
    'ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਵਿੱਚ ਕਈ ਪੀੜ੍ਹੀਆਂ ਵਾਲੇ ਸਾਂਝੇ ਘਰ ਰਵਾਇਤ ਵੀ ਕਿਉਂ ਹਨ ਅਤੇ ਮਜਬੂਰੀ ਵੀ।',
    1875,
  ],
  [
    'v',
    'The Kabaddi Coaches',
    'ਕਬੱਡੀ ਦੇ ਕੋਚ',
    'Volunteer coaches who keep the game alive for Canadian-born kids, one weekday evening at a time.',
    'ਉਹ ਵਲੰਟੀਅਰ ਕੋਚ ਜੋ ਹਫ਼ਤੇ ਦੀ ਹਰ ਸ਼ਾਮ ਕੈਨੇਡਾ ਵਿੱਚ ਜੰਮੇ ਬੱਚਿਆਂ ਲਈ ਇਸ ਖੇਡ ਨੂੰ ਜਿਊਂਦਾ ਰੱਖ ਰਹੇ ਹਨ।',
    1440,
  ],
  [
    'v',
    'Village to Vancouver: The Remittance Economy',
    'ਪਿੰਡ ਤੋਂ ਵੈਨਕੂਵਰ: ਵਿਦੇਸ਼ੋਂ ਭੇਜੇ ਪੈਸਿਆਂ ਦੀ ਆਰਥਿਕਤਾ',
    'How money sent home from Canada reshapes villages in Doaba, from grand new houses to half-empty schools.',
    'ਕੈਨੇਡਾ ਤੋਂ ਘਰ ਭੇਜੇ ਪੈਸੇ ਦੋਆਬੇ ਦੇ ਪਿੰਡਾਂ ਦੀ ਨੁਹਾਰ ਕਿਵੇਂ ਬਦਲ ਰਹੇ ਹਨ, ਆਲੀਸ਼ਾਨ ਨਵੀਆਂ ਕੋਠੀਆਂ ਤੋਂ ਲੈ ਕੇ ਅੱਧੇ ਖ਼ਾਲੀ ਸਕੂਲਾਂ ਤੱਕ।',
    2610,
  ],
  [
    'a',
    'The Langar Volunteers',
    'ਲੰਗਰ ਦੇ ਸੇਵਾਦਾਰ',
    'Before sunrise in a gurdwara kitchen with the people who feed thousands every week.',
    'ਸੂਰਜ ਚੜ੍ਹਨ ਤੋਂ ਪਹਿਲਾਂ ਗੁਰਦੁਆਰੇ ਦੀ ਰਸੋਈ ਵਿੱਚ ਉਨ੍ਹਾਂ ਸੇਵਾਦਾਰਾਂ ਨਾਲ, ਜੋ ਹਰ ਹਫ਼ਤੇ ਹਜ਼ਾਰਾਂ ਲੋਕਾਂ ਨੂੰ ਲੰਗਰ ਛਕਾਉਂਦੇ ਹਨ।',
    'original-b',
  ],
  [
    'v',
    'Second Innings: Growing Old in Canada',
    'ਦੂਜੀ ਪਾਰੀ: ਕੈਨੇਡਾ ਵਿੱਚ ਬੁਢਾਪਾ',
    'Parents and grandparents on super visas talk about loneliness, neighbourhood parks and finding a purpose.',
    'ਸੁਪਰ ਵੀਜ਼ੇ ਉੱਤੇ ਆਏ ਮਾਪੇ ਅਤੇ ਦਾਦਾ-ਦਾਦੀ ਇਕੱਲੇਪਣ, ਆਂਢ-ਗੁਆਂਢ ਦੇ ਪਾਰਕਾਂ ਅਤੇ ਜ਼ਿੰਦਗੀ ਦਾ ਨਵਾਂ ਮਕਸਦ ਲੱਭਣ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    1650,
  ],
  [
    'v',
    'Northern Roots: Punjabi Families in Prince George',
    'ਉੱਤਰ ਵਿੱਚ ਜੜ੍ਹਾਂ: ਪ੍ਰਿੰਸ ਜਾਰਜ ਦੇ ਪੰਜਾਬੀ ਪਰਿਵਾਰ',
    'Sawmill jobs brought them north decades ago; now their grandchildren are deciding whether to stay.',
    'ਦਹਾਕੇ ਪਹਿਲਾਂ ਆਰਾ ਮਿੱਲਾਂ ਦੀਆਂ ਨੌਕਰੀਆਂ ਉਨ੍ਹਾਂ ਨੂੰ ਉੱਤਰ ਵੱਲ ਲੈ ਆਈਆਂ; ਹੁਣ ਉਨ੍ਹਾਂ ਦੇ ਪੋਤੇ-ਪੋਤੀਆਂ ਫ਼ੈਸਲਾ ਕਰ ਰਹੇ ਹਨ ਕਿ ਇੱਥੇ ਰਹਿਣਾ ਹੈ ਜਾਂ ਨਹੀਂ।',
    2040,
  ],
];

const explainers: Entry[] = [
  [
    'v',
    'Explained: Your Rights as a Tenant in BC',
    'ਸਮਝੋ: ਬੀ.ਸੀ. ਵਿੱਚ ਕਿਰਾਏਦਾਰ ਵਜੋਂ ਤੁਹਾਡੇ ਹੱਕ',
    'Deposits, rent increases and evictions in ten minutes, with the forms you actually need.',
    'ਸਕਿਓਰਿਟੀ ਡਿਪਾਜ਼ਿਟ, ਕਿਰਾਏ ਵਿੱਚ ਵਾਧਾ ਅਤੇ ਘਰ ਖ਼ਾਲੀ ਕਰਵਾਉਣ ਦੇ ਨੋਟਿਸ ਦਸ ਮਿੰਟਾਂ ਵਿੱਚ, ਉਨ੍ਹਾਂ ਫ਼ਾਰਮਾਂ ਸਮੇਤ ਜਿਨ੍ਹਾਂ ਦੀ ਤੁਹਾਨੂੰ ਸੱਚਮੁੱਚ ਲੋੜ ਪੈਂਦੀ ਹੈ।',
    615,
    PA_EN,
  ],
  [
    'a',
    'Explained: How Express Entry Draws Work',
    'ਸਮਝੋ: ਐਕਸਪ੍ਰੈਸ ਐਂਟਰੀ ਡਰਾਅ ਕਿਵੇਂ ਹੁੰਦੇ ਹਨ',
    'CRS scores, category-based draws and why the cut-off moves from one round to the next.',
    'ਸੀ.ਆਰ.ਐੱਸ. ਸਕੋਰ, ਕੈਟੇਗਰੀ ਵਾਲੇ ਡਰਾਅ, ਅਤੇ ਹਰ ਰਾਊਂਡ ਵਿੱਚ ਕੱਟ-ਆਫ਼ ਕਿਉਂ ਬਦਲ ਜਾਂਦਾ ਹੈ।',
    'original-b',
  ],
  [
    'v',
    'In 75 Seconds: New Rules for Commercial Drivers',
    '75 ਸਕਿੰਟਾਂ ਵਿੱਚ: ਕਮਰਸ਼ੀਅਲ ਡਰਾਈਵਰਾਂ ਲਈ ਨਵੇਂ ਨਿਯਮ',
    'Entry-level training, road tests and what the changes mean for anyone starting out in trucking.',
    'ਮੁੱਢਲੀ ਸਿਖਲਾਈ, ਰੋਡ ਟੈਸਟ, ਅਤੇ ਟਰੱਕਿੰਗ ਵਿੱਚ ਨਵੀਂ ਸ਼ੁਰੂਆਤ ਕਰਨ ਵਾਲਿਆਂ ਲਈ ਇਨ੍ਹਾਂ ਤਬਦੀਲੀਆਂ ਦੇ ਮਾਇਨੇ।',
    75,
  ],
  [
    'a',
    'Explained: Canada Pension Plan or Old Age Security?',
    'ਸਮਝੋ: ਕੈਨੇਡਾ ਪੈਨਸ਼ਨ ਪਲਾਨ ਅਤੇ ਓਲਡ ਏਜ ਸਕਿਉਰਿਟੀ ਵਿੱਚ ਕੀ ਫ਼ਰਕ ਹੈ?',
    'Two pensions, two sets of rules: what you earn, what you are entitled to and when to apply.',
    'ਦੋ ਪੈਨਸ਼ਨਾਂ, ਦੋ ਤਰ੍ਹਾਂ ਦੇ ਨਿਯਮ: ਤੁਸੀਂ ਕੀ ਕਮਾਉਂਦੇ ਹੋ, ਤੁਹਾਡਾ ਹੱਕ ਕੀ ਬਣਦਾ ਹੈ ਅਤੇ ਅਰਜ਼ੀ ਕਦੋਂ ਦੇਣੀ ਹੈ।',
    'original-b',
  ],
  [
    'v',
    'Explained: Property Tax and the Home Owner Grant',
    'ਸਮਝੋ: ਪ੍ਰਾਪਰਟੀ ਟੈਕਸ ਅਤੇ ਹੋਮ ਓਨਰ ਗ੍ਰਾਂਟ',
    'Who qualifies, the deadline that trips up thousands of families, and how to claim online.',
    'ਕੌਣ ਯੋਗ ਹੈ, ਉਹ ਆਖ਼ਰੀ ਤਰੀਕ ਜਿਸ ਤੋਂ ਹਜ਼ਾਰਾਂ ਪਰਿਵਾਰ ਖੁੰਝ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਆਨਲਾਈਨ ਦਾਅਵਾ ਕਿਵੇਂ ਕਰਨਾ ਹੈ।',
    420,
  ],
  [
    'a',
    'Explained: Sending Money to India',
    'ਸਮਝੋ: ਭਾਰਤ ਪੈਸੇ ਭੇਜਣ ਦੇ ਤਰੀਕੇ',
    'Exchange rates, transfer fees and the tax rules on both sides, compared side by side.',
    'ਐਕਸਚੇਂਜ ਰੇਟ, ਟ੍ਰਾਂਸਫ਼ਰ ਫ਼ੀਸਾਂ ਅਤੇ ਦੋਵਾਂ ਮੁਲਕਾਂ ਦੇ ਟੈਕਸ ਨਿਯਮ, ਨਾਲ-ਨਾਲ ਰੱਖ ਕੇ ਤੁਲਨਾ।',
    'original-b',
  ],
  [
    'v',
    'Explained: How Your City Council Is Elected',
    'ਸਮਝੋ: ਸ਼ਹਿਰ ਦੀ ਕੌਂਸਲ ਕਿਵੇਂ ਚੁਣੀ ਜਾਂਦੀ ਹੈ',
    'Mayors, councillors and school trustees: who does what, and how to vote in your city.',
    'ਮੇਅਰ, ਕੌਂਸਲਰ ਅਤੇ ਸਕੂਲ ਟਰੱਸਟੀ: ਕੌਣ ਕੀ ਕਰਦਾ ਹੈ, ਅਤੇ ਆਪਣੇ ਸ਼ਹਿਰ ਵਿੱਚ ਵੋਟ ਕਿਵੇਂ ਪਾਉਣੀ ਹੈ।',
    360,
    PA_EN,
  ],
];

const shows: Entry[] = [
  [
    'v',
    'Chai Te Charcha, Episode 12: Parents, Phones and Screen Time',
    'ਚਾਹ ਤੇ ਚਰਚਾ, ਕਿਸ਼ਤ 12: ਮਾਪੇ, ਫ਼ੋਨ ਅਤੇ ਸਕਰੀਨ ਟਾਈਮ',
    'Our studio panel debates how much screen time is too much, with calls from listeners.',
    'ਸਾਡਾ ਸਟੂਡੀਓ ਪੈਨਲ ਸਰੋਤਿਆਂ ਦੀਆਂ ਕਾਲਾਂ ਦੇ ਨਾਲ ਬਹਿਸ ਕਰਦਾ ਹੈ ਕਿ ਕਿੰਨਾ ਸਕਰੀਨ ਟਾਈਮ ਹੱਦੋਂ ਵੱਧ ਹੈ।',
    2880,
  ],
  [
    'v',
    'Studio 91.5 Sessions: Season Trailer',
    'ਸਟੂਡੀਓ 91.5 ਸੈਸ਼ਨ: ਨਵੇਂ ਸੀਜ਼ਨ ਦਾ ਟ੍ਰੇਲਰ',
    'A ninety-second look at the new season of live performances from our studio.',
    'ਸਾਡੇ ਸਟੂਡੀਓ ਤੋਂ ਲਾਈਵ ਪੇਸ਼ਕਾਰੀਆਂ ਦੇ ਨਵੇਂ ਸੀਜ਼ਨ ਦੀ ਨੱਬੇ ਸਕਿੰਟਾਂ ਦੀ ਝਲਕ।',
    90,
  ],
  [
    'v',
    'Desi Dad Comedy: The Thermostat War',
    'ਦੇਸੀ ਡੈਡੀ ਕਾਮੇਡੀ: ਥਰਮੋਸਟੈਟ ਦੀ ਜੰਗ',
    'One father, one thermostat and a family that just wants to be warm.',
    'ਇੱਕ ਪਿਤਾ, ਇੱਕ ਥਰਮੋਸਟੈਟ ਅਤੇ ਇੱਕ ਪਰਿਵਾਰ ਜੋ ਬੱਸ ਨਿੱਘ ਚਾਹੁੰਦਾ ਹੈ।',
    91,
    PA_EN,
  ],
  [
    'v',
    'Chai Te Charcha, Episode 11: Big Canadian Weddings',
    'ਚਾਹ ਤੇ ਚਰਚਾ, ਕਿਸ਼ਤ 11: ਕੈਨੇਡਾ ਦੇ ਵੱਡੇ-ਵੱਡੇ ਵਿਆਹ',
    'Are banquet-hall weddings getting out of hand? Families and a wedding planner weigh in.',
    'ਕੀ ਬੈਂਕੁਇਟ ਹਾਲਾਂ ਵਾਲੇ ਵਿਆਹ ਹੱਦੋਂ ਵੱਧ ਰਹੇ ਹਨ? ਪਰਿਵਾਰ ਅਤੇ ਇੱਕ ਵੈਡਿੰਗ ਪਲੈਨਰ ਆਪਣੀ ਰਾਇ ਦਿੰਦੇ ਹਨ।',
    2745,
  ],
  [
    'a',
    'Kissa Kahani: Stories from the Pind',
    'ਕਿੱਸਾ ਕਹਾਣੀ: ਪਿੰਡ ਦੀਆਂ ਬਾਤਾਂ',
    'A storyteller retells the village tales his grandmother told him, with folk music between chapters.',
    'ਇੱਕ ਕਿੱਸਾਗੋ ਆਪਣੀ ਦਾਦੀ ਤੋਂ ਸੁਣੀਆਂ ਪਿੰਡ ਦੀਆਂ ਬਾਤਾਂ ਮੁੜ ਸੁਣਾਉਂਦਾ ਹੈ, ਹਰ ਕਾਂਡ ਦੇ ਵਿਚਕਾਰ ਲੋਕ ਸੰਗੀਤ ਨਾਲ।',
    'original-a',
  ],
  [
    'v',
    'Studio 91.5 Sessions: Folk Duet Live',
    'ਸਟੂਡੀਓ 91.5 ਸੈਸ਼ਨ: ਲੋਕ ਗੀਤਾਂ ਦੀ ਜੋੜੀ ਲਾਈਵ',
    'A Surrey duo performs tumbi-led folk songs unplugged in our studio.',
    'ਸਰੀ ਦੀ ਇੱਕ ਜੋੜੀ ਸਾਡੇ ਸਟੂਡੀਓ ਵਿੱਚ ਤੂੰਬੀ ਨਾਲ ਸਾਦੇ ਅੰਦਾਜ਼ ਵਿੱਚ ਲੋਕ ਗੀਤ ਪੇਸ਼ ਕਰਦੀ ਹੈ।',
    1260,
  ],
  [
    'v',
    'Chai Te Charcha, Episode 10: Buying Your First Home',
    'ਚਾਹ ਤੇ ਚਰਚਾ, ਕਿਸ਼ਤ 10: ਪਹਿਲਾ ਘਰ ਖ਼ਰੀਦਣਾ',
    'A mortgage broker and first-time buyers on down payments, stress tests and loans from family.',
    'ਇੱਕ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰ ਅਤੇ ਪਹਿਲੀ ਵਾਰ ਘਰ ਖ਼ਰੀਦਣ ਵਾਲੇ ਡਾਊਨ ਪੇਮੈਂਟ, ਸਟ੍ਰੈੱਸ ਟੈਸਟ ਅਤੇ ਪਰਿਵਾਰ ਤੋਂ ਲਏ ਉਧਾਰ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    2940,
  ],
  [
    'v',
    'Desi Dad Comedy: Parking at the Gurdwara',
    'ਦੇਸੀ ਡੈਡੀ ਕਾਮੇਡੀ: ਗੁਰਦੁਆਰੇ ਦੀ ਪਾਰਕਿੰਗ',
    'Every Sunday, the same battle for the last spot near the door.',
    'ਹਰ ਐਤਵਾਰ ਦਰਵਾਜ਼ੇ ਦੇ ਨੇੜੇ ਆਖ਼ਰੀ ਖ਼ਾਲੀ ਥਾਂ ਲਈ ਉਹੀ ਜੰਗ।',
    204,
    PA_EN,
  ],
  [
    'a',
    'Kissa Kahani: The Well and the Peepal Tree',
    'ਕਿੱਸਾ ਕਹਾਣੀ: ਖੂਹ ਅਤੇ ਪਿੱਪਲ',
    'A second tale from the village, about two friends, a dry summer and a promise kept.',
    'ਪਿੰਡ ਦੀ ਇੱਕ ਹੋਰ ਬਾਤ: ਦੋ ਦੋਸਤ, ਸੋਕੇ ਵਾਲੀ ਗਰਮੀ ਅਤੇ ਨਿਭਾਇਆ ਹੋਇਆ ਇੱਕ ਵਾਅਦਾ।',
    'original-a',
  ],
  [
    'v',
    'Studio 91.5 Sessions: The Dhadi Tradition',
    'ਸਟੂਡੀਓ 91.5 ਸੈਸ਼ਨ: ਢਾਡੀ ਵਾਰਾਂ ਦੀ ਪਰੰਪਰਾ',
    'A dhadi jatha performs with sarangi and dhadd and explains the history of sung ballads.',
    'ਇੱਕ ਢਾਡੀ ਜਥਾ ਸਾਰੰਗੀ ਅਤੇ ਢੱਡ ਨਾਲ ਵਾਰਾਂ ਗਾਉਂਦਾ ਹੈ ਅਤੇ ਇਸ ਗਾਇਨ ਪਰੰਪਰਾ ਦਾ ਇਤਿਹਾਸ ਦੱਸਦਾ ਹੈ।',
    1710,
  ],
  [
    'v',
    'Chai Te Charcha, Episode 9: Mental Health Is Not a Taboo',
    'ਚਾਹ ਤੇ ਚਰਚਾ, ਕਿਸ਼ਤ 9: ਮਾਨਸਿਕ ਸਿਹਤ ਸ਼ਰਮ ਦੀ ਗੱਲ ਨਹੀਂ',
    'A counsellor and two young men talk openly about stress, pride and asking for help.',
    'ਇੱਕ ਕੌਂਸਲਰ ਅਤੇ ਦੋ ਨੌਜਵਾਨ ਤਣਾਅ, ਅਣਖ ਅਤੇ ਮਦਦ ਮੰਗਣ ਬਾਰੇ ਖੁੱਲ੍ਹ ਕੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    3120,
  ],
  [
    'v',
    'Young Voices: Surrey Teens on Identity',
    'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ: ਪਛਾਣ ਬਾਰੇ ਸਰੀ ਦੇ ਨੌਜਵਾਨ',
    'High-school students on speaking Punjabi at home and English everywhere else.',
    undefined, // English only on purpose: an English-language piece keeps the language fallback in use.
    1380,
    ['English', 'Punjabi'],
  ],
];

const entertainment: Entry[] = [
  [
    'v',
    'Behind the Scenes: Shooting a Punjabi Film in Abbotsford',
    'ਪਰਦੇ ਪਿੱਛੇ: ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦੀ ਸ਼ੂਟਿੰਗ',
    'A day on set with a local crew turning Fraser Valley farmland into a village in Punjab.',
    'ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਖੇਤਾਂ ਨੂੰ ਪੰਜਾਬ ਦੇ ਪਿੰਡ ਵਿੱਚ ਬਦਲ ਰਹੀ ਸਥਾਨਕ ਟੀਮ ਨਾਲ ਫ਼ਿਲਮ ਦੇ ਸੈੱਟ ਉੱਤੇ ਇੱਕ ਦਿਨ।',
    845,
  ],
  [
    'v',
    "Trailer Talk: This Month's Big Releases",
    'ਟ੍ਰੇਲਰ ਟਾਕ: ਇਸ ਮਹੀਨੇ ਦੀਆਂ ਵੱਡੀਆਂ ਫ਼ਿਲਮਾਂ',
    'Quick reactions from our entertainment desk to the newest Punjabi and Hindi trailers.',
    'ਨਵੇਂ ਪੰਜਾਬੀ ਅਤੇ ਹਿੰਦੀ ਟ੍ਰੇਲਰਾਂ ਬਾਰੇ ਸਾਡੇ ਮਨੋਰੰਜਨ ਡੈਸਕ ਦੀ ਫਟਾਫਟ ਰਾਇ।',
    150,
    PA_EN,
  ],
  [
    'a',
    'Cine Talk: Why Period Dramas Rule Pollywood',
    'ਸਿਨੇ ਟਾਕ: ਪਾਲੀਵੁੱਡ ਵਿੱਚ ਪੁਰਾਣੇ ਦੌਰ ਦੀਆਂ ਫ਼ਿਲਮਾਂ ਦਾ ਬੋਲਬਾਲਾ ਕਿਉਂ',
    'Two critics on nostalgia, village sets and what audiences abroad want to see.',
    'ਦੋ ਆਲੋਚਕ ਪੁਰਾਣੀਆਂ ਯਾਦਾਂ ਦੇ ਮੋਹ, ਪਿੰਡਾਂ ਵਾਲੇ ਸੈੱਟਾਂ ਅਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੱਸਦੇ ਦਰਸ਼ਕਾਂ ਦੀ ਪਸੰਦ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    'original-a',
  ],
  [
    'v',
    'In Conversation: Singer Rajveer Kahlon',
    'ਗੱਲਬਾਤ: ਗਾਇਕ ਰਾਜਵੀਰ ਕਾਹਲੋਂ ਨਾਲ',
    'The Surrey-raised singer on his first album and learning the harmonium from his nani.',
    'ਸਰੀ ਵਿੱਚ ਪਲਿਆ ਗਾਇਕ ਆਪਣੀ ਪਹਿਲੀ ਐਲਬਮ ਅਤੇ ਨਾਨੀ ਤੋਂ ਹਾਰਮੋਨੀਅਮ ਸਿੱਖਣ ਦੀਆਂ ਗੱਲਾਂ ਕਰਦਾ ਹੈ।',
    1520,
  ],
  [
    'v',
    "First Look: The Month's New Bhangra Tracks",
    'ਪਹਿਲੀ ਝਲਕ: ਮਹੀਨੇ ਦੇ ਨਵੇਂ ਭੰਗੜਾ ਗੀਤ',
    'Our music team counts down the new tracks listeners requested most.',
    'ਸਾਡੀ ਸੰਗੀਤ ਟੀਮ ਸਰੋਤਿਆਂ ਵੱਲੋਂ ਸਭ ਤੋਂ ਵੱਧ ਮੰਗੇ ਗਏ ਨਵੇਂ ਗੀਤਾਂ ਦੀ ਗਿਣਤੀ ਕਰਦੀ ਹੈ।',
    660,
  ],
  [
    'v',
    'Comedy Night Highlights: Newton Stage',
    'ਕਾਮੇਡੀ ਨਾਈਟ ਦੀਆਂ ਝਲਕੀਆਂ: ਨਿਊਟਨ ਸਟੇਜ',
    'The best ten minutes from our sold-out bilingual stand-up night.',
    'ਸਾਡੀ ਹਾਊਸਫੁੱਲ ਦੋ-ਭਾਸ਼ੀ ਸਟੈਂਡ-ਅੱਪ ਕਾਮੇਡੀ ਨਾਈਟ ਦੇ ਸਭ ਤੋਂ ਵਧੀਆ ਦਸ ਮਿੰਟ।',
    612,
    PA_EN,
  ],
  [
    'v',
    'Bhangra Crew Face-Off',
    'ਭੰਗੜਾ ਟੀਮਾਂ ਦਾ ਮੁਕਾਬਲਾ',
    'Four university teams, one stage and judges who do not hold back.',
    'ਯੂਨੀਵਰਸਿਟੀਆਂ ਦੀਆਂ ਚਾਰ ਟੀਮਾਂ, ਇੱਕ ਸਟੇਜ ਅਤੇ ਉਹ ਜੱਜ ਜੋ ਕੋਈ ਲਿਹਾਜ਼ ਨਹੀਂ ਕਰਦੇ।',
    1905,
  ],
];

const kitchenStories: Entry[] = [
  [
    'v',
    "Makki di Roti and Sarson da Saag, Nani's Way",
    'ਨਾਨੀ ਦੇ ਹੱਥਾਂ ਵਾਲਾ ਸਰ੍ਹੋਂ ਦਾ ਸਾਗ ਤੇ ਮੱਕੀ ਦੀ ਰੋਟੀ',
    'A Delta grandmother shows the slow way, and explains why she never uses a blender.',
    'ਡੈਲਟਾ ਦੀ ਇੱਕ ਨਾਨੀ ਹੌਲੀ-ਹੌਲੀ ਪਕਾਉਣ ਦਾ ਪੁਰਾਣਾ ਤਰੀਕਾ ਵਿਖਾਉਂਦੀ ਹੈ ਅਤੇ ਦੱਸਦੀ ਹੈ ਕਿ ਉਹ ਕਦੇ ਬਲੈਂਡਰ ਕਿਉਂ ਨਹੀਂ ਵਰਤਦੀ।',
    980,
  ],
  [
    'v',
    'Lassi Three Ways',
    'ਤਿੰਨ ਤਰ੍ਹਾਂ ਦੀ ਲੱਸੀ',
    'Sweet, salted and mango: the perfect summer lassi in under five minutes.',
    'ਮਿੱਠੀ, ਨਮਕੀਨ ਅਤੇ ਅੰਬ ਵਾਲੀ: ਪੰਜ ਮਿੰਟਾਂ ਤੋਂ ਘੱਟ ਸਮੇਂ ਵਿੱਚ ਗਰਮੀਆਂ ਲਈ ਬਿਹਤਰੀਨ ਲੱਸੀ।',
    272,
  ],
  [
    'a',
    'Pinni Season: Winter Sweets and Memories',
    'ਪਿੰਨੀਆਂ ਦਾ ਮੌਸਮ: ਸਰਦੀਆਂ ਦੀ ਮਠਿਆਈ ਤੇ ਯਾਦਾਂ',
    'Three generations of women talk while they roll pinnis for the whole family.',
    'ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਦੀਆਂ ਔਰਤਾਂ ਸਾਰੇ ਟੱਬਰ ਲਈ ਪਿੰਨੀਆਂ ਵੱਟਦਿਆਂ ਗੱਲਾਂ ਕਰਦੀਆਂ ਹਨ।',
    'original-b',
  ],
  [
    '-',
    'The Dhaba on Highway 1',
    'ਹਾਈਵੇ 1 ਵਾਲਾ ਢਾਬਾ',
    'Coming soon: the roadside kitchen that feeds long-haul truckers around the clock.',
    'ਜਲਦੀ ਆ ਰਹੀ ਹੈ: ਸੜਕ ਕਿਨਾਰੇ ਦੀ ਉਹ ਰਸੋਈ ਜੋ ਲੰਮੇ ਰੂਟਾਂ ਵਾਲੇ ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਨੂੰ ਚੌਵੀ ਘੰਟੇ ਖਾਣਾ ਖੁਆਉਂਦੀ ਹੈ।',
    1100,
  ],
  [
    'v',
    'Chole Bhature from a Surrey Food Truck',
    'ਸਰੀ ਦੇ ਫੂਡ ਟਰੱਕ ਵਾਲੇ ਛੋਲੇ-ਭਟੂਰੇ',
    "How a former engineer turned her mother's recipe into a lunchtime lineup.",
    'ਇੱਕ ਸਾਬਕਾ ਇੰਜੀਨੀਅਰ ਨੇ ਆਪਣੀ ਮਾਂ ਦੀ ਵਿਧੀ ਨਾਲ ਦੁਪਹਿਰ ਦੇ ਖਾਣੇ ਵੇਲੇ ਲੰਮੀਆਂ ਕਤਾਰਾਂ ਕਿਵੇਂ ਲਗਵਾ ਦਿੱਤੀਆਂ।',
    690,
  ],
  [
    'v',
    'Langar-Style Dal for Fifty',
    'ਪੰਜਾਹ ਜਣਿਆਂ ਲਈ ਲੰਗਰ ਵਾਲੀ ਦਾਲ',
    'Scaling up a gurdwara kitchen classic for family functions at home.',
    'ਘਰ ਦੇ ਪਰਿਵਾਰਕ ਸਮਾਗਮਾਂ ਲਈ ਗੁਰਦੁਆਰੇ ਦੀ ਰਸੋਈ ਦੀ ਮਸ਼ਹੂਰ ਦਾਲ ਵੱਡੀ ਮਾਤਰਾ ਵਿੱਚ ਬਣਾਉਣ ਦਾ ਤਰੀਕਾ।',
    745,
  ],
  [
    'v',
    'Karah Parshad: The Recipe and Its Meaning',
    'ਕੜਾਹ ਪ੍ਰਸ਼ਾਦ: ਵਿਧੀ ਅਤੇ ਇਸ ਦੀ ਮਹੱਤਤਾ',
    'A sevadar explains the equal measures, the ardas and the care that goes into every batch.',
    'ਇੱਕ ਸੇਵਾਦਾਰ ਬਰਾਬਰ ਮਿਣਤੀ, ਅਰਦਾਸ ਅਤੇ ਹਰ ਵਾਰ ਕੜਾਹ ਪ੍ਰਸ਼ਾਦ ਤਿਆਰ ਕਰਨ ਵਿੱਚ ਵਰਤੀ ਜਾਂਦੀ ਸੰਭਾਲ ਬਾਰੇ ਦੱਸਦਾ ਹੈ।',
    540,
  ],
];

const wellness: Entry[] = [
  [
    'a',
    'Morning Walk: Sleep and Stress',
    'ਸਵੇਰ ਦੀ ਸੈਰ: ਨੀਂਦ ਅਤੇ ਤਣਾਅ',
    'A family doctor answers listener questions on insomnia, shift work and constant worry.',
    'ਇੱਕ ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਉਨੀਂਦਰੇ, ਸ਼ਿਫ਼ਟਾਂ ਵਾਲੇ ਕੰਮ ਅਤੇ ਹਰ ਵੇਲੇ ਦੀ ਚਿੰਤਾ ਬਾਰੇ ਸਰੋਤਿਆਂ ਦੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ।',
    'original-a',
  ],
  [
    'v',
    'Chair Yoga for Seniors',
    'ਬਜ਼ੁਰਗਾਂ ਲਈ ਕੁਰਸੀ ਯੋਗਾ',
    'A gentle fifteen-minute routine you can follow at home without any equipment.',
    'ਪੰਦਰਾਂ ਮਿੰਟਾਂ ਦੀ ਹਲਕੀ ਕਸਰਤ, ਜੋ ਤੁਸੀਂ ਬਿਨਾਂ ਕਿਸੇ ਸਾਮਾਨ ਦੇ ਘਰ ਬੈਠੇ ਕਰ ਸਕਦੇ ਹੋ।',
    905,
  ],
  [
    'a',
    'Heart Health and the Desi Diet',
    'ਦਿਲ ਦੀ ਸਿਹਤ ਅਤੇ ਦੇਸੀ ਖਾਣਾ',
    'Ghee, salt and sweets: a cardiologist on the small changes that make a real difference.',
    'ਘਿਓ, ਲੂਣ ਅਤੇ ਮਠਿਆਈਆਂ: ਦਿਲ ਦੇ ਰੋਗਾਂ ਦੇ ਮਾਹਿਰ ਦੱਸਦੇ ਹਨ ਕਿ ਕਿਹੜੀਆਂ ਛੋਟੀਆਂ ਤਬਦੀਲੀਆਂ ਸੱਚਮੁੱਚ ਫ਼ਰਕ ਪਾਉਂਦੀਆਂ ਹਨ।',
    'original-b',
  ],
  [
    'v',
    'Diabetes: Reading Your Lab Report',
    'ਸ਼ੂਗਰ: ਆਪਣੀ ਲੈਬ ਰਿਪੋਰਟ ਕਿਵੇਂ ਪੜ੍ਹੀਏ',
    'A1C, fasting sugar and what your test results are really telling you.',
    'A1C, ਖ਼ਾਲੀ ਪੇਟ ਸ਼ੂਗਰ, ਅਤੇ ਤੁਹਾਡੇ ਟੈਸਟਾਂ ਦੇ ਨਤੀਜੇ ਅਸਲ ਵਿੱਚ ਕੀ ਦੱਸਦੇ ਹਨ।',
    720,
  ],
  [
    'a',
    'Talking to Your Parents About Mental Health',
    'ਮਾਪਿਆਂ ਨਾਲ ਮਾਨਸਿਕ ਸਿਹਤ ਬਾਰੇ ਗੱਲ ਕਿਵੇਂ ਕਰੀਏ',
    'A counsellor shares the words that open doors instead of closing them.',
    'ਇੱਕ ਕੌਂਸਲਰ ਦੱਸਦੇ ਹਨ ਕਿ ਕਿਹੜੇ ਸ਼ਬਦ ਗੱਲਬਾਤ ਦੇ ਦਰਵਾਜ਼ੇ ਬੰਦ ਕਰਨ ਦੀ ਥਾਂ ਖੋਲ੍ਹਦੇ ਹਨ।',
    'original-b',
    PA_EN,
  ],
  [
    'v',
    'Stretches for Truckers and Office Workers',
    'ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਅਤੇ ਦਫ਼ਤਰੀ ਮੁਲਾਜ਼ਮਾਂ ਲਈ ਕਸਰਤਾਂ',
    'Five moves for your back and neck after long hours in the seat.',
    'ਸੀਟ ਉੱਤੇ ਲੰਮੇ ਘੰਟੇ ਬੈਠਣ ਤੋਂ ਬਾਅਦ ਪਿੱਠ ਅਤੇ ਗਰਦਨ ਲਈ ਪੰਜ ਕਸਰਤਾਂ।',
    315,
  ],
  [
    'a',
    "Women's Health: The Questions We Don't Ask",
    'ਔਰਤਾਂ ਦੀ ਸਿਹਤ: ਉਹ ਸਵਾਲ ਜੋ ਅਸੀਂ ਪੁੱਛਦੀਆਂ ਨਹੀਂ',
    'A nurse practitioner on screenings, menopause and asking for a second opinion.',
    'ਇੱਕ ਨਰਸ ਪ੍ਰੈਕਟੀਸ਼ਨਰ ਸਕਰੀਨਿੰਗ ਟੈਸਟਾਂ, ਮੀਨੋਪੌਜ਼ ਅਤੇ ਕਿਸੇ ਹੋਰ ਡਾਕਟਰ ਦੀ ਰਾਇ ਲੈਣ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    'original-a',
  ],
  [
    'v',
    'Kids, Sports and Screen-Free Summers',
    'ਬੱਚੇ, ਖੇਡਾਂ ਅਤੇ ਸਕਰੀਨ ਤੋਂ ਬਿਨਾਂ ਗਰਮੀਆਂ',
    'A youth coach on getting children outdoors, active and off their phones.',
    'ਇੱਕ ਯੂਥ ਕੋਚ ਦੱਸਦੇ ਹਨ ਕਿ ਬੱਚਿਆਂ ਨੂੰ ਫ਼ੋਨਾਂ ਤੋਂ ਦੂਰ, ਘਰੋਂ ਬਾਹਰ ਅਤੇ ਚੁਸਤ-ਫੁਰਤ ਕਿਵੇਂ ਰੱਖਿਆ ਜਾਵੇ।',
    640,
    PA_EN,
  ],
];

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
