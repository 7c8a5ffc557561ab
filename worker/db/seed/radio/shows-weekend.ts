/**
 * The weekend shows of the demo schedule, ids 211–218: Saturday and Sunday each carry morning,
 * afternoon and evening programmes. Slugs and times of the community shows match the cards on the
 * community page (pages/community.ts). Every person named here is invented.
 */
import { airs, MUSIC, NEWS, SPIRITUAL, TALK, type ShowDraft } from './drafts';

/** The Saturday and Sunday shows, ids 211–218. */
export const WEEKEND_SHOWS: ShowDraft[] = [
  // ----- Saturday -----
  {
    id: 211,
    slug: 'seva-saturdays-live',
    title: 'Seva Saturdays Live',
    titlePa: 'ਸੇਵਾ ਸ਼ਨਿੱਚਰਵਾਰ ਲਾਈਵ',
    tagline: 'On the road with the people who give back',
    taglinePa: 'ਸੇਵਾ ਕਰਨ ਵਾਲਿਆਂ ਦੇ ਨਾਲ, ਥਾਂ-ਥਾਂ ਤੋਂ ਲਾਈਵ',
    description:
      'Live from food drives, school gyms, langar halls and park clean-ups around Surrey, Delta and Abbotsford. Rohan Sidhu and Rupinder Kaur Grewal meet the volunteers and tell you exactly where you can lend a hand this week.',
    descriptionPa:
      'ਸਰੀ, ਡੈਲਟਾ ਅਤੇ ਐਬਟਸਫੋਰਡ ਦੇ ਫ਼ੂਡ ਡਰਾਈਵਾਂ, ਸਕੂਲਾਂ ਦੇ ਜਿਮਾਂ, ਲੰਗਰ ਹਾਲਾਂ ਅਤੇ ਪਾਰਕਾਂ ਦੀ ਸਫ਼ਾਈ ਮੁਹਿੰਮਾਂ ਤੋਂ ਸਿੱਧਾ ਪ੍ਰਸਾਰਣ। ਰੋਹਨ ਸਿੱਧੂ ਅਤੇ ਰੁਪਿੰਦਰ ਕੌਰ ਗਰੇਵਾਲ ਵਲੰਟੀਅਰਾਂ ਨੂੰ ਮਿਲਦੇ ਹਨ ਅਤੇ ਦੱਸਦੇ ਹਨ ਕਿ ਇਸ ਹਫ਼ਤੇ ਤੁਸੀਂ ਕਿੱਥੇ ਹੱਥ ਵਟਾ ਸਕਦੇ ਹੋ।',
    ...airs(['Saturday'], '10:00', '13:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [113, 103],
    youtubeLink: 'https://www.youtube.com/watch?v=sevasatlive',
    age: 230,
  },
  {
    id: 212,
    slug: 'kanooni-salah',
    title: 'Kanooni Salah',
    titlePa: 'ਕਾਨੂੰਨੀ ਸਲਾਹ',
    tagline: 'The law explained, one question at a time',
    taglinePa: 'ਕਾਨੂੰਨ ਦੀ ਸਮਝ, ਇੱਕ-ਇੱਕ ਸਵਾਲ ਰਾਹੀਂ',
    description:
      'Lawyer Paramjit Kaur Toor explains tenancy rules, work permits, family sponsorship, wills and small-claims disputes in everyday Punjabi. Listeners call in with questions, and guests from legal clinics explain where to find free help.',
    descriptionPa:
      'ਵਕੀਲ ਪਰਮਜੀਤ ਕੌਰ ਤੂਰ ਕਿਰਾਏਦਾਰੀ ਦੇ ਨਿਯਮ, ਵਰਕ ਪਰਮਿਟ, ਪਰਿਵਾਰਕ ਸਪਾਂਸਰਸ਼ਿਪ, ਵਸੀਅਤ ਅਤੇ ਛੋਟੇ ਦਾਅਵਿਆਂ ਦੇ ਝਗੜੇ ਆਮ ਬੋਲਚਾਲ ਦੀ ਪੰਜਾਬੀ ਵਿੱਚ ਸਮਝਾਉਂਦੇ ਹਨ। ਸਰੋਤੇ ਆਪਣੇ ਸਵਾਲ ਪੁੱਛਦੇ ਹਨ ਅਤੇ ਕਾਨੂੰਨੀ ਕਲੀਨਿਕਾਂ ਤੋਂ ਆਏ ਮਹਿਮਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਮੁਫ਼ਤ ਮਦਦ ਕਿੱਥੋਂ ਮਿਲ ਸਕਦੀ ਹੈ।',
    ...airs(['Saturday'], '13:00', '15:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [112],
    soundcloud: true,
    age: 220,
  },
  {
    id: 213,
    slug: 'youth-voices-hour',
    title: 'Youth Voices Hour',
    titlePa: 'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ',
    tagline: 'Made by teens, for everyone',
    taglinePa: 'ਨੌਜਵਾਨਾਂ ਵੱਲੋਂ, ਸਭਨਾਂ ਲਈ',
    description:
      'High-school students from across the Lower Mainland report, produce and host their own hour of radio. Expect honest talk about school, jobs, identity and family, plus the music their parents have never heard of.',
    descriptionPa:
      'ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਹਾਈ ਸਕੂਲ ਵਿਦਿਆਰਥੀ ਆਪ ਰਿਪੋਰਟਿੰਗ ਕਰਦੇ ਹਨ, ਪ੍ਰੋਗਰਾਮ ਤਿਆਰ ਕਰਦੇ ਹਨ ਅਤੇ ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਸਕੂਲ, ਨੌਕਰੀਆਂ, ਪਛਾਣ ਅਤੇ ਪਰਿਵਾਰ ਬਾਰੇ ਖਰੀਆਂ ਗੱਲਾਂ, ਅਤੇ ਉਹ ਸੰਗੀਤ ਜੋ ਉਨ੍ਹਾਂ ਦੇ ਮਾਪਿਆਂ ਨੇ ਕਦੇ ਨਹੀਂ ਸੁਣਿਆ।',
    ...airs(['Saturday'], '16:00', '17:00'),
    type: TALK,
    languages: ['English', 'Punjabi'],
    hosts: [109],
    youtubeLink: 'https://www.youtube.com/watch?v=youthvoice9',
    soundcloud: true,
    age: 210,
  },
  {
    id: 214,
    slug: 'punjabi-top-20',
    title: 'Punjabi Top 20',
    titlePa: 'ਪੰਜਾਬੀ ਟੌਪ 20',
    tagline: "The week's biggest Punjabi songs, voted by you",
    taglinePa: 'ਹਫ਼ਤੇ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਪੰਜਾਬੀ ਗੀਤ, ਤੁਹਾਡੀਆਂ ਵੋਟਾਂ ਨਾਲ',
    description:
      'The twenty most-requested Punjabi songs of the week, counted down from number 20 to number 1, based on listener votes in the app and on-air requests. Manny Dhillon adds chart news, new entries and a weekly "comeback of the week".',
    descriptionPa:
      "ਐਪ ਵਿੱਚ ਸਰੋਤਿਆਂ ਦੀਆਂ ਵੋਟਾਂ ਅਤੇ ਰੇਡੀਓ 'ਤੇ ਆਈਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਦੇ ਅਧਾਰ 'ਤੇ ਹਫ਼ਤੇ ਦੇ ਵੀਹ ਸਭ ਤੋਂ ਮਸ਼ਹੂਰ ਪੰਜਾਬੀ ਗੀਤ, 20ਵੇਂ ਨੰਬਰ ਤੋਂ ਪਹਿਲੇ ਨੰਬਰ ਤੱਕ। ਮੈਨੀ ਢਿੱਲੋਂ ਨਾਲ ਚਾਰਟ ਦੀਆਂ ਖ਼ਬਰਾਂ, ਨਵੀਆਂ ਐਂਟਰੀਆਂ ਅਤੇ ਹਫ਼ਤੇ ਦੀ ਸ਼ਾਨਦਾਰ ਵਾਪਸੀ ਵੀ।",
    ...airs(['Saturday', 'Sunday'], '19:00', '21:00'),
    type: MUSIC,
    languages: ['Punjabi'],
    hosts: [104],
    youtubeLink: 'https://www.youtube.com/watch?v=pbtop20wk-1',
    age: 200,
  },
  // ----- Sunday -----
  {
    id: 215,
    slug: 'sunday-sangat',
    title: 'Sunday Sangat',
    titlePa: 'ਐਤਵਾਰ ਦੀ ਸੰਗਤ',
    tagline: "Kirtan, katha and the sangat's own voices",
    taglinePa: 'ਕੀਰਤਨ, ਕਥਾ ਅਤੇ ਸੰਗਤ ਦੀ ਆਪਣੀ ਆਵਾਜ਼',
    description:
      'A Sunday-morning gathering on the air with kirtan, katha and conversations about Sikh history and seva in the community. Giani Balwant Singh welcomes young kirtanis, sevadars and scholars to the studio.',
    descriptionPa:
      "ਐਤਵਾਰ ਦੀ ਸਵੇਰ ਰੇਡੀਓ 'ਤੇ ਜੁੜਦੀ ਸੰਗਤ, ਜਿਸ ਵਿੱਚ ਕੀਰਤਨ, ਕਥਾ ਅਤੇ ਸਿੱਖ ਇਤਿਹਾਸ ਤੇ ਭਾਈਚਾਰੇ ਵਿੱਚ ਸੇਵਾ ਬਾਰੇ ਵਿਚਾਰ-ਚਰਚਾ ਹੁੰਦੀ ਹੈ। ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਨੌਜਵਾਨ ਕੀਰਤਨੀਆਂ, ਸੇਵਾਦਾਰਾਂ ਅਤੇ ਵਿਦਵਾਨਾਂ ਨੂੰ ਸਟੂਡੀਓ ਵਿੱਚ ਜੀ ਆਇਆਂ ਕਹਿੰਦੇ ਹਨ।",
    ...airs(['Sunday'], '08:00', '10:00'),
    type: SPIRITUAL,
    languages: ['Punjabi'],
    hosts: [102],
    soundcloud: true,
    age: 380,
  },
  {
    id: 216,
    slug: 'nikke-taare',
    title: 'Nikke Taare',
    titlePa: 'ਨਿੱਕੇ ਤਾਰੇ',
    tagline: 'Stories, riddles and songs for little listeners',
    taglinePa: 'ਨਿੱਕੇ ਸਰੋਤਿਆਂ ਲਈ ਕਹਾਣੀਆਂ, ਬੁਝਾਰਤਾਂ ਅਤੇ ਗੀਤ',
    description:
      'A Sunday-morning hour for children aged four to eleven, full of Punjabi stories, riddles, rhymes and songs. Young listeners call in to recite poems, tell jokes and say hello to their grandparents.',
    descriptionPa:
      'ਚਾਰ ਤੋਂ ਗਿਆਰਾਂ ਸਾਲ ਦੇ ਬੱਚਿਆਂ ਲਈ ਐਤਵਾਰ ਸਵੇਰ ਦਾ ਇੱਕ ਘੰਟਾ, ਪੰਜਾਬੀ ਕਹਾਣੀਆਂ, ਬੁਝਾਰਤਾਂ, ਬਾਲ ਕਵਿਤਾਵਾਂ ਅਤੇ ਗੀਤਾਂ ਨਾਲ ਭਰਿਆ। ਨਿੱਕੇ ਸਰੋਤੇ ਫ਼ੋਨ ਕਰ ਕੇ ਕਵਿਤਾਵਾਂ ਸੁਣਾਉਂਦੇ ਹਨ, ਚੁਟਕਲੇ ਸੁਣਾਉਂਦੇ ਹਨ ਅਤੇ ਆਪਣੇ ਦਾਦਾ-ਦਾਦੀ ਨੂੰ ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਬੁਲਾਉਂਦੇ ਹਨ।',
    ...airs(['Sunday'], '10:00', '11:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [114],
    youtubeLink: 'https://www.youtube.com/watch?v=nikketaare5',
    age: 180,
  },
  {
    id: 217,
    slug: 'khed-sansar',
    title: 'Khed Sansar',
    titlePa: 'ਖੇਡ ਸੰਸਾਰ',
    tagline: "Kabaddi, cricket, hockey and the weekend's results",
    taglinePa: 'ਕਬੱਡੀ, ਕ੍ਰਿਕਟ, ਹਾਕੀ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਦੇ ਨਤੀਜੇ',
    description:
      "Two hours of sport with a Punjabi accent: kabaddi cup reports, cricket from India and the local leagues, the Canucks and the weekend's field-hockey results. Harman Singh Sekhon talks to coaches, players and the parents who drive them to every game.",
    descriptionPa:
      "ਪੰਜਾਬੀ ਰੰਗ ਵਿੱਚ ਖੇਡਾਂ ਦੇ ਦੋ ਘੰਟੇ: ਕਬੱਡੀ ਕੱਪਾਂ ਦੀਆਂ ਰਿਪੋਰਟਾਂ, ਭਾਰਤ ਅਤੇ ਸਥਾਨਕ ਲੀਗਾਂ ਦੀ ਕ੍ਰਿਕਟ, ਕੈਨਕਸ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਦੇ ਹਾਕੀ ਨਤੀਜੇ। ਹਰਮਨ ਸਿੰਘ ਸੇਖੋਂ ਕੋਚਾਂ, ਖਿਡਾਰੀਆਂ ਅਤੇ ਉਨ੍ਹਾਂ ਮਾਪਿਆਂ ਨਾਲ ਗੱਲ ਕਰਦੇ ਹਨ ਜੋ ਹਰ ਮੈਚ 'ਤੇ ਬੱਚਿਆਂ ਨੂੰ ਲੈ ਕੇ ਜਾਂਦੇ ਹਨ।",
    ...airs(['Sunday'], '12:00', '14:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [111],
    youtubeLink: 'https://www.youtube.com/watch?v=khedsansar2',
    soundcloud: true,
    age: 170,
  },
  {
    id: 218,
    slug: 'ask-city-hall',
    title: 'Ask City Hall',
    titlePa: 'ਸਿਟੀ ਹਾਲ ਨੂੰ ਪੁੱਛੋ',
    tagline: 'Your questions, put to the people who run your city',
    taglinePa: 'ਤੁਹਾਡੇ ਸਵਾਲ, ਤੁਹਾਡਾ ਸ਼ਹਿਰ ਚਲਾਉਣ ਵਾਲਿਆਂ ਅੱਗੇ',
    description:
      'The best of the week\'s "Ask City Hall" call-in, with Arjun Mehta putting listeners\' questions about property taxes, potholes, policing and transit to local officials. Each edition ends with the council decisions coming up in the week ahead.',
    descriptionPa:
      'ਹਫ਼ਤੇ ਦੇ "ਸਿਟੀ ਹਾਲ ਨੂੰ ਪੁੱਛੋ" ਕਾਲ-ਇਨ ਦੇ ਚੋਣਵੇਂ ਹਿੱਸੇ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਅਰਜੁਨ ਮਹਿਤਾ ਪ੍ਰਾਪਰਟੀ ਟੈਕਸ, ਸੜਕਾਂ ਦੇ ਟੋਇਆਂ, ਪੁਲਿਸ ਅਤੇ ਟ੍ਰਾਂਜ਼ਿਟ ਬਾਰੇ ਸਰੋਤਿਆਂ ਦੇ ਸਵਾਲ ਸਥਾਨਕ ਅਧਿਕਾਰੀਆਂ ਅੱਗੇ ਰੱਖਦੇ ਹਨ। ਹਰ ਪ੍ਰੋਗਰਾਮ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਆਉਂਦੇ ਹਫ਼ਤੇ ਕੌਂਸਲ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਫ਼ੈਸਲਿਆਂ ਦੀ ਝਲਕ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।',
    ...airs(['Sunday'], '18:00', '19:00'),
    type: NEWS,
    languages: ['English', 'Punjabi'],
    hosts: [110],
    age: 150,
  },
];
