/**
 * The station's own text pages: about (with the team), advertise, careers, apps and the app privacy
 * notice, each in English and Punjabi. STATION is the station's name as the page copy writes it.
 * Every person named here is invented.
 */
import type { PageInput, TeamMember } from '../../../../shared/types/content';
import { mediaImage, slugify } from '../helpers';

/** The station's name as the page copy writes it. */
export const STATION = 'Radio 91.5';

/** A member of the team on the about page; the photo follows from the English name. */
const member = (fullName: string, jobTitle: string, description: string, photoOf = fullName): TeamMember => ({
  fullName,
  jobTitle,
  description,
  photo: mediaImage('team', slugify(photoOf, { keepApostrophes: true })),
});

/** The about page's team: section headings and members. */
const team: (string | TeamMember)[] = [
  'Leadership',
  member(
    'Harpreet Kaur Sandhu',
    'Station Manager',
    'Harpreet has led the station since its move to the Newton studio. Before radio she spent twelve years in community banking in Surrey, and she still answers the listener line herself on Friday afternoons.',
  ),
  member(
    'Gurdeep Singh Brar',
    'Program Director',
    'Gurdeep shapes the on-air schedule, from the dawn kirtan hour to late-night request shows. He started as a weekend board operator in Abbotsford and has produced more than forty live remote broadcasts.',
  ),
  'Newsroom',
  member(
    'Navneet Kaur Gill',
    'News Director',
    'Navneet oversees the bilingual newsroom and the hourly bulletins. A graduate of a BC journalism program, she previously reported on courts and local government for community papers in the Fraser Valley.',
  ),
  member(
    'Arjun Mehta',
    'Senior Reporter, City Hall and Transit',
    'Arjun covers Surrey and Delta council meetings, policing and the SkyTrain extension. He files in English and Punjabi and hosts the Thursday "Ask City Hall" call-in segment.',
  ),
  member(
    'Simran Dhaliwal',
    'Digital Editor',
    'Simran runs the website, newsletter and social channels, and makes sure every major story is published in both languages. She also edits the Originals documentary series.',
  ),
  'Programming & Community',
  member(
    'Jaspal Singh Randhawa',
    'Morning Drive Host',
    'Jaspal wakes up Metro Vancouver on weekday mornings with news, traffic from the Pattullo and Alex Fraser bridges, and plenty of listener calls. He drove a taxi in Surrey for ten years before joining the station.',
  ),
  member(
    'Maninder Kaur Virk',
    'Sales and Partnerships Manager',
    "Maninder works with local businesses on bilingual campaigns and event sponsorships. She writes many of the station's Punjabi commercials herself.",
  ),
  member(
    'Rohan Sidhu',
    'Community Outreach Coordinator',
    'Rohan organises the Seva Saturdays food drives, school visits and the volunteer program, and books community guests for the weekend shows.',
  ),
];

/** The same team in Punjabi: names in Gurmukhi, the same photos. */
const teamPa: (string | TeamMember)[] = [
  'ਅਗਵਾਈ',
  member(
    'ਹਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ',
    'ਸਟੇਸ਼ਨ ਮੈਨੇਜਰ',
    'ਹਰਪ੍ਰੀਤ ਨਿਊਟਨ ਸਟੂਡੀਓ ਵਿੱਚ ਆਉਣ ਤੋਂ ਬਾਅਦ ਤੋਂ ਸਟੇਸ਼ਨ ਦੀ ਅਗਵਾਈ ਕਰ ਰਹੇ ਹਨ। ਰੇਡੀਓ ਤੋਂ ਪਹਿਲਾਂ ਉਨ੍ਹਾਂ ਨੇ ਸਰੀ ਵਿੱਚ ਬਾਰਾਂ ਸਾਲ ਕਮਿਊਨਿਟੀ ਬੈਂਕਿੰਗ ਵਿੱਚ ਕੰਮ ਕੀਤਾ, ਅਤੇ ਸ਼ੁੱਕਰਵਾਰ ਦੁਪਹਿਰ ਨੂੰ ਸਰੋਤਿਆਂ ਦੀ ਫ਼ੋਨ ਲਾਈਨ ਉਹ ਅੱਜ ਵੀ ਆਪ ਸੁਣਦੇ ਹਨ।',
    'Harpreet Kaur Sandhu',
  ),
  member(
    'ਗੁਰਦੀਪ ਸਿੰਘ ਬਰਾੜ',
    'ਪ੍ਰੋਗਰਾਮ ਡਾਇਰੈਕਟਰ',
    'ਗੁਰਦੀਪ ਅੰਮ੍ਰਿਤ ਵੇਲੇ ਦੇ ਕੀਰਤਨ ਤੋਂ ਲੈ ਕੇ ਦੇਰ ਰਾਤ ਦੇ ਫ਼ਰਮਾਇਸ਼ੀ ਸ਼ੋਅ ਤੱਕ ਪੂਰਾ ਪ੍ਰਸਾਰਣ ਪ੍ਰੋਗਰਾਮ ਤਿਆਰ ਕਰਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਨੇ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਦੇ ਬੋਰਡ ਆਪਰੇਟਰ ਵਜੋਂ ਸ਼ੁਰੂਆਤ ਕੀਤੀ ਅਤੇ ਚਾਲੀ ਤੋਂ ਵੱਧ ਲਾਈਵ ਬਾਹਰੀ ਪ੍ਰਸਾਰਣ ਤਿਆਰ ਕੀਤੇ ਹਨ।',
    'Gurdeep Singh Brar',
  ),
  'ਨਿਊਜ਼ਰੂਮ',
  member(
    'ਨਵਨੀਤ ਕੌਰ ਗਿੱਲ',
    'ਖ਼ਬਰਾਂ ਦੇ ਡਾਇਰੈਕਟਰ',
    'ਨਵਨੀਤ ਦੋ-ਭਾਸ਼ੀ ਨਿਊਜ਼ਰੂਮ ਅਤੇ ਹਰ ਘੰਟੇ ਦੇ ਖ਼ਬਰਨਾਮੇ ਦੀ ਦੇਖ-ਰੇਖ ਕਰਦੇ ਹਨ। ਬੀ.ਸੀ. ਤੋਂ ਪੱਤਰਕਾਰੀ ਦੀ ਪੜ੍ਹਾਈ ਤੋਂ ਬਾਅਦ ਉਨ੍ਹਾਂ ਨੇ ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਭਾਈਚਾਰਕ ਅਖ਼ਬਾਰਾਂ ਲਈ ਅਦਾਲਤਾਂ ਅਤੇ ਸਥਾਨਕ ਸਰਕਾਰ ਦੀਆਂ ਖ਼ਬਰਾਂ ਕੀਤੀਆਂ।',
    'Navneet Kaur Gill',
  ),
  member(
    'ਅਰਜੁਨ ਮਹਿਤਾ',
    'ਸੀਨੀਅਰ ਰਿਪੋਰਟਰ, ਸਿਟੀ ਹਾਲ ਅਤੇ ਆਵਾਜਾਈ',
    'ਅਰਜੁਨ ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੀਆਂ ਕੌਂਸਲ ਮੀਟਿੰਗਾਂ, ਪੁਲਿਸ ਅਤੇ ਸਕਾਈਟ੍ਰੇਨ ਦੇ ਵਿਸਥਾਰ ਦੀਆਂ ਖ਼ਬਰਾਂ ਕਰਦੇ ਹਨ। ਉਹ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਦੋਵਾਂ ਵਿੱਚ ਲਿਖਦੇ ਹਨ ਅਤੇ ਵੀਰਵਾਰ ਦਾ "ਸਿਟੀ ਹਾਲ ਨੂੰ ਪੁੱਛੋ" ਫ਼ੋਨ-ਇਨ ਹਿੱਸਾ ਪੇਸ਼ ਕਰਦੇ ਹਨ।',
    'Arjun Mehta',
  ),
  member(
    'ਸਿਮਰਨ ਧਾਲੀਵਾਲ',
    'ਡਿਜੀਟਲ ਸੰਪਾਦਕ',
    'ਸਿਮਰਨ ਵੈੱਬਸਾਈਟ, ਨਿਊਜ਼ਲੈਟਰ ਅਤੇ ਸੋਸ਼ਲ ਮੀਡੀਆ ਸੰਭਾਲਦੇ ਹਨ, ਅਤੇ ਇਹ ਯਕੀਨੀ ਬਣਾਉਂਦੇ ਹਨ ਕਿ ਹਰ ਵੱਡੀ ਖ਼ਬਰ ਦੋਵਾਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਛਪੇ। ਓਰਿਜਨਲਜ਼ ਦਸਤਾਵੇਜ਼ੀ ਲੜੀ ਦਾ ਸੰਪਾਦਨ ਵੀ ਉਹੀ ਕਰਦੇ ਹਨ।',
    'Simran Dhaliwal',
  ),
  'ਪ੍ਰੋਗਰਾਮ ਅਤੇ ਭਾਈਚਾਰਾ',
  member(
    'ਜਸਪਾਲ ਸਿੰਘ ਰੰਧਾਵਾ',
    'ਸਵੇਰ ਦੇ ਸ਼ੋਅ ਦੇ ਮੇਜ਼ਬਾਨ',
    'ਜਸਪਾਲ ਹਫ਼ਤੇ ਦੀਆਂ ਸਵੇਰਾਂ ਨੂੰ ਖ਼ਬਰਾਂ, ਪਟੂਲੋ ਅਤੇ ਐਲੈਕਸ ਫਰੇਜ਼ਰ ਪੁਲਾਂ ਦੀ ਆਵਾਜਾਈ ਅਤੇ ਸਰੋਤਿਆਂ ਦੇ ਫ਼ੋਨਾਂ ਨਾਲ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਨੂੰ ਜਗਾਉਂਦੇ ਹਨ। ਸਟੇਸ਼ਨ ਨਾਲ ਜੁੜਨ ਤੋਂ ਪਹਿਲਾਂ ਉਨ੍ਹਾਂ ਨੇ ਸਰੀ ਵਿੱਚ ਦਸ ਸਾਲ ਟੈਕਸੀ ਚਲਾਈ।',
    'Jaspal Singh Randhawa',
  ),
  member(
    'ਮਨਿੰਦਰ ਕੌਰ ਵਿਰਕ',
    'ਵਿਕਰੀ ਅਤੇ ਭਾਈਵਾਲੀ ਮੈਨੇਜਰ',
    'ਮਨਿੰਦਰ ਸਥਾਨਕ ਕਾਰੋਬਾਰਾਂ ਨਾਲ ਦੋ-ਭਾਸ਼ੀ ਮੁਹਿੰਮਾਂ ਅਤੇ ਸਮਾਗਮਾਂ ਦੀ ਸਪਾਂਸਰਸ਼ਿਪ ਉੱਤੇ ਕੰਮ ਕਰਦੇ ਹਨ। ਸਟੇਸ਼ਨ ਦੇ ਬਹੁਤ ਸਾਰੇ ਪੰਜਾਬੀ ਇਸ਼ਤਿਹਾਰ ਉਹ ਆਪ ਲਿਖਦੇ ਹਨ।',
    'Maninder Kaur Virk',
  ),
  member(
    'ਰੋਹਨ ਸਿੱਧੂ',
    'ਭਾਈਚਾਰਕ ਸੰਪਰਕ ਕੋਆਰਡੀਨੇਟਰ',
    'ਰੋਹਨ ਸੇਵਾ ਸ਼ਨੀਵਾਰ ਦੀਆਂ ਭੋਜਨ ਮੁਹਿੰਮਾਂ, ਸਕੂਲਾਂ ਦੇ ਦੌਰੇ ਅਤੇ ਸਵੈ-ਸੇਵੀ ਪ੍ਰੋਗਰਾਮ ਦਾ ਪ੍ਰਬੰਧ ਕਰਦੇ ਹਨ, ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਦੇ ਸ਼ੋਆਂ ਲਈ ਭਾਈਚਾਰੇ ਦੇ ਮਹਿਮਾਨ ਬੁਲਾਉਂਦੇ ਹਨ।',
    'Rohan Sidhu',
  ),
];

export const about: PageInput = {
  path: 'about',
  lang: 'en',
  head: { title: 'About Us', titlePa: 'ਸਾਡੇ ਬਾਰੇ' },
  description: `<p>${STATION} is a community-owned Punjabi and English radio station broadcasting from Surrey, British Columbia, on 91.5 FM and 91.5 HD2. Since our first broadcast from a two-room studio on Scott Road, we have grown into one of the most listened-to South Asian voices in Metro Vancouver, heard in homes, taxis, trucks and farm fields from Abbotsford to the North Shore.</p>
<p>Our newsroom covers what matters to Punjabi-Canadian families: council decisions in Surrey and Delta, housing and transit, immigration and international students, small business, farm work in the Fraser Valley, and the news from Punjab that our listeners follow every morning. We report in both languages, and when we get something wrong we correct it in both languages.</p>
<p>Around the clock our programming mixes live talk and call-in shows, kirtan at dawn, bhangra and new Punjabi releases, Bollywood classics, health and legal information clinics, and children's programming on weekends. Every show is produced locally by people who live in the communities they speak to.</p>
<p>${STATION} is operated by a not-for-profit broadcasting society governed by a volunteer board. Advertising, memberships and listener donations pay for our journalism; no political party or religious organisation owns the station or directs our editorial decisions.</p>
<p>Have a story we should hear? Call the newsroom at 604-555-0915 or write to us through the <a href="/contact">contact page</a>.</p>`,
  descriptionPa: `<p>ਰੇਡੀਓ 91.5 ਸਰੀ, ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਤੋਂ 91.5 FM ਅਤੇ 91.5 HD2 ਉੱਤੇ ਪ੍ਰਸਾਰਿਤ ਹੋਣ ਵਾਲਾ ਭਾਈਚਾਰੇ ਦਾ ਆਪਣਾ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਰੇਡੀਓ ਸਟੇਸ਼ਨ ਹੈ। ਸਕਾਟ ਰੋਡ ਉੱਤੇ ਦੋ ਕਮਰਿਆਂ ਦੇ ਛੋਟੇ ਜਿਹੇ ਸਟੂਡੀਓ ਤੋਂ ਸ਼ੁਰੂ ਹੋਇਆ ਇਹ ਸਫ਼ਰ ਅੱਜ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੀਆਂ ਸਭ ਤੋਂ ਵੱਧ ਸੁਣੀਆਂ ਜਾਣ ਵਾਲੀਆਂ ਦੱਖਣੀ ਏਸ਼ੀਆਈ ਆਵਾਜ਼ਾਂ ਤੱਕ ਪਹੁੰਚ ਚੁੱਕਾ ਹੈ — ਐਬਟਸਫੋਰਡ ਤੋਂ ਨੌਰਥ ਸ਼ੋਰ ਤੱਕ ਘਰਾਂ, ਟੈਕਸੀਆਂ, ਟਰੱਕਾਂ ਅਤੇ ਖੇਤਾਂ ਵਿੱਚ ਸਾਨੂੰ ਸੁਣਿਆ ਜਾਂਦਾ ਹੈ।</p>
<p>ਸਾਡਾ ਨਿਊਜ਼ਰੂਮ ਉਹ ਖ਼ਬਰਾਂ ਲਿਆਉਂਦਾ ਹੈ ਜੋ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਪਰਿਵਾਰਾਂ ਲਈ ਮਾਇਨੇ ਰੱਖਦੀਆਂ ਹਨ: ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੀਆਂ ਕੌਂਸਲਾਂ ਦੇ ਫ਼ੈਸਲੇ, ਮਕਾਨ ਅਤੇ ਆਵਾਜਾਈ, ਇਮੀਗ੍ਰੇਸ਼ਨ ਅਤੇ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ, ਛੋਟੇ ਕਾਰੋਬਾਰ, ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਖੇਤਾਂ ਦਾ ਕੰਮ, ਅਤੇ ਪੰਜਾਬ ਦੀਆਂ ਉਹ ਖ਼ਬਰਾਂ ਜਿਨ੍ਹਾਂ ਦੀ ਸਾਡੇ ਸਰੋਤੇ ਹਰ ਸਵੇਰ ਉਡੀਕ ਕਰਦੇ ਹਨ। ਅਸੀਂ ਦੋਵਾਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਰਿਪੋਰਟ ਕਰਦੇ ਹਾਂ, ਅਤੇ ਗ਼ਲਤੀ ਹੋਣ 'ਤੇ ਸੁਧਾਰ ਵੀ ਦੋਵਾਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਕਰਦੇ ਹਾਂ।</p>
<p>ਚੌਵੀ ਘੰਟੇ ਚੱਲਣ ਵਾਲੇ ਸਾਡੇ ਪ੍ਰੋਗਰਾਮਾਂ ਵਿੱਚ ਲਾਈਵ ਗੱਲਬਾਤ ਅਤੇ ਫ਼ੋਨ-ਇਨ ਸ਼ੋਅ, ਅੰਮ੍ਰਿਤ ਵੇਲੇ ਦਾ ਕੀਰਤਨ, ਭੰਗੜਾ ਅਤੇ ਨਵੇਂ ਪੰਜਾਬੀ ਗੀਤ, ਪੁਰਾਣੇ ਬਾਲੀਵੁੱਡ ਗੀਤ, ਸਿਹਤ ਅਤੇ ਕਾਨੂੰਨੀ ਜਾਣਕਾਰੀ ਵਾਲੇ ਪ੍ਰੋਗਰਾਮ, ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਬੱਚਿਆਂ ਦੇ ਪ੍ਰੋਗਰਾਮ ਸ਼ਾਮਲ ਹਨ। ਹਰ ਸ਼ੋਅ ਇੱਥੇ ਹੀ ਤਿਆਰ ਹੁੰਦਾ ਹੈ, ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਵੱਲੋਂ ਜੋ ਖ਼ੁਦ ਉਸੇ ਭਾਈਚਾਰੇ ਵਿੱਚ ਰਹਿੰਦੇ ਹਨ ਜਿਸ ਨਾਲ ਉਹ ਗੱਲ ਕਰਦੇ ਹਨ।</p>
<p>ਰੇਡੀਓ 91.5 ਨੂੰ ਇੱਕ ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਬ੍ਰਾਡਕਾਸਟਿੰਗ ਸੁਸਾਇਟੀ ਚਲਾਉਂਦੀ ਹੈ, ਜਿਸ ਦਾ ਪ੍ਰਬੰਧ ਸਵੈ-ਸੇਵੀ ਬੋਰਡ ਦੇ ਹੱਥ ਹੈ। ਸਾਡੀ ਪੱਤਰਕਾਰੀ ਦਾ ਖ਼ਰਚਾ ਇਸ਼ਤਿਹਾਰਾਂ, ਮੈਂਬਰਸ਼ਿਪਾਂ ਅਤੇ ਸਰੋਤਿਆਂ ਦੇ ਦਾਨ ਨਾਲ ਚੱਲਦਾ ਹੈ; ਕੋਈ ਵੀ ਸਿਆਸੀ ਪਾਰਟੀ ਜਾਂ ਧਾਰਮਿਕ ਸੰਸਥਾ ਨਾ ਸਟੇਸ਼ਨ ਦੀ ਮਾਲਕ ਹੈ ਅਤੇ ਨਾ ਹੀ ਸਾਡੇ ਸੰਪਾਦਕੀ ਫ਼ੈਸਲਿਆਂ ਵਿੱਚ ਦਖ਼ਲ ਦਿੰਦੀ ਹੈ।</p>
<p>ਕੋਈ ਖ਼ਬਰ ਜਾਂ ਕਹਾਣੀ ਸਾਡੇ ਤੱਕ ਪਹੁੰਚਾਉਣੀ ਹੈ? ਨਿਊਜ਼ਰੂਮ ਨੂੰ 604-555-0915 'ਤੇ ਫ਼ੋਨ ਕਰੋ ਜਾਂ <a href="/contact">ਸੰਪਰਕ ਪੰਨੇ</a> ਰਾਹੀਂ ਲਿਖੋ।</p>`,
  team,
  teamPa,
  meta: {
    title: `About ${STATION} — Punjabi community radio in Surrey, BC`,
    description:
      'Who we are: a not-for-profit Punjabi and English radio station on 91.5 FM and 91.5 HD2, with a bilingual newsroom serving Metro Vancouver and the Fraser Valley.',
    keywords: 'Punjabi radio, Surrey, Vancouver, 91.5 FM, community radio, bilingual news, about',
  },
};

export const advertise: PageInput = {
  path: 'advertise',
  lang: 'en',
  head: { title: 'Advertise With Us', titlePa: 'ਸਾਡੇ ਨਾਲ ਇਸ਼ਤਿਹਾਰ ਦਿਓ' },
  description: `<p>${STATION} reaches Punjabi-speaking households across Surrey, Delta, Abbotsford and the rest of Metro Vancouver every day — on air on 91.5 FM and 91.5 HD2, online through our live stream, and on the phones of listeners who use our app.</p>
<p>We offer on-air spots in English and Punjabi, sponsorship of the news, traffic and weather segments, live remote broadcasts from your store opening or community event, and display advertising on our website and weekly newsletter.</p>
<p>Our in-house production team writes and voices your commercial in both languages at no extra charge for campaigns of four weeks or longer. We can also adapt an existing English script so it sounds natural to a Punjabi ear, not like a translation.</p>
<p>We keep a clear line between advertising and news. Sponsored content is always labelled, and advertisers never see or approve our journalism before it is published or broadcast.</p>`,
  descriptionPa: `<p>ਰੇਡੀਓ 91.5 ਹਰ ਰੋਜ਼ ਸਰੀ, ਡੈਲਟਾ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਪੂਰੇ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੇ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲੇ ਘਰਾਂ ਤੱਕ ਪਹੁੰਚਦਾ ਹੈ — 91.5 FM ਅਤੇ 91.5 HD2 ਉੱਤੇ, ਸਾਡੀ ਲਾਈਵ ਆਨਲਾਈਨ ਸਟ੍ਰੀਮ ਰਾਹੀਂ, ਅਤੇ ਉਨ੍ਹਾਂ ਸਰੋਤਿਆਂ ਦੇ ਫ਼ੋਨਾਂ ਉੱਤੇ ਜੋ ਸਾਡੀ ਐਪ ਵਰਤਦੇ ਹਨ।</p>
<p>ਅਸੀਂ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਰੇਡੀਓ ਇਸ਼ਤਿਹਾਰ, ਖ਼ਬਰਾਂ, ਟ੍ਰੈਫ਼ਿਕ ਅਤੇ ਮੌਸਮ ਦੇ ਹਿੱਸਿਆਂ ਦੀ ਸਪਾਂਸਰਸ਼ਿਪ, ਤੁਹਾਡੇ ਸਟੋਰ ਦੇ ਉਦਘਾਟਨ ਜਾਂ ਭਾਈਚਾਰਕ ਸਮਾਗਮ ਤੋਂ ਲਾਈਵ ਪ੍ਰਸਾਰਣ, ਅਤੇ ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਤੇ ਹਫ਼ਤਾਵਾਰੀ ਨਿਊਜ਼ਲੈਟਰ ਉੱਤੇ ਡਿਸਪਲੇਅ ਇਸ਼ਤਿਹਾਰ ਪੇਸ਼ ਕਰਦੇ ਹਾਂ।</p>
<p>ਚਾਰ ਹਫ਼ਤੇ ਜਾਂ ਇਸ ਤੋਂ ਲੰਮੀਆਂ ਮੁਹਿੰਮਾਂ ਲਈ ਸਾਡੀ ਆਪਣੀ ਪ੍ਰੋਡਕਸ਼ਨ ਟੀਮ ਤੁਹਾਡਾ ਇਸ਼ਤਿਹਾਰ ਦੋਵਾਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਲਿਖਦੀ ਅਤੇ ਰਿਕਾਰਡ ਕਰਦੀ ਹੈ, ਬਿਨਾਂ ਕਿਸੇ ਵਾਧੂ ਖ਼ਰਚੇ ਦੇ। ਤੁਹਾਡੀ ਪਹਿਲਾਂ ਤੋਂ ਬਣੀ ਅੰਗਰੇਜ਼ੀ ਸਕ੍ਰਿਪਟ ਨੂੰ ਵੀ ਅਸੀਂ ਇਸ ਤਰ੍ਹਾਂ ਢਾਲ ਸਕਦੇ ਹਾਂ ਕਿ ਉਹ ਪੰਜਾਬੀ ਕੰਨਾਂ ਨੂੰ ਅਨੁਵਾਦ ਨਹੀਂ, ਆਪਣੀ ਬੋਲੀ ਲੱਗੇ।</p>
<p>ਇਸ਼ਤਿਹਾਰਾਂ ਅਤੇ ਖ਼ਬਰਾਂ ਵਿਚਕਾਰ ਅਸੀਂ ਸਪਸ਼ਟ ਲਕੀਰ ਰੱਖਦੇ ਹਾਂ। ਸਪਾਂਸਰ ਕੀਤੀ ਸਮੱਗਰੀ ਉੱਤੇ ਹਮੇਸ਼ਾ ਨਿਸ਼ਾਨ ਲੱਗਾ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਇਸ਼ਤਿਹਾਰ ਦੇਣ ਵਾਲੇ ਸਾਡੀ ਪੱਤਰਕਾਰੀ ਨੂੰ ਛਪਣ ਜਾਂ ਪ੍ਰਸਾਰਿਤ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਨਾ ਵੇਖਦੇ ਹਨ ਅਤੇ ਨਾ ਮਨਜ਼ੂਰ ਕਰਦੇ ਹਨ।</p>`,
  note: {
    heading: 'Talk to our sales team',
    headingPa: 'ਸਾਡੀ ਸੇਲਜ਼ ਟੀਮ ਨਾਲ ਗੱਲ ਕਰੋ',
    description:
      '<p>Tell us about your business and your budget and we will send a media kit with current rates, audience numbers and a sample bilingual campaign within two business days.</p>',
    descriptionPa:
      '<p>ਸਾਨੂੰ ਆਪਣੇ ਕਾਰੋਬਾਰ ਅਤੇ ਬਜਟ ਬਾਰੇ ਦੱਸੋ, ਅਸੀਂ ਦੋ ਕਾਰੋਬਾਰੀ ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਮੌਜੂਦਾ ਰੇਟਾਂ, ਸਰੋਤਿਆਂ ਦੇ ਅੰਕੜਿਆਂ ਅਤੇ ਦੋ-ਭਾਸ਼ੀ ਮੁਹਿੰਮ ਦੇ ਨਮੂਨੇ ਵਾਲੀ ਮੀਡੀਆ ਕਿੱਟ ਭੇਜ ਦੇਵਾਂਗੇ।</p>',
    link: '/contact/advertise',
  },
  meta: {
    title: `Advertise on ${STATION} — reach Punjabi listeners in Metro Vancouver`,
    description:
      'Bilingual radio spots, segment sponsorships, live remotes and digital ads on a Punjabi community station serving Surrey, Delta and Abbotsford.',
    keywords: 'advertise, Punjabi radio advertising, Surrey business, bilingual commercials, sponsorship',
  },
};

export const careers: PageInput = {
  path: 'careers',
  lang: 'en',
  head: { title: 'Careers', titlePa: 'ਨੌਕਰੀਆਂ' },
  description: `<p>${STATION} is built by reporters, hosts, producers, technicians and sales people who care about the community they serve. We are always glad to hear from people who speak Punjabi and English, know Metro Vancouver, and want to do honest, useful work in local media.</p>
<p>We hire for newsroom, on-air, production, digital and sales roles, and we run paid summer internships for post-secondary students in journalism, broadcasting and communications. Current openings are listed on this page and on our home page.</p>
<p>Full-time staff receive extended health and dental benefits, training in audio production and digital publishing, and flexible schedules for people balancing family and study. Our Surrey studio is a short walk from a frequent bus route.</p>
<p>${STATION} is an equal-opportunity employer. We welcome applications from women, newcomers to Canada, people with disabilities and anyone who brings a different perspective to our newsroom.</p>`,
  descriptionPa: `<p>ਰੇਡੀਓ 91.5 ਨੂੰ ਉਹ ਰਿਪੋਰਟਰ, ਹੋਸਟ, ਪ੍ਰੋਡਿਊਸਰ, ਤਕਨੀਸ਼ੀਅਨ ਅਤੇ ਸੇਲਜ਼ ਟੀਮ ਚਲਾਉਂਦੀ ਹੈ ਜਿਨ੍ਹਾਂ ਨੂੰ ਆਪਣੇ ਭਾਈਚਾਰੇ ਦੀ ਪਰਵਾਹ ਹੈ। ਜੇ ਤੁਸੀਂ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਬੋਲਦੇ ਹੋ, ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਨੂੰ ਜਾਣਦੇ ਹੋ, ਅਤੇ ਸਥਾਨਕ ਮੀਡੀਆ ਵਿੱਚ ਇਮਾਨਦਾਰ ਤੇ ਲਾਹੇਵੰਦ ਕੰਮ ਕਰਨਾ ਚਾਹੁੰਦੇ ਹੋ, ਤਾਂ ਅਸੀਂ ਤੁਹਾਡੇ ਨਾਲ ਗੱਲ ਕਰਨ ਲਈ ਹਮੇਸ਼ਾ ਤਿਆਰ ਹਾਂ।</p>
<p>ਅਸੀਂ ਨਿਊਜ਼ਰੂਮ, ਆਨ-ਏਅਰ, ਪ੍ਰੋਡਕਸ਼ਨ, ਡਿਜੀਟਲ ਅਤੇ ਸੇਲਜ਼ ਦੀਆਂ ਅਸਾਮੀਆਂ ਲਈ ਭਰਤੀ ਕਰਦੇ ਹਾਂ, ਅਤੇ ਪੱਤਰਕਾਰੀ, ਬ੍ਰਾਡਕਾਸਟਿੰਗ ਅਤੇ ਸੰਚਾਰ ਦੀ ਪੜ੍ਹਾਈ ਕਰ ਰਹੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਗਰਮੀਆਂ ਵਿੱਚ ਤਨਖ਼ਾਹ ਵਾਲੀਆਂ ਇੰਟਰਨਸ਼ਿਪਾਂ ਵੀ ਕਰਵਾਉਂਦੇ ਹਾਂ। ਮੌਜੂਦਾ ਅਸਾਮੀਆਂ ਇਸ ਪੰਨੇ ਅਤੇ ਮੁੱਖ ਪੰਨੇ ਉੱਤੇ ਦਿੱਤੀਆਂ ਗਈਆਂ ਹਨ।</p>
<p>ਪੂਰੇ ਸਮੇਂ ਦੇ ਸਟਾਫ਼ ਨੂੰ ਵਾਧੂ ਸਿਹਤ ਅਤੇ ਦੰਦਾਂ ਦੇ ਇਲਾਜ ਦੇ ਲਾਭ, ਆਡੀਓ ਪ੍ਰੋਡਕਸ਼ਨ ਅਤੇ ਡਿਜੀਟਲ ਪਬਲਿਸ਼ਿੰਗ ਦੀ ਸਿਖਲਾਈ, ਅਤੇ ਪਰਿਵਾਰ ਤੇ ਪੜ੍ਹਾਈ ਨਾਲ ਤਾਲਮੇਲ ਬਿਠਾਉਣ ਲਈ ਲਚਕਦਾਰ ਸਮਾਂ-ਸਾਰਣੀ ਮਿਲਦੀ ਹੈ। ਸਾਡਾ ਸਰੀ ਵਾਲਾ ਸਟੂਡੀਓ ਬੱਸ ਰੂਟ ਤੋਂ ਕੁਝ ਕਦਮਾਂ ਦੀ ਦੂਰੀ 'ਤੇ ਹੈ।</p>
<p>ਰੇਡੀਓ 91.5 ਸਭ ਨੂੰ ਬਰਾਬਰ ਮੌਕੇ ਦੇਣ ਵਾਲਾ ਅਦਾਰਾ ਹੈ। ਅਸੀਂ ਔਰਤਾਂ, ਕੈਨੇਡਾ ਵਿੱਚ ਨਵੇਂ ਆਏ ਲੋਕਾਂ, ਅਪਾਹਜਤਾ ਵਾਲੇ ਵਿਅਕਤੀਆਂ ਅਤੇ ਹਰ ਉਸ ਵਿਅਕਤੀ ਦੀ ਅਰਜ਼ੀ ਦਾ ਸਵਾਗਤ ਕਰਦੇ ਹਾਂ ਜੋ ਸਾਡੇ ਨਿਊਜ਼ਰੂਮ ਵਿੱਚ ਨਵਾਂ ਨਜ਼ਰੀਆ ਲਿਆ ਸਕੇ।</p>`,
  note: {
    heading: 'Apply or send a general application',
    headingPa: 'ਅਰਜ਼ੀ ਭੇਜੋ',
    description:
      '<p>Send your résumé and, for on-air or newsroom roles, a short audio sample or two published stories. We read every application and reply to everyone we interview.</p>',
    descriptionPa:
      '<p>ਆਪਣਾ ਰਿਜ਼ਿਊਮ ਭੇਜੋ, ਅਤੇ ਆਨ-ਏਅਰ ਜਾਂ ਨਿਊਜ਼ਰੂਮ ਦੀਆਂ ਅਸਾਮੀਆਂ ਲਈ ਨਾਲ ਇੱਕ ਛੋਟਾ ਆਡੀਓ ਨਮੂਨਾ ਜਾਂ ਦੋ ਛਪੀਆਂ ਖ਼ਬਰਾਂ ਵੀ ਲਗਾਓ। ਅਸੀਂ ਹਰ ਅਰਜ਼ੀ ਪੜ੍ਹਦੇ ਹਾਂ ਅਤੇ ਇੰਟਰਵਿਊ ਲਈ ਬੁਲਾਏ ਹਰ ਵਿਅਕਤੀ ਨੂੰ ਜਵਾਬ ਦਿੰਦੇ ਹਾਂ।</p>',
    link: '/contact/careers',
  },
  meta: {
    title: `Careers at ${STATION}`,
    description:
      'Jobs and paid internships in news, on-air, production, digital and sales at a bilingual Punjabi community radio station in Surrey, BC.',
    keywords: 'radio jobs, journalism jobs Surrey, Punjabi media careers, internships, broadcasting',
  },
};

export const apps: PageInput = {
  path: 'apps',
  lang: 'en',
  head: { title: 'Get the App', titlePa: 'ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ' },
  description: `<p>Take ${STATION} with you. Our free app streams 91.5 FM and 91.5 HD2 live in high quality, so you can listen at work, on the road, or back in Punjab when you visit family.</p>
<p>Catch up on shows you missed, play the latest episodes of our podcasts and Originals, and read the day's headlines in English or Punjabi with a single tap.</p>
<p>Turn on notifications for breaking news and traffic alerts across the Lower Mainland, and send a voice message straight to the studio during call-in shows.</p>
<p>The Android app is available now on Google Play. The iPhone version is being tested and will arrive in the App Store soon. Read how the app handles your information in our <a href="/app/privacy">app privacy notice</a>.</p>`,
  descriptionPa: `<p>ਰੇਡੀਓ 91.5 ਨੂੰ ਹਰ ਥਾਂ ਆਪਣੇ ਨਾਲ ਰੱਖੋ। ਸਾਡੀ ਮੁਫ਼ਤ ਐਪ 91.5 FM ਅਤੇ 91.5 HD2 ਨੂੰ ਵਧੀਆ ਆਵਾਜ਼ ਵਿੱਚ ਲਾਈਵ ਸੁਣਾਉਂਦੀ ਹੈ — ਕੰਮ 'ਤੇ, ਸਫ਼ਰ ਦੌਰਾਨ, ਜਾਂ ਪਰਿਵਾਰ ਨੂੰ ਮਿਲਣ ਪੰਜਾਬ ਗਏ ਹੋਵੋ ਤਾਂ ਉੱਥੇ ਵੀ।</p>
<p>ਖੁੰਝ ਗਏ ਸ਼ੋਅ ਮੁੜ ਸੁਣੋ, ਸਾਡੇ ਪੌਡਕਾਸਟਾਂ ਅਤੇ ਓਰਿਜਨਲਜ਼ ਦੀਆਂ ਨਵੀਆਂ ਕੜੀਆਂ ਚਲਾਓ, ਅਤੇ ਇੱਕ ਟੈਪ ਨਾਲ ਦਿਨ ਦੀਆਂ ਮੁੱਖ ਖ਼ਬਰਾਂ ਅੰਗਰੇਜ਼ੀ ਜਾਂ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ।</p>
<p>ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੀਆਂ ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ ਅਤੇ ਟ੍ਰੈਫ਼ਿਕ ਅਲਰਟਾਂ ਲਈ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨ ਚਾਲੂ ਕਰੋ, ਅਤੇ ਫ਼ੋਨ-ਇਨ ਸ਼ੋਅ ਦੌਰਾਨ ਸਿੱਧਾ ਸਟੂਡੀਓ ਨੂੰ ਆਵਾਜ਼ੀ ਸੁਨੇਹਾ ਭੇਜੋ।</p>
<p>ਐਂਡਰਾਇਡ ਐਪ ਗੂਗਲ ਪਲੇ ਉੱਤੇ ਹੁਣੇ ਉਪਲਬਧ ਹੈ। ਆਈਫ਼ੋਨ ਵਾਲੀ ਐਪ ਦੀ ਜਾਂਚ ਚੱਲ ਰਹੀ ਹੈ ਅਤੇ ਇਹ ਜਲਦ ਹੀ ਐਪ ਸਟੋਰ ਉੱਤੇ ਆ ਜਾਵੇਗੀ। ਐਪ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਨੂੰ ਕਿਵੇਂ ਸੰਭਾਲਦੀ ਹੈ, ਇਹ ਜਾਣਨ ਲਈ ਸਾਡਾ <a href="/app/privacy">ਐਪ ਨਿੱਜਤਾ ਨੋਟਿਸ</a> ਪੜ੍ਹੋ।</p>`,
  meta: {
    title: `The ${STATION} app — listen live on Android`,
    description:
      'Stream 91.5 FM and 91.5 HD2 live, replay shows and podcasts, and get bilingual news and traffic alerts on your phone.',
    keywords: 'Punjabi radio app, live stream, 91.5 FM app, Android, podcasts, news alerts',
  },
};

export const appPrivacy: PageInput = {
  path: 'app-privacy',
  lang: 'en',
  head: { title: 'App Privacy', titlePa: 'ਐਪ ਨਿੱਜਤਾ' },
  description: `<p>The ${STATION} app collects as little information as possible. Listening to the live stream and reading the news does not need an account, and we never sell personal information.</p>
<p>If you turn on notifications, we store an anonymous device token so we can send you alerts; you can switch them off at any time in your phone's settings. Voice messages you send to the studio are kept for 30 days and then deleted, unless you agree that we may broadcast them.</p>
<p>The app sends anonymous crash reports and listening statistics (which stream was played and for how long) so we can fix problems. For full details see our <a href="/privacy-policy">privacy policy</a>, or write to privacy@915radio.example.</p>`,
  descriptionPa: `<p>ਰੇਡੀਓ 91.5 ਐਪ ਘੱਟ ਤੋਂ ਘੱਟ ਜਾਣਕਾਰੀ ਇਕੱਠੀ ਕਰਦੀ ਹੈ। ਲਾਈਵ ਸਟ੍ਰੀਮ ਸੁਣਨ ਅਤੇ ਖ਼ਬਰਾਂ ਪੜ੍ਹਨ ਲਈ ਕੋਈ ਖਾਤਾ ਬਣਾਉਣ ਦੀ ਲੋੜ ਨਹੀਂ, ਅਤੇ ਅਸੀਂ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਕਦੇ ਨਹੀਂ ਵੇਚਦੇ।</p>
<p>ਜੇ ਤੁਸੀਂ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨ ਚਾਲੂ ਕਰਦੇ ਹੋ, ਤਾਂ ਅਲਰਟ ਭੇਜਣ ਲਈ ਅਸੀਂ ਇੱਕ ਗੁਮਨਾਮ ਡਿਵਾਈਸ ਟੋਕਨ ਰੱਖਦੇ ਹਾਂ; ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਵੇਲੇ ਫ਼ੋਨ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਜਾ ਕੇ ਇਨ੍ਹਾਂ ਨੂੰ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ। ਸਟੂਡੀਓ ਨੂੰ ਭੇਜੇ ਆਵਾਜ਼ੀ ਸੁਨੇਹੇ 30 ਦਿਨ ਰੱਖ ਕੇ ਮਿਟਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ, ਜਦ ਤੱਕ ਤੁਸੀਂ ਉਨ੍ਹਾਂ ਨੂੰ ਪ੍ਰਸਾਰਿਤ ਕਰਨ ਦੀ ਸਹਿਮਤੀ ਨਾ ਦਿਓ।</p>
<p>ਖ਼ਰਾਬੀਆਂ ਠੀਕ ਕਰਨ ਲਈ ਐਪ ਗੁਮਨਾਮ ਕ੍ਰੈਸ਼ ਰਿਪੋਰਟਾਂ ਅਤੇ ਸੁਣਨ ਦੇ ਅੰਕੜੇ (ਕਿਹੜੀ ਸਟ੍ਰੀਮ ਕਿੰਨੀ ਦੇਰ ਚੱਲੀ) ਭੇਜਦੀ ਹੈ। ਪੂਰੇ ਵੇਰਵਿਆਂ ਲਈ ਸਾਡੀ <a href="/privacy-policy">ਨਿੱਜਤਾ ਨੀਤੀ</a> ਵੇਖੋ, ਜਾਂ privacy@915radio.example 'ਤੇ ਲਿਖੋ।</p>`,
  meta: {
    title: `${STATION} app privacy notice`,
    description: 'What the Radio 91.5 mobile app collects, why, and how to switch it off.',
    keywords: 'app privacy, notifications, data, Radio 91.5 app',
  },
};
