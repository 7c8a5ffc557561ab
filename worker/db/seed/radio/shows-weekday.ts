/**
 * The weekday shows of the demo schedule, ids 200–210, which run Monday to Friday without gaps from
 * 05:00 to 23:59. Every person named here is invented.
 */
import { airs, MUSIC, NEWS, SPIRITUAL, TALK, type ShowDraft } from './drafts';

/** The weekday shows, ids 200–210. */
export const WEEKDAY_SHOWS: ShowDraft[] = [
  // ----- Monday to Friday, 05:00–23:59 without gaps -----
  {
    id: 200,
    slug: 'amrit-vela',
    title: 'Amrit Vela',
    titlePa: 'ਅੰਮ੍ਰਿਤ ਵੇਲਾ',
    tagline: 'Gurbani kirtan and katha to begin the day',
    taglinePa: 'ਦਿਨ ਦੀ ਸ਼ੁਰੂਆਤ ਲਈ ਗੁਰਬਾਣੀ ਕੀਰਤਨ ਅਤੇ ਕਥਾ',
    description:
      "Start the day with live Gurbani kirtan, the Hukamnama and a short katha explaining the day's shabad in simple words. Giani Balwant Singh is joined by ragi jathas from gurdwaras across the Lower Mainland.",
    descriptionPa:
      'ਦਿਨ ਦੀ ਸ਼ੁਰੂਆਤ ਗੁਰਬਾਣੀ ਕੀਰਤਨ, ਹੁਕਮਨਾਮੇ ਅਤੇ ਦਿਨ ਦੇ ਸ਼ਬਦ ਦੀ ਸਰਲ ਕਥਾ ਨਾਲ ਕਰੋ। ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਨਾਲ ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਗੁਰਦੁਆਰਿਆਂ ਤੋਂ ਰਾਗੀ ਜਥੇ ਹਾਜ਼ਰੀ ਭਰਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '05:00', '06:00'),
    type: SPIRITUAL,
    languages: ['Punjabi'],
    hosts: [102],
    youtubeLink: 'https://www.youtube.com/watch?v=amritvela01',
    age: 420,
  },
  {
    id: 201,
    slug: 'morning-drive',
    title: 'Morning Drive',
    titlePa: 'ਮੌਰਨਿੰਗ ਡਰਾਈਵ',
    tagline: 'News, traffic and your calls, 6 to 9 every weekday',
    taglinePa: 'ਖ਼ਬਰਾਂ, ਟ੍ਰੈਫ਼ਿਕ ਅਤੇ ਤੁਹਾਡੀਆਂ ਕਾਲਾਂ, ਹਫ਼ਤੇ ਦੇ ਹਰ ਦਿਨ ਸਵੇਰੇ 6 ਤੋਂ 9',
    description:
      "Metro Vancouver's Punjabi wake-up call: headlines from BC, Canada and Punjab, weather, and traffic from the Pattullo, Alex Fraser and Port Mann bridges every fifteen minutes. Jaspal and Kamaljit take your calls on the story everyone is talking about and check in with truckers on the Coquihalla.",
    descriptionPa:
      "ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੀ ਪੰਜਾਬੀ ਸਵੇਰ: ਬੀ.ਸੀ., ਕੈਨੇਡਾ ਅਤੇ ਪੰਜਾਬ ਦੀਆਂ ਮੁੱਖ ਖ਼ਬਰਾਂ, ਮੌਸਮ, ਅਤੇ ਹਰ ਪੰਦਰਾਂ ਮਿੰਟ ਬਾਅਦ ਪਟੂਲੋ, ਐਲੈਕਸ ਫਰੇਜ਼ਰ ਅਤੇ ਪੋਰਟ ਮੈਨ ਪੁਲਾਂ ਦੀ ਟ੍ਰੈਫ਼ਿਕ। ਜਸਪਾਲ ਅਤੇ ਕਮਲਜੀਤ ਦਿਨ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਮੁੱਦੇ 'ਤੇ ਤੁਹਾਡੀਆਂ ਕਾਲਾਂ ਲੈਂਦੇ ਹਨ ਅਤੇ ਕੋਕੁਹਾਲਾ 'ਤੇ ਚੱਲ ਰਹੇ ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਦਾ ਹਾਲ-ਚਾਲ ਪੁੱਛਦੇ ਹਨ।",
    ...airs(['Monday to Friday'], '06:00', '09:00'),
    type: NEWS,
    languages: ['Punjabi', 'English'],
    hosts: [100, 101],
    youtubeLink: 'https://www.youtube.com/watch?v=mrngdrive24',
    soundcloud: true,
    age: 400,
  },
  {
    id: 202,
    slug: 'the-open-line',
    title: 'The Open Line',
    titlePa: 'ਖੁੱਲ੍ਹੀ ਗੱਲਬਾਤ',
    tagline: 'Your voice on the issues that matter',
    taglinePa: 'ਅਹਿਮ ਮੁੱਦਿਆਂ ਉੱਤੇ ਤੁਹਾਡੀ ਆਵਾਜ਼',
    description:
      'Two hours of open-line talk on housing costs, crime, immigration rules, farm labour and everything else people argue about over chai. Sukhwinder Singh Pannu brings in experts and community voices, then opens the phones.',
    descriptionPa:
      "ਮਕਾਨਾਂ ਦੀਆਂ ਕੀਮਤਾਂ, ਜੁਰਮ, ਇਮੀਗ੍ਰੇਸ਼ਨ ਨਿਯਮ, ਖੇਤ ਮਜ਼ਦੂਰੀ ਅਤੇ ਹਰ ਉਸ ਮੁੱਦੇ 'ਤੇ ਦੋ ਘੰਟੇ ਦੀ ਖੁੱਲ੍ਹੀ ਗੱਲਬਾਤ, ਜਿਸ 'ਤੇ ਲੋਕ ਚਾਹ ਦੇ ਕੱਪ 'ਤੇ ਬਹਿਸ ਕਰਦੇ ਹਨ। ਸੁਖਵਿੰਦਰ ਸਿੰਘ ਪੰਨੂ ਮਾਹਿਰਾਂ ਅਤੇ ਭਾਈਚਾਰੇ ਦੇ ਨੁਮਾਇੰਦਿਆਂ ਨਾਲ ਗੱਲ ਕਰਨ ਤੋਂ ਬਾਅਦ ਫ਼ੋਨ ਲਾਈਨਾਂ ਖੋਲ੍ਹਦੇ ਹਨ।",
    ...airs(['Monday to Friday'], '09:00', '11:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [106],
    soundcloud: true,
    age: 390,
  },
  {
    id: 203,
    slug: 'community-connect',
    title: 'Community Connect',
    titlePa: 'ਕਮਿਊਨਿਟੀ ਕਨੈਕਟ',
    tagline: 'Who is doing what, and how you can help',
    taglinePa: 'ਕੌਣ ਕੀ ਕਰ ਰਿਹਾ ਹੈ, ਅਤੇ ਤੁਸੀਂ ਕਿਵੇਂ ਮਦਦ ਕਰ ਸਕਦੇ ਹੋ',
    description:
      'An hour for the people and organisations that hold the community together: food banks, newcomer services, school parent groups, sports clubs and gurdwara committees. Rupinder Kaur Grewal also reads the Community Calendar at 11:30.',
    descriptionPa:
      'ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਅਤੇ ਸੰਸਥਾਵਾਂ ਲਈ ਇੱਕ ਘੰਟਾ ਜੋ ਭਾਈਚਾਰੇ ਨੂੰ ਜੋੜ ਕੇ ਰੱਖਦੇ ਹਨ: ਫ਼ੂਡ ਬੈਂਕ, ਨਵੇਂ ਆਇਆਂ ਲਈ ਸੇਵਾਵਾਂ, ਸਕੂਲਾਂ ਦੇ ਮਾਪੇ ਗਰੁੱਪ, ਖੇਡ ਕਲੱਬ ਅਤੇ ਗੁਰਦੁਆਰਾ ਕਮੇਟੀਆਂ। ਰੁਪਿੰਦਰ ਕੌਰ ਗਰੇਵਾਲ 11:30 ਵਜੇ ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ ਵੀ ਪੜ੍ਹਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '11:00', '12:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [103],
    age: 360,
  },
  {
    id: 204,
    slug: 'dupehar-de-geet',
    title: 'Dupehar de Geet',
    titlePa: 'ਦੁਪਹਿਰ ਦੇ ਗੀਤ',
    tagline: 'New Punjabi music for the middle of the day',
    taglinePa: 'ਦੁਪਹਿਰ ਵੇਲੇ ਨਵਾਂ ਪੰਜਾਬੀ ਸੰਗੀਤ',
    description:
      'The freshest Punjabi releases, from bhangra bangers to soft romantic tracks, plus the songs Surrey and Brampton artists are making right now. Manny Dhillon mixes in artist interviews and a daily "first listen" of a brand-new single.',
    descriptionPa:
      'ਨਵੇਂ ਤੋਂ ਨਵੇਂ ਪੰਜਾਬੀ ਗੀਤ, ਧਮਾਕੇਦਾਰ ਭੰਗੜੇ ਤੋਂ ਲੈ ਕੇ ਨਰਮ ਰੋਮਾਂਟਿਕ ਗੀਤਾਂ ਤੱਕ, ਅਤੇ ਸਰੀ ਤੇ ਬਰੈਂਪਟਨ ਦੇ ਕਲਾਕਾਰਾਂ ਦਾ ਤਾਜ਼ਾ ਸੰਗੀਤ। ਮੈਨੀ ਢਿੱਲੋਂ ਕਲਾਕਾਰਾਂ ਨਾਲ ਮੁਲਾਕਾਤਾਂ ਦੇ ਨਾਲ-ਨਾਲ ਹਰ ਰੋਜ਼ ਕਿਸੇ ਨਵੇਂ ਗੀਤ ਦੀ "ਪਹਿਲੀ ਝਲਕ" ਵੀ ਸੁਣਾਉਂਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '12:00', '14:00'),
    type: MUSIC,
    languages: ['Punjabi'],
    hosts: [104],
    youtubeLink: 'https://www.youtube.com/watch?v=dupeharge7q',
    soundcloud: true,
    age: 340,
  },
  {
    id: 205,
    slug: 'seniors-di-sath',
    title: 'Seniors di Sath',
    titlePa: 'ਬਜ਼ੁਰਗਾਂ ਦੀ ਸੱਥ',
    tagline: 'The village square, on the radio',
    taglinePa: 'ਪਿੰਡ ਦੀ ਸੱਥ, ਰੇਡੀਓ ਉੱਤੇ',
    description:
      'Like the sath under the big tree back home, this is where our elders gather to share news, memories and opinions. Each day brings practical information on pensions, health and transit alongside stories from Punjab and the early days in Canada.',
    descriptionPa:
      'ਪਿੰਡ ਦੇ ਬੋਹੜ ਹੇਠਲੀ ਸੱਥ ਵਾਂਗ, ਇੱਥੇ ਸਾਡੇ ਬਜ਼ੁਰਗ ਖ਼ਬਰਾਂ, ਯਾਦਾਂ ਅਤੇ ਵਿਚਾਰ ਸਾਂਝੇ ਕਰਨ ਲਈ ਜੁੜਦੇ ਹਨ। ਹਰ ਰੋਜ਼ ਪੈਨਸ਼ਨ, ਸਿਹਤ ਅਤੇ ਬੱਸਾਂ-ਗੱਡੀਆਂ ਬਾਰੇ ਕੰਮ ਦੀ ਜਾਣਕਾਰੀ ਦੇ ਨਾਲ ਪੰਜਾਬ ਅਤੇ ਕੈਨੇਡਾ ਦੇ ਸ਼ੁਰੂਆਤੀ ਦਿਨਾਂ ਦੀਆਂ ਗੱਲਾਂ ਵੀ ਹੁੰਦੀਆਂ ਹਨ।',
    ...airs(['Monday to Friday'], '14:00', '15:00'),
    type: TALK,
    languages: ['Punjabi'],
    hosts: [103],
    age: 330,
  },
  {
    id: 206,
    slug: 'sehat-salah',
    title: 'Sehat Salah',
    titlePa: 'ਸਿਹਤ ਸਲਾਹ',
    tagline: 'Health questions answered in plain Punjabi',
    taglinePa: 'ਸਿਹਤ ਦੇ ਸਵਾਲ, ਸੌਖੀ ਪੰਜਾਬੀ ਵਿੱਚ ਜਵਾਬ',
    description:
      "Dr. Amandeep Kaur Johal and visiting specialists answer your questions on diabetes, blood pressure, mental health, women's health and getting the most out of a short doctor's visit. The show offers general information only and is no substitute for advice from your own doctor.",
    descriptionPa:
      'ਡਾ. ਅਮਨਦੀਪ ਕੌਰ ਜੌਹਲ ਅਤੇ ਮਹਿਮਾਨ ਮਾਹਿਰ ਸ਼ੂਗਰ, ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ, ਮਾਨਸਿਕ ਸਿਹਤ, ਔਰਤਾਂ ਦੀ ਸਿਹਤ ਅਤੇ ਡਾਕਟਰ ਦੀ ਛੋਟੀ ਜਿਹੀ ਮੁਲਾਕਾਤ ਦਾ ਪੂਰਾ ਲਾਹਾ ਲੈਣ ਬਾਰੇ ਤੁਹਾਡੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ। ਇਹ ਪ੍ਰੋਗਰਾਮ ਸਿਰਫ਼ ਆਮ ਜਾਣਕਾਰੀ ਲਈ ਹੈ, ਆਪਣੇ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਦਾ ਬਦਲ ਨਹੀਂ।',
    ...airs(['Monday to Friday'], '15:00', '16:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [105],
    youtubeLink: 'https://www.youtube.com/watch?v=sehatsalah3',
    age: 300,
  },
  {
    id: 207,
    slug: 'evening-drive',
    title: 'Evening Drive',
    titlePa: 'ਈਵਨਿੰਗ ਡਰਾਈਵ',
    tagline: "The day's news and the road home",
    taglinePa: 'ਦਿਨ ਭਰ ਦੀਆਂ ਖ਼ਬਰਾਂ ਅਤੇ ਘਰ ਵਾਪਸੀ ਦਾ ਸਫ਼ਰ',
    description:
      'Everything that happened today, wrapped up for the ride home: local news, council decisions, the markets and the top stories from India. Arjun Mehta anchors with traffic updates every fifteen minutes, and Harman Singh Sekhon brings the sports desk at 17:30.',
    descriptionPa:
      'ਘਰ ਵਾਪਸੀ ਦੇ ਸਫ਼ਰ ਲਈ ਦਿਨ ਭਰ ਦੀਆਂ ਖ਼ਬਰਾਂ ਦਾ ਨਿਚੋੜ: ਸਥਾਨਕ ਖ਼ਬਰਾਂ, ਕੌਂਸਲ ਦੇ ਫ਼ੈਸਲੇ, ਬਾਜ਼ਾਰ ਅਤੇ ਭਾਰਤ ਦੀਆਂ ਮੁੱਖ ਖ਼ਬਰਾਂ। ਅਰਜੁਨ ਮਹਿਤਾ ਹਰ ਪੰਦਰਾਂ ਮਿੰਟ ਬਾਅਦ ਟ੍ਰੈਫ਼ਿਕ ਦੀ ਜਾਣਕਾਰੀ ਦਿੰਦੇ ਹਨ ਅਤੇ ਸ਼ਾਮ 5:30 ਵਜੇ ਹਰਮਨ ਸਿੰਘ ਸੇਖੋਂ ਖੇਡ ਖ਼ਬਰਾਂ ਲੈ ਕੇ ਆਉਂਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '16:00', '18:00'),
    type: NEWS,
    languages: ['English', 'Punjabi'],
    hosts: [110, 111],
    soundcloud: true,
    age: 290,
  },
  {
    id: 208,
    slug: 'bollywood-sunset',
    title: 'Bollywood Sunset',
    titlePa: 'ਬਾਲੀਵੁੱਡ ਸਨਸੈੱਟ',
    tagline: 'Film songs old and new as the sun goes down',
    taglinePa: 'ਢਲਦੇ ਸੂਰਜ ਨਾਲ ਨਵੇਂ-ਪੁਰਾਣੇ ਫ਼ਿਲਮੀ ਗੀਤ',
    description:
      'Two hours of Hindi film music, from the golden era to this week\'s soundtrack hits, with stories from the sets and the recording studios. Neha Sharma Arora plays your dedications and shares a listener\'s memory in "One Song, One Story".',
    descriptionPa:
      'ਸੁਨਹਿਰੀ ਦੌਰ ਤੋਂ ਲੈ ਕੇ ਇਸ ਹਫ਼ਤੇ ਦੀਆਂ ਹਿੱਟ ਫ਼ਿਲਮਾਂ ਤੱਕ, ਦੋ ਘੰਟੇ ਹਿੰਦੀ ਫ਼ਿਲਮੀ ਸੰਗੀਤ ਅਤੇ ਫ਼ਿਲਮਾਂ ਦੇ ਸੈੱਟਾਂ ਤੇ ਰਿਕਾਰਡਿੰਗ ਸਟੂਡੀਓ ਦੀਆਂ ਕਹਾਣੀਆਂ। ਨੇਹਾ ਸ਼ਰਮਾ ਅਰੋੜਾ ਤੁਹਾਡੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਸੁਣਾਉਂਦੀ ਹੈ ਅਤੇ "ਇੱਕ ਗੀਤ, ਇੱਕ ਕਹਾਣੀ" ਵਿੱਚ ਕਿਸੇ ਸਰੋਤੇ ਦੀ ਯਾਦ ਸਾਂਝੀ ਕਰਦੀ ਹੈ।',
    ...airs(['Monday to Friday'], '18:00', '20:00'),
    type: MUSIC,
    languages: ['Hindi', 'Punjabi'],
    hosts: [107],
    youtubeLink: 'https://www.youtube.com/watch?v=bwoodsunset',
    age: 280,
  },
  {
    id: 209,
    slug: 'shaam-di-mehfil',
    title: 'Shaam di Mehfil',
    titlePa: 'ਸ਼ਾਮ ਦੀ ਮਹਿਫ਼ਲ',
    tagline: 'Classic Punjabi songs, every night at 8',
    taglinePa: 'ਪੁਰਾਣੇ ਪੰਜਾਬੀ ਗੀਤ, ਹਰ ਰਾਤ 8 ਵਜੇ',
    description:
      'The great voices of Punjabi folk, the duets that filled village weddings, and ghazals for a quiet evening. Tarlochan Singh Mann opens his collection of records and cassettes and tells the story behind each song.',
    descriptionPa:
      'ਪੰਜਾਬੀ ਲੋਕ ਸੰਗੀਤ ਦੀਆਂ ਮਹਾਨ ਆਵਾਜ਼ਾਂ, ਪਿੰਡਾਂ ਦੇ ਵਿਆਹਾਂ ਦੀ ਰੌਣਕ ਬਣੇ ਦੋਗਾਣੇ ਅਤੇ ਸ਼ਾਂਤ ਸ਼ਾਮ ਲਈ ਗ਼ਜ਼ਲਾਂ। ਤਰਲੋਚਨ ਸਿੰਘ ਮਾਨ ਆਪਣੇ ਰਿਕਾਰਡਾਂ ਅਤੇ ਕੈਸੇਟਾਂ ਦਾ ਖ਼ਜ਼ਾਨਾ ਖੋਲ੍ਹਦੇ ਹਨ ਅਤੇ ਹਰ ਗੀਤ ਦੇ ਪਿੱਛੇ ਦੀ ਕਹਾਣੀ ਸੁਣਾਉਂਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '20:00', '22:00'),
    type: MUSIC,
    languages: ['Punjabi'],
    hosts: [108],
    soundcloud: true,
    age: 270,
  },
  {
    id: 210,
    slug: 'raat-di-farmaish',
    title: 'Raat di Farmaish',
    titlePa: 'ਰਾਤ ਦੀ ਫ਼ਰਮਾਇਸ਼',
    tagline: 'Late-night requests for the night shift',
    taglinePa: 'ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ ਵਾਲਿਆਂ ਲਈ ਦੇਰ ਰਾਤ ਦੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ',
    description:
      'Your requests and dedications until midnight, for truckers on the highway, nurses on the ward and students up late with assignments. Jasleen Kaur Chahal reads your messages from the app and keeps the mood easy.',
    descriptionPa:
      "ਅੱਧੀ ਰਾਤ ਤੱਕ ਤੁਹਾਡੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਅਤੇ ਸੁਨੇਹੇ, ਹਾਈਵੇਅ 'ਤੇ ਟਰੱਕ ਚਲਾਉਂਦੇ ਡਰਾਈਵਰਾਂ, ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਡਿਊਟੀ ਕਰਦੀਆਂ ਨਰਸਾਂ ਅਤੇ ਦੇਰ ਰਾਤ ਤੱਕ ਪੜ੍ਹਦੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ। ਜਸਲੀਨ ਕੌਰ ਚਾਹਲ ਐਪ ਰਾਹੀਂ ਆਏ ਤੁਹਾਡੇ ਸੁਨੇਹੇ ਪੜ੍ਹਦੀ ਹੈ ਅਤੇ ਮਾਹੌਲ ਹਲਕਾ-ਫੁਲਕਾ ਰੱਖਦੀ ਹੈ।",
    ...airs(['Monday to Friday'], '22:00', '23:59'),
    type: MUSIC,
    languages: ['Punjabi', 'English'],
    hosts: [109],
    age: 250,
  },
];
