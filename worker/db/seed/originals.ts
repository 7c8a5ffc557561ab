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
    description:
      'Long-form stories about the people who built Punjabi Canada and the people building it now — truckers, farmworkers, students, elders — reported on the ground from Surrey to Punjab.',
    backgroundImage: banner('docs'),
  },
  {
    id: 401,
    slug: 'explainers',
    categoryId: 1,
    title: 'Explainers',
    titlePa: 'ਸੌਖੀ ਭਾਸ਼ਾ ਵਿੱਚ',
    heading: 'The news, explained in plain language',
    description:
      'Short, practical guides to the rules and systems that shape daily life in Canada: tenancy, pensions, immigration, taxes and elections, in Punjabi and English.',
    backgroundImage: banner('explainers'),
  },
  {
    id: 402,
    slug: 'shows',
    categoryId: 2,
    title: 'Shows',
    titlePa: 'ਸ਼ੋਅ',
    heading: 'Talk, music and comedy from Studio 91.5',
    description:
      'Our studio panel debates, live music sessions, village stories and sketch comedy — the shows our listeners ask to watch again.',
    backgroundImage: banner('shows'),
  },
  {
    id: 403,
    slug: 'entertainment',
    categoryId: 2,
    title: 'Entertainment',
    titlePa: 'ਮਨੋਰੰਜਨ',
    heading: 'Behind the scenes of Punjabi film and music',
    description:
      'On-set visits, interviews with local artists, new releases and the best moments from our stage nights.',
    backgroundImage: banner('entertainment'),
  },
  {
    id: 404,
    slug: 'kitchen-stories',
    categoryId: 3,
    title: 'Kitchen Stories',
    titlePa: 'ਰਸੋਈ ਦੀਆਂ ਕਹਾਣੀਆਂ',
    heading: 'Recipes with a story behind them',
    description:
      'Grandmothers, food-truck owners and langar sevadars cook the dishes they grew up with and tell us where they come from.',
    backgroundImage: banner('kitchen-stories'),
  },
  {
    id: 405,
    slug: 'wellness',
    categoryId: 3,
    title: 'Wellness',
    titlePa: 'ਤੰਦਰੁਸਤੀ',
    heading: 'Health advice for the whole family',
    description:
      'Doctors, nurses, counsellors and coaches answer the health questions our listeners send in, from diabetes to sleep to mental health.',
    backgroundImage: banner('wellness'),
  },
];

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

/** v = video, a = audio (file + SoundCloud), '-' = announced, nothing playable yet. */
type Kind = 'v' | 'a' | '-';

/** [kind, title, titlePa, one-line description, duration in seconds, languages?] */
type Entry = [kind: Kind, title: string, titlePa: string, description: string, duration: number, languages?: string[]];

const PA = ['Punjabi'];
const PA_EN = ['Punjabi', 'English'];

/** Newest first within each list. */
const docs: Entry[] = [
  [
    'v',
    'The Long Haul: Life on the Coquihalla',
    'ਲੰਮਾ ਸਫ਼ਰ: ਕੋਕੁਹਾਲਾ ਹਾਈਵੇ ਉੱਤੇ ਟਰੱਕਰਾਂ ਦੀ ਜ਼ਿੰਦਗੀ',
    'Three Surrey truck drivers, one winter week on the mountain highway every trucker respects.',
    2460,
  ],
  [
    'v',
    'Berry Fields: The Farmworkers of the Fraser Valley',
    'ਬੇਰੀਆਂ ਦੇ ਖੇਤ: ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਖੇਤ ਕਾਮੇ',
    'Seasonal pickers and the grandparents who worked the same rows before them talk about wages, heat and pride.',
    1985,
  ],
  [
    'a',
    'Letters from Ludhiana',
    'ਲੁਧਿਆਣੇ ਤੋਂ ਆਈਆਂ ਚਿੱਠੀਆਂ',
    'An audio documentary built from forty years of letters between a Surrey family and the relatives they left behind.',
    1710,
  ],
  [
    'v',
    'Study Permit Dreams',
    'ਸਟੱਡੀ ਪਰਮਿਟ ਦੇ ਸੁਪਨੇ',
    'International students from Punjab on rent, capped work hours and the pressure of sending money home.',
    2220,
  ],
  [
    '-',
    'After the Water: Rebuilding on Sumas Prairie',
    'ਪਾਣੀ ਉਤਰਨ ਤੋਂ ਬਾਅਦ: ਸੁਮਾਸ ਪ੍ਰੇਰੀ ਦੀ ਮੁੜ ਉਸਾਰੀ',
    'Coming soon: Punjabi dairy and blueberry farmers on starting over after the floods.',
    2100,
  ],
  [
    'v',
    "Where It Began: Vancouver's First Gurdwara",
    'ਜਿੱਥੋਂ ਸ਼ੁਰੂਆਤ ਹੋਈ: ਵੈਨਕੂਵਰ ਦਾ ਪਹਿਲਾ ਗੁਰਦੁਆਰਾ',
    "Historians and descendants of early settlers trace the community's roots back to 1908.",
    1560,
    PA_EN,
  ],
  [
    'a',
    "Night Shift: Surrey's Taxi Drivers",
    'ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ: ਸਰੀ ਦੇ ਟੈਕਸੀ ਡਰਾਈਵਰ',
    'Ride from midnight to dawn with drivers who have watched the city change through their windshields.',
    1320,
  ],
  [
    'v',
    'Housing Squeeze: Three Generations, One Roof',
    'ਮਕਾਨਾਂ ਦੀ ਤੰਗੀ: ਇੱਕ ਛੱਤ ਹੇਠ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ',
    'Why multigenerational homes are both a tradition and a necessity in Metro Vancouver.',
    1875,
  ],
  [
    'v',
    'The Kabaddi Coaches',
    'ਕਬੱਡੀ ਦੇ ਕੋਚ',
    'Volunteer coaches who keep the game alive for Canadian-born kids, one weekday evening at a time.',
    1440,
  ],
  [
    'v',
    'Village to Vancouver: The Remittance Economy',
    'ਪਿੰਡ ਤੋਂ ਵੈਨਕੂਵਰ: ਵਿਦੇਸ਼ੋਂ ਭੇਜੇ ਪੈਸਿਆਂ ਦੀ ਆਰਥਿਕਤਾ',
    'How money sent home from Canada reshapes villages in Doaba, from grand new houses to half-empty schools.',
    2610,
  ],
  [
    'a',
    'The Langar Volunteers',
    'ਲੰਗਰ ਦੇ ਸੇਵਾਦਾਰ',
    'Before sunrise in a gurdwara kitchen with the people who feed thousands every week.',
    1095,
  ],
  [
    'v',
    'Second Innings: Growing Old in Canada',
    'ਦੂਜੀ ਪਾਰੀ: ਕੈਨੇਡਾ ਵਿੱਚ ਬੁਢਾਪਾ',
    'Parents and grandparents on super visas talk about loneliness, neighbourhood parks and finding a purpose.',
    1650,
  ],
  [
    'v',
    'Northern Roots: Punjabi Families in Prince George',
    'ਉੱਤਰ ਵਿੱਚ ਜੜ੍ਹਾਂ: ਪ੍ਰਿੰਸ ਜਾਰਜ ਦੇ ਪੰਜਾਬੀ ਪਰਿਵਾਰ',
    'Sawmill jobs brought them north decades ago; now their grandchildren are deciding whether to stay.',
    2040,
  ],
];

const explainers: Entry[] = [
  [
    'v',
    'Explained: Your Rights as a Tenant in BC',
    'ਸਮਝੋ: ਬੀ.ਸੀ. ਵਿੱਚ ਕਿਰਾਏਦਾਰ ਵਜੋਂ ਤੁਹਾਡੇ ਹੱਕ',
    'Deposits, rent increases and evictions in ten minutes, with the forms you actually need.',
    615,
    PA_EN,
  ],
  [
    'a',
    'Explained: How Express Entry Draws Work',
    'ਸਮਝੋ: ਐਕਸਪ੍ਰੈਸ ਐਂਟਰੀ ਡਰਾਅ ਕਿਵੇਂ ਹੁੰਦੇ ਹਨ',
    'CRS scores, category-based draws and why the cut-off moves from one round to the next.',
    540,
  ],
  [
    'v',
    'In 75 Seconds: New Rules for Commercial Drivers',
    '75 ਸਕਿੰਟਾਂ ਵਿੱਚ: ਕਮਰਸ਼ੀਅਲ ਡਰਾਈਵਰਾਂ ਲਈ ਨਵੇਂ ਨਿਯਮ',
    'Entry-level training, road tests and what the changes mean for anyone starting out in trucking.',
    75,
  ],
  [
    'a',
    'Explained: Canada Pension Plan or Old Age Security?',
    'ਸਮਝੋ: ਕੈਨੇਡਾ ਪੈਨਸ਼ਨ ਪਲਾਨ ਅਤੇ ਓਲਡ ਏਜ ਸਕਿਉਰਿਟੀ ਵਿੱਚ ਕੀ ਫ਼ਰਕ ਹੈ?',
    'Two pensions, two sets of rules: what you earn, what you are entitled to and when to apply.',
    690,
  ],
  [
    'v',
    'Explained: Property Tax and the Home Owner Grant',
    'ਸਮਝੋ: ਪ੍ਰਾਪਰਟੀ ਟੈਕਸ ਅਤੇ ਹੋਮ ਓਨਰ ਗ੍ਰਾਂਟ',
    'Who qualifies, the deadline that trips up thousands of families, and how to claim online.',
    420,
  ],
  [
    'a',
    'Explained: Sending Money to India',
    'ਸਮਝੋ: ਭਾਰਤ ਪੈਸੇ ਭੇਜਣ ਦੇ ਤਰੀਕੇ',
    'Exchange rates, transfer fees and the tax rules on both sides, compared side by side.',
    475,
  ],
  [
    'v',
    'Explained: How Your City Council Is Elected',
    'ਸਮਝੋ: ਸ਼ਹਿਰ ਦੀ ਕੌਂਸਲ ਕਿਵੇਂ ਚੁਣੀ ਜਾਂਦੀ ਹੈ',
    'Mayors, councillors and school trustees: who does what, and how to vote in your city.',
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
    2880,
  ],
  [
    'v',
    'Studio 91.5 Sessions: Season Trailer',
    'ਸਟੂਡੀਓ 91.5 ਸੈਸ਼ਨ: ਨਵੇਂ ਸੀਜ਼ਨ ਦਾ ਟ੍ਰੇਲਰ',
    'A ninety-second look at the new season of live performances from our studio.',
    90,
  ],
  [
    'v',
    'Desi Dad Comedy: The Thermostat War',
    'ਦੇਸੀ ਡੈਡੀ ਕਾਮੇਡੀ: ਥਰਮੋਸਟੈਟ ਦੀ ਜੰਗ',
    'One father, one thermostat and a family that just wants to be warm.',
    91,
    PA_EN,
  ],
  [
    'v',
    'Chai Te Charcha, Episode 11: Big Canadian Weddings',
    'ਚਾਹ ਤੇ ਚਰਚਾ, ਕਿਸ਼ਤ 11: ਕੈਨੇਡਾ ਦੇ ਵੱਡੇ-ਵੱਡੇ ਵਿਆਹ',
    'Are banquet-hall weddings getting out of hand? Families and a wedding planner weigh in.',
    2745,
  ],
  [
    'a',
    'Kissa Kahani: Stories from the Pind',
    'ਕਿੱਸਾ ਕਹਾਣੀ: ਪਿੰਡ ਦੀਆਂ ਬਾਤਾਂ',
    'A storyteller retells the village tales his grandmother told him, with folk music between chapters.',
    1830,
  ],
  [
    'v',
    'Studio 91.5 Sessions: Folk Duet Live',
    'ਸਟੂਡੀਓ 91.5 ਸੈਸ਼ਨ: ਲੋਕ ਗੀਤਾਂ ਦੀ ਜੋੜੀ ਲਾਈਵ',
    'A Surrey duo performs tumbi-led folk songs unplugged in our studio.',
    1260,
  ],
  [
    'v',
    'Chai Te Charcha, Episode 10: Buying Your First Home',
    'ਚਾਹ ਤੇ ਚਰਚਾ, ਕਿਸ਼ਤ 10: ਪਹਿਲਾ ਘਰ ਖ਼ਰੀਦਣਾ',
    'A mortgage broker and first-time buyers on down payments, stress tests and loans from family.',
    2940,
  ],
  [
    'v',
    'Desi Dad Comedy: Parking at the Gurdwara',
    'ਦੇਸੀ ਡੈਡੀ ਕਾਮੇਡੀ: ਗੁਰਦੁਆਰੇ ਦੀ ਪਾਰਕਿੰਗ',
    'Every Sunday, the same battle for the last spot near the door.',
    204,
    PA_EN,
  ],
  [
    'a',
    'Kissa Kahani: The Well and the Peepal Tree',
    'ਕਿੱਸਾ ਕਹਾਣੀ: ਖੂਹ ਅਤੇ ਪਿੱਪਲ',
    'A second tale from the village, about two friends, a dry summer and a promise kept.',
    1545,
  ],
  [
    'v',
    'Studio 91.5 Sessions: The Dhadi Tradition',
    'ਸਟੂਡੀਓ 91.5 ਸੈਸ਼ਨ: ਢਾਡੀ ਵਾਰਾਂ ਦੀ ਪਰੰਪਰਾ',
    'A dhadi jatha performs with sarangi and dhadd and explains the history of sung ballads.',
    1710,
  ],
  [
    'v',
    'Chai Te Charcha, Episode 9: Mental Health Is Not a Taboo',
    'ਚਾਹ ਤੇ ਚਰਚਾ, ਕਿਸ਼ਤ 9: ਮਾਨਸਿਕ ਸਿਹਤ ਸ਼ਰਮ ਦੀ ਗੱਲ ਨਹੀਂ',
    'A counsellor and two young men talk openly about stress, pride and asking for help.',
    3120,
  ],
  [
    'v',
    'Young Voices: Surrey Teens on Identity',
    'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ: ਪਛਾਣ ਬਾਰੇ ਸਰੀ ਦੇ ਨੌਜਵਾਨ',
    'High-school students on speaking Punjabi at home and English everywhere else.',
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
    845,
  ],
  [
    'v',
    "Trailer Talk: This Month's Big Releases",
    'ਟ੍ਰੇਲਰ ਟਾਕ: ਇਸ ਮਹੀਨੇ ਦੀਆਂ ਵੱਡੀਆਂ ਫ਼ਿਲਮਾਂ',
    'Quick reactions from our entertainment desk to the newest Punjabi and Hindi trailers.',
    150,
    PA_EN,
  ],
  [
    'a',
    'Cine Talk: Why Period Dramas Rule Pollywood',
    'ਸਿਨੇ ਟਾਕ: ਪਾਲੀਵੁੱਡ ਵਿੱਚ ਪੁਰਾਣੇ ਦੌਰ ਦੀਆਂ ਫ਼ਿਲਮਾਂ ਦਾ ਬੋਲਬਾਲਾ ਕਿਉਂ',
    'Two critics on nostalgia, village sets and what audiences abroad want to see.',
    2310,
  ],
  [
    'v',
    'In Conversation: Singer Rajveer Kahlon',
    'ਗੱਲਬਾਤ: ਗਾਇਕ ਰਾਜਵੀਰ ਕਾਹਲੋਂ ਨਾਲ',
    'The Surrey-raised singer on his first album and learning the harmonium from his nani.',
    1520,
  ],
  [
    'v',
    "First Look: The Month's New Bhangra Tracks",
    'ਪਹਿਲੀ ਝਲਕ: ਮਹੀਨੇ ਦੇ ਨਵੇਂ ਭੰਗੜਾ ਗੀਤ',
    'Our music team counts down the new tracks listeners requested most.',
    660,
  ],
  [
    'v',
    'Comedy Night Highlights: Newton Stage',
    'ਕਾਮੇਡੀ ਨਾਈਟ ਦੀਆਂ ਝਲਕੀਆਂ: ਨਿਊਟਨ ਸਟੇਜ',
    'The best ten minutes from our sold-out bilingual stand-up night.',
    612,
    PA_EN,
  ],
  [
    'v',
    'Bhangra Crew Face-Off',
    'ਭੰਗੜਾ ਟੀਮਾਂ ਦਾ ਮੁਕਾਬਲਾ',
    'Four university teams, one stage and judges who do not hold back.',
    1905,
  ],
];

const kitchenStories: Entry[] = [
  [
    'v',
    "Makki di Roti and Sarson da Saag, Nani's Way",
    'ਨਾਨੀ ਦੇ ਹੱਥਾਂ ਵਾਲਾ ਸਰ੍ਹੋਂ ਦਾ ਸਾਗ ਤੇ ਮੱਕੀ ਦੀ ਰੋਟੀ',
    'A Delta grandmother shows the slow way, and explains why she never uses a blender.',
    980,
  ],
  [
    'v',
    'Lassi Three Ways',
    'ਤਿੰਨ ਤਰ੍ਹਾਂ ਦੀ ਲੱਸੀ',
    'Sweet, salted and mango: the perfect summer lassi in under five minutes.',
    272,
  ],
  [
    'a',
    'Pinni Season: Winter Sweets and Memories',
    'ਪਿੰਨੀਆਂ ਦਾ ਮੌਸਮ: ਸਰਦੀਆਂ ਦੀ ਮਠਿਆਈ ਤੇ ਯਾਦਾਂ',
    'Three generations of women talk while they roll pinnis for the whole family.',
    1260,
  ],
  [
    '-',
    'The Dhaba on Highway 1',
    'ਹਾਈਵੇ 1 ਵਾਲਾ ਢਾਬਾ',
    'Coming soon: the roadside kitchen that feeds long-haul truckers around the clock.',
    1100,
  ],
  [
    'v',
    'Chole Bhature from a Surrey Food Truck',
    'ਸਰੀ ਦੇ ਫੂਡ ਟਰੱਕ ਵਾਲੇ ਛੋਲੇ-ਭਟੂਰੇ',
    "How a former engineer turned her mother's recipe into a lunchtime lineup.",
    690,
  ],
  [
    'v',
    'Langar-Style Dal for Fifty',
    'ਪੰਜਾਹ ਜਣਿਆਂ ਲਈ ਲੰਗਰ ਵਾਲੀ ਦਾਲ',
    'Scaling up a gurdwara kitchen classic for family functions at home.',
    745,
  ],
  [
    'v',
    'Karah Parshad: The Recipe and Its Meaning',
    'ਕੜਾਹ ਪ੍ਰਸ਼ਾਦ: ਵਿਧੀ ਅਤੇ ਇਸ ਦੀ ਮਹੱਤਤਾ',
    'A sevadar explains the equal measures, the ardas and the care that goes into every batch.',
    540,
  ],
];

const wellness: Entry[] = [
  [
    'a',
    'Morning Walk: Sleep and Stress',
    'ਸਵੇਰ ਦੀ ਸੈਰ: ਨੀਂਦ ਅਤੇ ਤਣਾਅ',
    'A family doctor answers listener questions on insomnia, shift work and constant worry.',
    1480,
  ],
  [
    'v',
    'Chair Yoga for Seniors',
    'ਬਜ਼ੁਰਗਾਂ ਲਈ ਕੁਰਸੀ ਯੋਗਾ',
    'A gentle fifteen-minute routine you can follow at home without any equipment.',
    905,
  ],
  [
    'a',
    'Heart Health and the Desi Diet',
    'ਦਿਲ ਦੀ ਸਿਹਤ ਅਤੇ ਦੇਸੀ ਖਾਣਾ',
    'Ghee, salt and sweets: a cardiologist on the small changes that make a real difference.',
    1650,
  ],
  [
    'v',
    'Diabetes: Reading Your Lab Report',
    'ਸ਼ੂਗਰ: ਆਪਣੀ ਲੈਬ ਰਿਪੋਰਟ ਕਿਵੇਂ ਪੜ੍ਹੀਏ',
    'A1C, fasting sugar and what your test results are really telling you.',
    720,
  ],
  [
    'a',
    'Talking to Your Parents About Mental Health',
    'ਮਾਪਿਆਂ ਨਾਲ ਮਾਨਸਿਕ ਸਿਹਤ ਬਾਰੇ ਗੱਲ ਕਿਵੇਂ ਕਰੀਏ',
    'A counsellor shares the words that open doors instead of closing them.',
    1310,
    PA_EN,
  ],
  [
    'v',
    'Stretches for Truckers and Office Workers',
    'ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਅਤੇ ਦਫ਼ਤਰੀ ਮੁਲਾਜ਼ਮਾਂ ਲਈ ਕਸਰਤਾਂ',
    'Five moves for your back and neck after long hours in the seat.',
    315,
  ],
  [
    'a',
    "Women's Health: The Questions We Don't Ask",
    'ਔਰਤਾਂ ਦੀ ਸਿਹਤ: ਉਹ ਸਵਾਲ ਜੋ ਅਸੀਂ ਪੁੱਛਦੀਆਂ ਨਹੀਂ',
    'A nurse practitioner on screenings, menopause and asking for a second opinion.',
    1755,
  ],
  [
    'v',
    'Kids, Sports and Screen-Free Summers',
    'ਬੱਚੇ, ਖੇਡਾਂ ਅਤੇ ਸਕਰੀਨ ਤੋਂ ਬਿਨਾਂ ਗਰਮੀਆਂ',
    'A youth coach on getting children outdoors, active and off their phones.',
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

const AUDIO_FILES = ['/media/audio/original-a.wav', '/media/audio/original-b.wav'];
const TIMES = ['08:30', '12:15', '16:45', '19:30', '10:00'];

/**
 * All original items, newest first within each series. Post dates spread each series over the
 * last ~150 days, staggered per series so the carousels interleave.
 */
export function originalItems(d: SeedDates): OriginalItemInput[] {
  let audioCount = 0;
  return CATALOGUE.flatMap(([seriesSlug, firstId, entries], s) => {
    const series = originalSeries.find((x) => x.slug === seriesSlug);
    if (!series) throw new Error(`originals seed: unknown series ${seriesSlug}`);
    const step = 146 / entries.length;
    return entries.map(([kind, title, titlePa, description, duration, languages = PA], i): OriginalItemInput => {
      const slug = slugify(title);
      const base = {
        id: firstId + i,
        seriesId: series.id,
        title,
        titlePa,
        description,
        duration,
        languages,
        postDate: d.daysAgo(Math.min(150, 1 + s + Math.round(i * step)), TIMES[(i + s) % TIMES.length]),
      };
      if (kind === 'v') {
        // Six base-36 digits a round (the radio episodes' ids take one letter-first character).
        const id = videoId(slug, { alphabet: BASE36, digits: 6 });
        return { ...base, image: mediaImage('videos', id), youtubeLink: youtubeLink(id) };
      }
      if (kind === 'a') {
        const file = AUDIO_FILES[audioCount++ % AUDIO_FILES.length];
        return { ...base, image: mediaImage('originals', slug), soundcloudLink: soundcloudLink(slug), file };
      }
      return { ...base, image: mediaImage('originals', slug) };
    });
  });
}
