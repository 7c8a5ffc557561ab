import type {
  ContentBundle,
  HomeInput,
  LegalInput,
  NoteBlock,
  PageHeaders,
  PageInput,
  SectionInput,
  SettingsInput,
  TeamMember,
} from '../../../shared/types/content';
import { seedDates, type SeedDates } from './dates';
import { mediaImage, slugify } from './helpers';

/**
 * Demo content for the station's own pages: about / advertise / careers / apps, the section-built
 * community page (uses every section handle), the app privacy notice, legal pages, site settings,
 * the home configuration, the 404 copy, the contact page and the featured page headers.
 *
 * Only the community page carries dates (its news and related-post cards), so `buildPages(d)`
 * takes the seed's date helpers; `pages` is the same list built relative to the current day.
 */

const STATION = 'Radio 91.5';

// ---------------------------------------------------------------------------------------------
// Team (about page)
// ---------------------------------------------------------------------------------------------

const member = (fullName: string, jobTitle: string, description: string): TeamMember => ({
  fullName,
  jobTitle,
  description,
  photo: mediaImage('team', slugify(fullName, { keepApostrophes: true })),
});

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
    'Maninder works with local businesses on bilingual campaigns and event sponsorships. She writes many of the station\'s Punjabi commercials herself.',
  ),
  member(
    'Rohan Sidhu',
    'Community Outreach Coordinator',
    'Rohan organises the Seva Saturdays food drives, school visits and the volunteer program, and books community guests for the weekend shows.',
  ),
];

// ---------------------------------------------------------------------------------------------
// Content pages
// ---------------------------------------------------------------------------------------------

const about: PageInput = {
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
  meta: {
    title: `About ${STATION} — Punjabi community radio in Surrey, BC`,
    description:
      'Who we are: a not-for-profit Punjabi and English radio station on 91.5 FM and 91.5 HD2, with a bilingual newsroom serving Metro Vancouver and the Fraser Valley.',
    keywords: 'Punjabi radio, Surrey, Vancouver, 91.5 FM, community radio, bilingual news, about',
  },
};

const advertise: PageInput = {
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

const careers: PageInput = {
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

const apps: PageInput = {
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

const appPrivacy: PageInput = {
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

// ---------------------------------------------------------------------------------------------
// The section-built community page (every SectionInput handle at least once)
// ---------------------------------------------------------------------------------------------

function communitySections(d: SeedDates): SectionInput[] {
  return [
    {
      handle: 'banner',
      type: 'default',
      title: 'Community Matters',
      titlePa: 'ਭਾਈਚਾਰਾ ਹੀ ਸਾਡੀ ਤਾਕਤ',
      description: 'Food drives, school visits, seniors\' mornings and live broadcasts from wherever the community gathers.',
      descriptionPa: 'ਫ਼ੂਡ ਡਰਾਈਵ, ਸਕੂਲਾਂ ਦੇ ਦੌਰੇ, ਬਜ਼ੁਰਗਾਂ ਦੀਆਂ ਮਹਿਫ਼ਲਾਂ ਅਤੇ ਜਿੱਥੇ ਵੀ ਭਾਈਚਾਰਾ ਜੁੜੇ, ਉੱਥੋਂ ਲਾਈਵ ਪ੍ਰਸਾਰਣ।',
      items: [
        { title: 'Seva Saturdays', titlePa: 'ਸੇਵਾ ਸ਼ਨੀਵਾਰ', image: '/media/images/community/seva-saturdays-hero.svg', link: '/community' },
      ],
    },
    {
      handle: 'header',
      title: `${STATION} in the Community`,
      titlePa: 'ਭਾਈਚਾਰੇ ਵਿੱਚ ਰੇਡੀਓ 91.5',
      description:
        'Community radio means more than playing the music people love. It means showing up — at the food bank, the school gym, the seniors\' centre and the parade route — and handing the microphone to the people who live here.',
      descriptionPa:
        'ਭਾਈਚਾਰਕ ਰੇਡੀਓ ਦਾ ਮਤਲਬ ਸਿਰਫ਼ ਲੋਕਾਂ ਦੀ ਪਸੰਦ ਦਾ ਸੰਗੀਤ ਵਜਾਉਣਾ ਨਹੀਂ। ਇਸ ਦਾ ਮਤਲਬ ਹੈ ਫ਼ੂਡ ਬੈਂਕ, ਸਕੂਲ ਦੇ ਜਿਮ, ਸੀਨੀਅਰ ਸੈਂਟਰ ਅਤੇ ਨਗਰ ਕੀਰਤਨ ਦੇ ਰਾਹ ਉੱਤੇ ਹਾਜ਼ਰ ਹੋਣਾ — ਅਤੇ ਮਾਈਕ ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਦੇ ਹੱਥ ਦੇਣਾ ਜੋ ਇੱਥੇ ਰਹਿੰਦੇ ਹਨ।',
    },
    {
      handle: 'wysiwyg',
      description: `<p>Every year our staff and more than 120 volunteers take part in dozens of events across Surrey, Delta, Abbotsford and Vancouver. We collect food and winter clothing, broadcast live from community celebrations, and give free airtime to non-profits that need to reach Punjabi-speaking families.</p>
<p>Our community calendar is read on air every weekday at 11:30 and 17:30. If your group is organising a free event, a blood drive, a health clinic or a fundraiser, <a href="/contact">send us the details</a> at least ten days ahead.</p>`,
      descriptionPa: `<p>ਹਰ ਸਾਲ ਸਾਡਾ ਸਟਾਫ਼ ਅਤੇ 120 ਤੋਂ ਵੱਧ ਵਲੰਟੀਅਰ ਸਰੀ, ਡੈਲਟਾ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਦਰਜਨਾਂ ਸਮਾਗਮਾਂ ਵਿੱਚ ਹਿੱਸਾ ਲੈਂਦੇ ਹਨ। ਅਸੀਂ ਰਾਸ਼ਨ ਅਤੇ ਸਰਦੀਆਂ ਦੇ ਕੱਪੜੇ ਇਕੱਠੇ ਕਰਦੇ ਹਾਂ, ਭਾਈਚਾਰਕ ਜਸ਼ਨਾਂ ਤੋਂ ਲਾਈਵ ਪ੍ਰਸਾਰਣ ਕਰਦੇ ਹਾਂ, ਅਤੇ ਪੰਜਾਬੀ ਪਰਿਵਾਰਾਂ ਤੱਕ ਪਹੁੰਚਣ ਦੀਆਂ ਚਾਹਵਾਨ ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸੰਸਥਾਵਾਂ ਨੂੰ ਮੁਫ਼ਤ ਏਅਰਟਾਈਮ ਦਿੰਦੇ ਹਾਂ।</p>
<p>ਸਾਡਾ ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ ਹਰ ਹਫ਼ਤੇ ਦੇ ਦਿਨ ਸਵੇਰੇ 11:30 ਅਤੇ ਸ਼ਾਮ 5:30 ਵਜੇ ਰੇਡੀਓ 'ਤੇ ਪੜ੍ਹਿਆ ਜਾਂਦਾ ਹੈ। ਜੇ ਤੁਹਾਡੀ ਸੰਸਥਾ ਕੋਈ ਮੁਫ਼ਤ ਸਮਾਗਮ, ਖ਼ੂਨਦਾਨ ਕੈਂਪ, ਸਿਹਤ ਕਲੀਨਿਕ ਜਾਂ ਫ਼ੰਡਰੇਜ਼ਰ ਕਰਵਾ ਰਹੀ ਹੈ, ਤਾਂ ਘੱਟੋ-ਘੱਟ ਦਸ ਦਿਨ ਪਹਿਲਾਂ <a href="/contact">ਸਾਨੂੰ ਵੇਰਵੇ ਭੇਜੋ</a>।</p>`,
    },
    {
      handle: 'threeCards',
      title: 'Ways to get involved',
      titlePa: 'ਜੁੜਨ ਦੇ ਤਰੀਕੇ',
      items: [
        {
          title: 'Community Calendar',
          titlePa: 'ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ',
          description: 'Free on-air announcements for non-profit events, read twice every weekday.',
          descriptionPa: 'ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸਮਾਗਮਾਂ ਦੇ ਮੁਫ਼ਤ ਐਲਾਨ, ਹਰ ਹਫ਼ਤੇ ਦੇ ਦਿਨ ਦੋ ਵਾਰ।',
          image: '/media/images/community/community-calendar.svg',
          link: '/contact',
        },
        {
          title: 'Seva Saturdays',
          titlePa: 'ਸੇਵਾ ਸ਼ਨੀਵਾਰ',
          description: 'Drop off food and winter clothing at our studio on the first Saturday of every month.',
          descriptionPa: 'ਹਰ ਮਹੀਨੇ ਦੇ ਪਹਿਲੇ ਸ਼ਨੀਵਾਰ ਸਾਡੇ ਸਟੂਡੀਓ ਵਿੱਚ ਰਾਸ਼ਨ ਅਤੇ ਸਰਦੀਆਂ ਦੇ ਕੱਪੜੇ ਦਿਓ।',
          image: '/media/images/community/seva-saturdays.svg',
          link: '/events',
        },
        {
          title: 'Youth Voices',
          titlePa: 'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ',
          description: 'High-school students learn to report, edit and host their own monthly radio hour.',
          descriptionPa: 'ਹਾਈ ਸਕੂਲ ਦੇ ਵਿਦਿਆਰਥੀ ਰਿਪੋਰਟਿੰਗ, ਐਡੀਟਿੰਗ ਅਤੇ ਆਪਣਾ ਮਹੀਨਾਵਾਰ ਰੇਡੀਓ ਘੰਟਾ ਚਲਾਉਣਾ ਸਿੱਖਦੇ ਹਨ।',
          image: '/media/images/community/youth-voices.svg',
          link: '/careers',
        },
      ],
    },
    {
      handle: 'carousel',
      title: 'Out and about',
      titlePa: 'ਭਾਈਚਾਰੇ ਦੇ ਵਿਚਕਾਰ',
      items: [
        { image: '/media/images/community/vaisakhi-broadcast-booth.svg', title: 'Live from the Vaisakhi parade route', titlePa: 'ਵਿਸਾਖੀ ਨਗਰ ਕੀਰਤਨ ਤੋਂ ਲਾਈਵ', link: '/events' },
        { image: '/media/images/community/winter-coat-drive.svg', title: 'Winter coat drive at the Newton studio', titlePa: 'ਨਿਊਟਨ ਸਟੂਡੀਓ ਵਿੱਚ ਗਰਮ ਕੱਪੜਿਆਂ ਦੀ ਮੁਹਿੰਮ', link: '/community' },
        { image: '/media/images/community/seniors-chai-morning.svg', title: 'Chai morning with seniors in Abbotsford', titlePa: 'ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਬਜ਼ੁਰਗਾਂ ਨਾਲ ਚਾਹ ਦੀ ਮਹਿਫ਼ਲ', link: '/shows' },
        { image: '/media/images/community/school-radio-workshop.svg', title: 'Radio workshop with Surrey students', titlePa: 'ਸਰੀ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਨਾਲ ਰੇਡੀਓ ਵਰਕਸ਼ਾਪ', link: '/careers' },
        { image: '/media/images/community/kabaddi-cup-commentary.svg', title: 'Commentary at the youth kabaddi cup', titlePa: 'ਨੌਜਵਾਨ ਕਬੱਡੀ ਕੱਪ ਦੀ ਕੁਮੈਂਟਰੀ', link: '/news' },
      ],
    },
    { handle: 'linebreak' },
    { handle: 'titleH3', title: 'From our newsroom', titlePa: 'ਸਾਡੇ ਨਿਊਜ਼ਰੂਮ ਤੋਂ' },
    {
      handle: 'news',
      title: 'Community News',
      titlePa: 'ਭਾਈਚਾਰਕ ਖ਼ਬਰਾਂ',
      items: [
        {
          slug: 'surrey-newton-community-pantry-extends-hours',
          title: 'Newton community pantry extends hours as demand climbs',
          titlePa: 'ਮੰਗ ਵਧਣ ਕਾਰਨ ਨਿਊਟਨ ਦੀ ਭਾਈਚਾਰਕ ਪੈਂਟਰੀ ਨੇ ਸਮਾਂ ਵਧਾਇਆ',
          intro: 'Volunteers say more working families and international students are lining up on weekday evenings.',
          introPa: 'ਵਲੰਟੀਅਰਾਂ ਮੁਤਾਬਕ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਦੀਆਂ ਸ਼ਾਮਾਂ ਨੂੰ ਹੁਣ ਵੱਧ ਕੰਮਕਾਜੀ ਪਰਿਵਾਰ ਅਤੇ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ ਕਤਾਰਾਂ ਵਿੱਚ ਲੱਗ ਰਹੇ ਹਨ।',
          image: '/media/images/bc/surrey-newton-community-pantry.svg',
          postDate: d.daysAgo(1, '10:15'),
        },
        {
          slug: 'surrey-seniors-centre-adds-punjabi-fitness-classes',
          title: 'Surrey seniors\' centre adds Punjabi-language fitness classes',
          titlePa: 'ਸਰੀ ਦੇ ਸੀਨੀਅਰ ਸੈਂਟਰ ਵਿੱਚ ਪੰਜਾਬੀ ਵਿੱਚ ਕਸਰਤ ਦੀਆਂ ਕਲਾਸਾਂ ਸ਼ੁਰੂ',
          intro: 'The free morning sessions focus on balance and joint health, and fill up within days of opening.',
          introPa: 'ਸਵੇਰ ਦੀਆਂ ਇਹ ਮੁਫ਼ਤ ਕਲਾਸਾਂ ਸਰੀਰਕ ਸੰਤੁਲਨ ਅਤੇ ਜੋੜਾਂ ਦੀ ਸਿਹਤ ਉੱਤੇ ਕੇਂਦਰਿਤ ਹਨ, ਅਤੇ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਖੁੱਲ੍ਹਦਿਆਂ ਹੀ ਕੁਝ ਦਿਨਾਂ ਵਿੱਚ ਭਰ ਗਈਆਂ।',
          image: '/media/images/bc/surrey-seniors-fitness-class.svg',
          postDate: d.daysAgo(3, '14:40'),
        },
        {
          slug: 'surrey-library-launches-gurmukhi-storytime',
          title: 'Surrey library branch launches weekly Gurmukhi storytime',
          titlePa: 'ਸਰੀ ਦੀ ਲਾਇਬ੍ਰੇਰੀ ਸ਼ਾਖਾ ਵਿੱਚ ਹਫ਼ਤਾਵਾਰੀ ਗੁਰਮੁਖੀ ਕਹਾਣੀ ਸਮਾਂ ਸ਼ੁਰੂ',
          intro: 'Parents hope the Saturday sessions help children born in Canada read and speak Punjabi with confidence.',
          introPa: 'ਮਾਪਿਆਂ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਸ਼ਨੀਵਾਰ ਦੀਆਂ ਇਹ ਕਲਾਸਾਂ ਕੈਨੇਡਾ ਵਿੱਚ ਜੰਮੇ ਬੱਚਿਆਂ ਨੂੰ ਭਰੋਸੇ ਨਾਲ ਪੰਜਾਬੀ ਪੜ੍ਹਨ ਅਤੇ ਬੋਲਣ ਵਿੱਚ ਮਦਦ ਕਰਨਗੀਆਂ।',
          image: '/media/images/bc/surrey-gurmukhi-storytime.svg',
          postDate: d.daysAgo(5, '09:30'),
        },
        {
          slug: 'surrey-high-school-bhangra-team-wins-provincial-title',
          title: 'Surrey high-school bhangra team wins provincial title',
          titlePa: 'ਸਰੀ ਦੀ ਹਾਈ ਸਕੂਲ ਭੰਗੜਾ ਟੀਮ ਨੇ ਸੂਬਾ ਪੱਧਰੀ ਖ਼ਿਤਾਬ ਜਿੱਤਿਆ',
          intro: 'Fourteen students rehearsed before class for six months to win the inter-school championship.',
          introPa: 'ਚੌਦਾਂ ਵਿਦਿਆਰਥੀਆਂ ਨੇ ਛੇ ਮਹੀਨੇ ਕਲਾਸਾਂ ਤੋਂ ਪਹਿਲਾਂ ਸਵੇਰੇ ਅਭਿਆਸ ਕਰਕੇ ਅੰਤਰ-ਸਕੂਲ ਚੈਂਪੀਅਨਸ਼ਿਪ ਜਿੱਤੀ।',
          image: '/media/images/bc/surrey-bhangra-team-champions.svg',
          postDate: d.daysAgo(8, '18:05'),
        },
      ],
    },
    {
      handle: 'bigCard',
      title: 'Seva Saturdays Winter Food Drive',
      titlePa: 'ਸੇਵਾ ਸ਼ਨੀਵਾਰ: ਸਰਦੀਆਂ ਦੀ ਰਾਸ਼ਨ ਮੁਹਿੰਮ',
      description:
        'Last winter listeners filled three delivery vans with rice, lentils, flour and baby formula for local pantries. This year our goal is five. Bring non-perishable food to the studio or join the packing team.',
      descriptionPa:
        'ਪਿਛਲੀਆਂ ਸਰਦੀਆਂ ਵਿੱਚ ਸਰੋਤਿਆਂ ਨੇ ਸਥਾਨਕ ਪੈਂਟਰੀਆਂ ਲਈ ਚੌਲ, ਦਾਲਾਂ, ਆਟਾ ਅਤੇ ਬੱਚਿਆਂ ਦੇ ਦੁੱਧ ਨਾਲ ਤਿੰਨ ਵੈਨਾਂ ਭਰ ਦਿੱਤੀਆਂ ਸਨ। ਇਸ ਸਾਲ ਸਾਡਾ ਟੀਚਾ ਪੰਜ ਵੈਨਾਂ ਹੈ। ਖ਼ਰਾਬ ਨਾ ਹੋਣ ਵਾਲਾ ਰਾਸ਼ਨ ਸਟੂਡੀਓ ਲਿਆਓ ਜਾਂ ਪੈਕਿੰਗ ਟੀਮ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ।',
      data: { image: '/media/images/community/winter-food-drive.svg' },
      buttonText: 'See event details',
      buttonLink: '/events',
    },
    {
      handle: 'showCards',
      title: 'Community shows',
      titlePa: 'ਭਾਈਚਾਰਕ ਸ਼ੋਅ',
      items: [
        { slug: 'community-connect', title: 'Community Connect', titlePa: 'ਕਮਿਊਨਿਟੀ ਕਨੈਕਟ', image: '/media/images/shows/community-connect.svg', time: '11:00 – 12:00' },
        { slug: 'seniors-di-sath', title: 'Seniors di Sath', titlePa: 'ਬਜ਼ੁਰਗਾਂ ਦੀ ਸੱਥ', image: '/media/images/shows/seniors-di-sath.svg', time: '14:00 – 15:00' },
        { slug: 'youth-voices-hour', title: 'Youth Voices Hour', titlePa: 'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ', image: '/media/images/shows/youth-voices-hour.svg', time: '16:00 – 17:00' },
        { slug: 'sunday-sangat', title: 'Sunday Sangat', titlePa: 'ਐਤਵਾਰ ਦੀ ਸੰਗਤ', image: '/media/images/shows/sunday-sangat.svg', time: '08:00 – 10:00' },
      ],
    },
    {
      handle: 'scheduleSlider',
      title: 'When to listen',
      titlePa: 'ਕਦੋਂ ਸੁਣੀਏ',
      items: [
        {
          day: 'Monday to Friday',
          shows: [
            { title: 'Community Connect', time: '11:00 – 12:00' },
            { title: 'Community Calendar', time: '11:30 & 17:30' },
            { title: 'Seniors di Sath', time: '14:00 – 15:00' },
          ],
        },
        {
          day: 'Saturday',
          shows: [
            { title: 'Youth Voices Hour', time: '16:00 – 17:00' },
            { title: 'Seva Saturdays Live', time: '10:00 – 13:00' },
          ],
        },
        {
          day: 'Sunday',
          shows: [
            { title: 'Sunday Sangat', time: '08:00 – 10:00' },
            { title: 'Ask City Hall (repeat)', time: '18:00 – 19:00' },
          ],
        },
      ],
    },
    { handle: 'originalsBar', title: 'Documentaries from our community', titlePa: 'ਸਾਡੇ ਭਾਈਚਾਰੇ ਦੀਆਂ ਦਸਤਾਵੇਜ਼ੀਆਂ', slug: 'docs' },
    {
      handle: 'banner',
      type: 'image',
      title: 'Moments from the road',
      titlePa: 'ਸਫ਼ਰ ਦੀਆਂ ਯਾਦਾਂ',
      items: [
        { image: '/media/images/community/remote-broadcast-van.svg', title: 'Our remote broadcast van in Cloverdale', link: '/events' },
        { image: '/media/images/community/abbotsford-farm-visit.svg', title: 'Morning show live from an Abbotsford berry farm', link: '/shows' },
      ],
    },
    {
      handle: 'contentBanner',
      title: 'Volunteer with us',
      titlePa: 'ਸਾਡੇ ਨਾਲ ਵਲੰਟੀਅਰ ਬਣੋ',
      description:
        'Help at events, sort donations, answer phones during fundraising drives or learn to run the board for a weekend show. No experience needed — just a few hours a month.',
      descriptionPa:
        'ਸਮਾਗਮਾਂ ਵਿੱਚ ਹੱਥ ਵਟਾਓ, ਦਾਨ ਦਾ ਸਮਾਨ ਛਾਂਟੋ, ਫ਼ੰਡਰੇਜ਼ਿੰਗ ਦੌਰਾਨ ਫ਼ੋਨ ਸੁਣੋ ਜਾਂ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰਲੇ ਸ਼ੋਅ ਲਈ ਸਾਊਂਡ ਬੋਰਡ ਚਲਾਉਣਾ ਸਿੱਖੋ। ਕਿਸੇ ਤਜਰਬੇ ਦੀ ਲੋੜ ਨਹੀਂ — ਬੱਸ ਮਹੀਨੇ ਵਿੱਚ ਕੁਝ ਘੰਟੇ।',
      buttonText: 'Sign up to volunteer',
      buttonLink: '/contact',
      data: { image: '/media/images/community/volunteers-packing-hampers.svg' },
    },
    {
      handle: 'wysSidebar',
      title: 'Submit a community announcement',
      titlePa: 'ਭਾਈਚਾਰਕ ਐਲਾਨ ਭੇਜੋ',
      description: `<p>Registered non-profits, places of worship, schools and volunteer groups can have free events read on air in the Community Calendar and listed on our website.</p>
<ul><li>Send the event name, date, time and full address.</li><li>Tell us who can attend and whether there is a cost.</li><li>Add a contact phone number or email we can share publicly.</li></ul>
<p>We do not read announcements for political campaigns or commercial sales. Paid promotions are handled by our <a href="/advertise">sales team</a>.</p>`,
      descriptionPa: `<p>ਰਜਿਸਟਰਡ ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸੰਸਥਾਵਾਂ, ਧਾਰਮਿਕ ਅਸਥਾਨ, ਸਕੂਲ ਅਤੇ ਵਲੰਟੀਅਰ ਗਰੁੱਪ ਆਪਣੇ ਮੁਫ਼ਤ ਸਮਾਗਮ ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ ਵਿੱਚ ਰੇਡੀਓ 'ਤੇ ਪੜ੍ਹਵਾ ਸਕਦੇ ਹਨ ਅਤੇ ਵੈੱਬਸਾਈਟ 'ਤੇ ਦਰਜ ਕਰਵਾ ਸਕਦੇ ਹਨ।</p>
<ul><li>ਸਮਾਗਮ ਦਾ ਨਾਂ, ਤਾਰੀਖ਼, ਸਮਾਂ ਅਤੇ ਪੂਰਾ ਪਤਾ ਭੇਜੋ।</li><li>ਦੱਸੋ ਕਿ ਕੌਣ ਸ਼ਾਮਲ ਹੋ ਸਕਦਾ ਹੈ ਅਤੇ ਕੀ ਕੋਈ ਫ਼ੀਸ ਹੈ।</li><li>ਕੋਈ ਫ਼ੋਨ ਨੰਬਰ ਜਾਂ ਈਮੇਲ ਦਿਓ ਜੋ ਅਸੀਂ ਜਨਤਕ ਤੌਰ 'ਤੇ ਦੱਸ ਸਕੀਏ।</li></ul>
<p>ਸਿਆਸੀ ਮੁਹਿੰਮਾਂ ਜਾਂ ਵਪਾਰਕ ਵਿਕਰੀ ਦੇ ਐਲਾਨ ਅਸੀਂ ਨਹੀਂ ਪੜ੍ਹਦੇ। ਭੁਗਤਾਨ ਵਾਲੀ ਪ੍ਰਮੋਸ਼ਨ ਲਈ ਸਾਡੀ <a href="/advertise">ਸੇਲਜ਼ ਟੀਮ</a> ਨਾਲ ਸੰਪਰਕ ਕਰੋ।</p>`,
      data: {
        sidebar: {
          heading: 'Deadlines',
          headingPa: 'ਆਖ਼ਰੀ ਤਾਰੀਖ਼ਾਂ',
          description: 'Send announcements at least ten days before the event. Calendar items are updated every Monday morning.',
          descriptionPa: 'ਐਲਾਨ ਸਮਾਗਮ ਤੋਂ ਘੱਟੋ-ਘੱਟ ਦਸ ਦਿਨ ਪਹਿਲਾਂ ਭੇਜੋ। ਕੈਲੰਡਰ ਹਰ ਸੋਮਵਾਰ ਸਵੇਰੇ ਅੱਪਡੇਟ ਹੁੰਦਾ ਹੈ।',
          link: '/contact',
        },
      },
    },
    {
      handle: 'relatedPosts',
      title: 'More community stories',
      titlePa: 'ਭਾਈਚਾਰੇ ਦੀਆਂ ਹੋਰ ਖ਼ਬਰਾਂ',
      items: [
        {
          id: 9901,
          slug: 'surrey-volunteers-plant-trees-in-bear-creek-park',
          title: 'Volunteers plant 400 trees in Surrey\'s Bear Creek Park',
          titlePa: 'ਵਲੰਟੀਅਰਾਂ ਨੇ ਸਰੀ ਦੇ ਬੇਅਰ ਕ੍ਰੀਕ ਪਾਰਕ ਵਿੱਚ 400 ਰੁੱਖ ਲਾਏ',
          intro: 'Families, students and a local seniors\' walking club spent a rainy Sunday restoring the creek bank.',
          introPa: 'ਪਰਿਵਾਰਾਂ, ਵਿਦਿਆਰਥੀਆਂ ਅਤੇ ਬਜ਼ੁਰਗਾਂ ਦੇ ਇੱਕ ਸਥਾਨਕ ਸੈਰ ਕਲੱਬ ਨੇ ਮੀਂਹ ਵਾਲੇ ਐਤਵਾਰ ਨੂੰ ਨਾਲੇ ਦੇ ਕੰਢੇ ਨੂੰ ਮੁੜ ਹਰਾ-ਭਰਾ ਕੀਤਾ।',
          image: '/media/images/bc/surrey-bear-creek-tree-planting.svg',
          postDate: d.daysAgo(4, '16:20'),
          isUpdated: false,
        },
        {
          id: 9902,
          slug: 'surrey-taxi-drivers-collect-winter-coats',
          title: 'Surrey taxi drivers collect 900 winter coats for newcomers',
          titlePa: 'ਸਰੀ ਦੇ ਟੈਕਸੀ ਡਰਾਈਵਰਾਂ ਨੇ ਨਵੇਂ ਆਏ ਲੋਕਾਂ ਲਈ 900 ਗਰਮ ਕੋਟ ਇਕੱਠੇ ਕੀਤੇ',
          intro: 'Drivers kept donation bins in their cabs for a month; the coats go to families who arrived this year.',
          introPa: 'ਡਰਾਈਵਰਾਂ ਨੇ ਇੱਕ ਮਹੀਨਾ ਆਪਣੀਆਂ ਟੈਕਸੀਆਂ ਵਿੱਚ ਦਾਨ ਵਾਲੇ ਡੱਬੇ ਰੱਖੇ; ਇਹ ਕੋਟ ਇਸ ਸਾਲ ਆਏ ਪਰਿਵਾਰਾਂ ਨੂੰ ਦਿੱਤੇ ਜਾਣਗੇ।',
          image: '/media/images/bc/surrey-taxi-coat-drive.svg',
          postDate: d.daysAgo(6, '12:45'),
          isUpdated: true,
        },
        {
          id: 9903,
          slug: 'surrey-youth-kabaddi-league-final',
          title: 'Surrey youth kabaddi league crowns first under-16 champions',
          titlePa: 'ਸਰੀ ਯੂਥ ਕਬੱਡੀ ਲੀਗ ਨੂੰ ਮਿਲੇ ਪਹਿਲੇ ਅੰਡਰ-16 ਚੈਂਪੀਅਨ',
          intro: 'More than 600 spectators watched the final, which organisers hope will become an annual fixture.',
          introPa: 'ਫ਼ਾਈਨਲ ਮੈਚ ਵੇਖਣ 600 ਤੋਂ ਵੱਧ ਦਰਸ਼ਕ ਪਹੁੰਚੇ; ਪ੍ਰਬੰਧਕਾਂ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਇਹ ਟੂਰਨਾਮੈਂਟ ਹਰ ਸਾਲ ਹੋਵੇਗਾ।',
          image: '/media/images/sports/surrey-youth-kabaddi-final.svg',
          postDate: d.daysAgo(10, '20:10'),
          isUpdated: false,
        },
        {
          id: 9904,
          slug: 'surrey-newcomer-workshop-on-tenant-rights',
          title: 'Free workshop explains tenant rights to Surrey newcomers',
          titlePa: 'ਮੁਫ਼ਤ ਵਰਕਸ਼ਾਪ ਵਿੱਚ ਸਰੀ ਦੇ ਨਵੇਂ ਆਏ ਲੋਕਾਂ ਨੂੰ ਕਿਰਾਏਦਾਰਾਂ ਦੇ ਹੱਕ ਦੱਸੇ',
          intro: 'Deposits, basement suites and eviction notices topped the questions at the bilingual session.',
          introPa: 'ਦੋ-ਭਾਸ਼ੀ ਸੈਸ਼ਨ ਵਿੱਚ ਸਕਿਉਰਿਟੀ ਡਿਪਾਜ਼ਿਟ, ਬੇਸਮੈਂਟ ਸੂਟਾਂ ਅਤੇ ਘਰ ਖ਼ਾਲੀ ਕਰਨ ਦੇ ਨੋਟਿਸਾਂ ਬਾਰੇ ਸਭ ਤੋਂ ਵੱਧ ਸਵਾਲ ਪੁੱਛੇ ਗਏ।',
          image: '/media/images/bc/surrey-tenant-rights-workshop.svg',
          postDate: d.daysAgo(13, '11:00'),
          isUpdated: true,
        },
      ],
    },
    {
      handle: 'appLinks',
      title: 'Take community radio with you',
      titlePa: 'ਭਾਈਚਾਰਕ ਰੇਡੀਓ ਹਰ ਥਾਂ ਆਪਣੇ ਨਾਲ',
      showGoogle: true,
      showApple: true,
    },
    { handle: 'shareComponent', enable: true, title: 'Share on', titlePa: 'ਸਾਂਝਾ ਕਰੋ' },
  ];
}

/** Every page of the demo; `d` supplies the dates of the community page's story cards. */
export function buildPages(d: SeedDates): PageInput[] {
  const community: PageInput = {
    path: 'community',
    lang: 'en',
    head: { title: 'Community', titlePa: 'ਭਾਈਚਾਰਾ' },
    sections: communitySections(d),
    meta: {
      title: `${STATION} in the Community — food drives, volunteers and local events`,
      description:
        'How Radio 91.5 works with Surrey, Delta and Abbotsford: the community calendar, Seva Saturdays food drives, youth radio workshops and volunteer opportunities.',
      keywords: 'community radio, Surrey volunteers, food drive, community calendar, Punjabi community events',
    },
  };
  return [about, advertise, careers, apps, community, appPrivacy];
}

export const pages: PageInput[] = buildPages(seedDates(new Date()));

// ---------------------------------------------------------------------------------------------
// Legal pages
// ---------------------------------------------------------------------------------------------

export const legal: LegalInput[] = [
  {
    path: 'privacy-policy',
    head: { title: 'Privacy Policy', titlePa: 'ਨਿੱਜਤਾ ਨੀਤੀ' },
    description: `<p>This policy explains how the Radio 91.5 Community Broadcasting Society ("Radio 91.5", "we") collects, uses and protects personal information when you listen to our stations, visit our website, use our mobile app, call our studio or take part in our contests and events. We follow British Columbia's Personal Information Protection Act and, where it applies, Canada's federal privacy law.</p>
<h2>Information we collect</h2>
<ul><li><strong>Information you give us:</strong> your name, phone number, email address and city when you enter a contest, sign up for our newsletter, apply for a job or contact the newsroom.</li><li><strong>Calls and voice messages:</strong> recordings of your voice when you call a live show or send a message through our app. Calls to on-air lines may be broadcast.</li><li><strong>Technical information:</strong> device type, browser, approximate location (city level), pages visited and listening time, collected through cookies and similar tools.</li><li><strong>Donations:</strong> payments are processed by our payment provider; we receive your name, email, amount and receipt details, never your full card number.</li></ul>
<h2>How we use it</h2>
<ul><li>to run contests and deliver prizes;</li><li>to send the newsletters and alerts you asked for;</li><li>to follow up on news tips and verify stories;</li><li>to issue tax receipts for donations;</li><li>to understand which programmes and pages are useful, and improve them;</li><li>to meet our legal and regulatory obligations as a licensed broadcaster.</li></ul>
<h2>Sharing</h2>
<p>We do not sell or rent personal information. We share it only with service providers who host our website, stream, newsletter and payment systems, under contracts that require them to protect it, or when the law requires it. Some of these providers may store information outside Canada.</p>
<h2>How long we keep it</h2>
<p>Contest entries are deleted 12 months after a contest closes. Voice messages are kept for 30 days unless broadcast. Job applications are kept for one year. Donation records are kept for as long as tax law requires.</p>
<h2>Your choices and rights</h2>
<p>You can unsubscribe from any email with one click, switch off app notifications, and block or delete cookies in your browser (see our <a href="/cookie-policy">cookie policy</a>). You may ask to see the personal information we hold about you, ask us to correct it, or withdraw your consent, by writing to our privacy officer.</p>
<h2>Children</h2>
<p>Our website and app are not directed at children under 13. Children's programmes with young participants are recorded only with the written consent of a parent or guardian.</p>
<h2>Contact us</h2>
<p>Privacy Officer, Radio 91.5, Unit 204, 12830 80 Avenue, Surrey, BC. Email privacy@915radio.example or call 604-555-0915. If we change this policy, we will post the new version on this page with the date of the change.</p>`,
    descriptionPa: `<p>ਇਹ ਨੀਤੀ ਦੱਸਦੀ ਹੈ ਕਿ ਜਦੋਂ ਤੁਸੀਂ ਸਾਡੇ ਸਟੇਸ਼ਨ ਸੁਣਦੇ ਹੋ, ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਖੋਲ੍ਹਦੇ ਹੋ, ਮੋਬਾਈਲ ਐਪ ਵਰਤਦੇ ਹੋ, ਸਟੂਡੀਓ ਵਿੱਚ ਫ਼ੋਨ ਕਰਦੇ ਹੋ ਜਾਂ ਸਾਡੇ ਮੁਕਾਬਲਿਆਂ ਅਤੇ ਸਮਾਗਮਾਂ ਵਿੱਚ ਹਿੱਸਾ ਲੈਂਦੇ ਹੋ, ਤਾਂ ਰੇਡੀਓ 91.5 ਕਮਿਊਨਿਟੀ ਬ੍ਰਾਡਕਾਸਟਿੰਗ ਸੁਸਾਇਟੀ ("ਰੇਡੀਓ 91.5", "ਅਸੀਂ") ਤੁਹਾਡੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਇਕੱਠੀ ਕਰਦੀ, ਵਰਤਦੀ ਅਤੇ ਸੁਰੱਖਿਅਤ ਰੱਖਦੀ ਹੈ। ਅਸੀਂ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦੇ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਸੁਰੱਖਿਆ ਕਾਨੂੰਨ (Personal Information Protection Act) ਅਤੇ ਜਿੱਥੇ ਲਾਗੂ ਹੋਵੇ, ਕੈਨੇਡਾ ਦੇ ਫ਼ੈਡਰਲ ਨਿੱਜਤਾ ਕਾਨੂੰਨ ਦੀ ਪਾਲਣਾ ਕਰਦੇ ਹਾਂ।</p>
<h2>ਅਸੀਂ ਕਿਹੜੀ ਜਾਣਕਾਰੀ ਇਕੱਠੀ ਕਰਦੇ ਹਾਂ</h2>
<ul><li><strong>ਜੋ ਜਾਣਕਾਰੀ ਤੁਸੀਂ ਆਪ ਦਿੰਦੇ ਹੋ:</strong> ਮੁਕਾਬਲੇ ਵਿੱਚ ਹਿੱਸਾ ਲੈਣ, ਨਿਊਜ਼ਲੈਟਰ ਲਈ ਸਾਈਨ ਅੱਪ ਕਰਨ, ਨੌਕਰੀ ਲਈ ਅਰਜ਼ੀ ਦੇਣ ਜਾਂ ਨਿਊਜ਼ਰੂਮ ਨਾਲ ਸੰਪਰਕ ਕਰਨ ਵੇਲੇ ਤੁਹਾਡਾ ਨਾਂ, ਫ਼ੋਨ ਨੰਬਰ, ਈਮੇਲ ਪਤਾ ਅਤੇ ਸ਼ਹਿਰ।</li><li><strong>ਫ਼ੋਨ ਕਾਲਾਂ ਅਤੇ ਆਵਾਜ਼ੀ ਸੁਨੇਹੇ:</strong> ਲਾਈਵ ਸ਼ੋਅ ਵਿੱਚ ਫ਼ੋਨ ਕਰਨ ਜਾਂ ਐਪ ਰਾਹੀਂ ਸੁਨੇਹਾ ਭੇਜਣ ਵੇਲੇ ਤੁਹਾਡੀ ਆਵਾਜ਼ ਦੀ ਰਿਕਾਰਡਿੰਗ। ਆਨ-ਏਅਰ ਲਾਈਨਾਂ 'ਤੇ ਕੀਤੀਆਂ ਕਾਲਾਂ ਪ੍ਰਸਾਰਿਤ ਹੋ ਸਕਦੀਆਂ ਹਨ।</li><li><strong>ਤਕਨੀਕੀ ਜਾਣਕਾਰੀ:</strong> ਡਿਵਾਈਸ ਦੀ ਕਿਸਮ, ਬ੍ਰਾਊਜ਼ਰ, ਅੰਦਾਜ਼ਨ ਟਿਕਾਣਾ (ਸ਼ਹਿਰ ਪੱਧਰ ਤੱਕ), ਵੇਖੇ ਗਏ ਪੰਨੇ ਅਤੇ ਸੁਣਨ ਦਾ ਸਮਾਂ, ਜੋ ਕੂਕੀਜ਼ ਅਤੇ ਅਜਿਹੇ ਹੋਰ ਸਾਧਨਾਂ ਰਾਹੀਂ ਇਕੱਠਾ ਹੁੰਦਾ ਹੈ।</li><li><strong>ਦਾਨ:</strong> ਭੁਗਤਾਨ ਸਾਡਾ ਪੇਮੈਂਟ ਪ੍ਰਦਾਤਾ ਸੰਭਾਲਦਾ ਹੈ; ਸਾਡੇ ਕੋਲ ਸਿਰਫ਼ ਤੁਹਾਡਾ ਨਾਂ, ਈਮੇਲ, ਰਕਮ ਅਤੇ ਰਸੀਦ ਦੇ ਵੇਰਵੇ ਆਉਂਦੇ ਹਨ, ਤੁਹਾਡਾ ਪੂਰਾ ਕਾਰਡ ਨੰਬਰ ਕਦੇ ਨਹੀਂ।</li></ul>
<h2>ਅਸੀਂ ਇਹ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਵਰਤਦੇ ਹਾਂ</h2>
<ul><li>ਮੁਕਾਬਲੇ ਕਰਵਾਉਣ ਅਤੇ ਇਨਾਮ ਪਹੁੰਚਾਉਣ ਲਈ;</li><li>ਤੁਹਾਡੇ ਵੱਲੋਂ ਮੰਗੇ ਗਏ ਨਿਊਜ਼ਲੈਟਰ ਅਤੇ ਅਲਰਟ ਭੇਜਣ ਲਈ;</li><li>ਖ਼ਬਰਾਂ ਬਾਰੇ ਮਿਲੀਆਂ ਸੂਹਾਂ ਦੀ ਪੈਰਵੀ ਅਤੇ ਤੱਥਾਂ ਦੀ ਪੁਸ਼ਟੀ ਲਈ;</li><li>ਦਾਨ ਦੀਆਂ ਟੈਕਸ ਰਸੀਦਾਂ ਜਾਰੀ ਕਰਨ ਲਈ;</li><li>ਇਹ ਸਮਝਣ ਲਈ ਕਿ ਕਿਹੜੇ ਪ੍ਰੋਗਰਾਮ ਅਤੇ ਪੰਨੇ ਲਾਹੇਵੰਦ ਹਨ, ਤਾਂ ਜੋ ਉਨ੍ਹਾਂ ਨੂੰ ਬਿਹਤਰ ਬਣਾਇਆ ਜਾ ਸਕੇ;</li><li>ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਪ੍ਰਸਾਰਕ ਵਜੋਂ ਆਪਣੀਆਂ ਕਾਨੂੰਨੀ ਅਤੇ ਰੈਗੂਲੇਟਰੀ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਨਿਭਾਉਣ ਲਈ।</li></ul>
<h2>ਜਾਣਕਾਰੀ ਸਾਂਝੀ ਕਰਨਾ</h2>
<p>ਅਸੀਂ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਨਾ ਵੇਚਦੇ ਹਾਂ, ਨਾ ਕਿਰਾਏ 'ਤੇ ਦਿੰਦੇ ਹਾਂ। ਇਹ ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਸੇਵਾ ਪ੍ਰਦਾਤਿਆਂ ਨਾਲ ਸਾਂਝੀ ਕੀਤੀ ਜਾਂਦੀ ਹੈ ਜੋ ਸਾਡੀ ਵੈੱਬਸਾਈਟ, ਸਟ੍ਰੀਮ, ਨਿਊਜ਼ਲੈਟਰ ਅਤੇ ਭੁਗਤਾਨ ਪ੍ਰਣਾਲੀਆਂ ਚਲਾਉਂਦੇ ਹਨ — ਅਜਿਹੇ ਇਕਰਾਰਨਾਮਿਆਂ ਤਹਿਤ ਜੋ ਉਨ੍ਹਾਂ ਨੂੰ ਇਸ ਦੀ ਸੁਰੱਖਿਆ ਲਈ ਪਾਬੰਦ ਕਰਦੇ ਹਨ — ਜਾਂ ਜਦੋਂ ਕਾਨੂੰਨ ਇਸ ਦੀ ਮੰਗ ਕਰੇ। ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕੁਝ ਪ੍ਰਦਾਤੇ ਜਾਣਕਾਰੀ ਕੈਨੇਡਾ ਤੋਂ ਬਾਹਰ ਸਟੋਰ ਕਰ ਸਕਦੇ ਹਨ।</p>
<h2>ਜਾਣਕਾਰੀ ਕਿੰਨੀ ਦੇਰ ਰੱਖੀ ਜਾਂਦੀ ਹੈ</h2>
<p>ਮੁਕਾਬਲਿਆਂ ਦੀਆਂ ਐਂਟਰੀਆਂ ਮੁਕਾਬਲਾ ਬੰਦ ਹੋਣ ਤੋਂ 12 ਮਹੀਨੇ ਬਾਅਦ ਮਿਟਾ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਆਵਾਜ਼ੀ ਸੁਨੇਹੇ, ਜੇ ਪ੍ਰਸਾਰਿਤ ਨਾ ਹੋਣ, ਤਾਂ 30 ਦਿਨ ਰੱਖੇ ਜਾਂਦੇ ਹਨ। ਨੌਕਰੀ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਇੱਕ ਸਾਲ ਤੱਕ ਰੱਖੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਦਾਨ ਦਾ ਰਿਕਾਰਡ ਓਨੀ ਦੇਰ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ ਜਿੰਨੀ ਦੇਰ ਟੈਕਸ ਕਾਨੂੰਨ ਮੰਗਦਾ ਹੈ।</p>
<h2>ਤੁਹਾਡੀਆਂ ਚੋਣਾਂ ਅਤੇ ਹੱਕ</h2>
<p>ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਈਮੇਲ ਤੋਂ ਇੱਕ ਕਲਿੱਕ ਨਾਲ ਅਨਸਬਸਕ੍ਰਾਈਬ ਕਰ ਸਕਦੇ ਹੋ, ਐਪ ਦੀਆਂ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨਾਂ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ, ਅਤੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਕੂਕੀਜ਼ ਰੋਕ ਜਾਂ ਮਿਟਾ ਸਕਦੇ ਹੋ (ਵੇਖੋ ਸਾਡੀ <a href="/cookie-policy">ਕੂਕੀ ਨੀਤੀ</a>)। ਸਾਡੇ ਨਿੱਜਤਾ ਅਧਿਕਾਰੀ ਨੂੰ ਲਿਖ ਕੇ ਤੁਸੀਂ ਸਾਡੇ ਕੋਲ ਮੌਜੂਦ ਆਪਣੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਵੇਖਣ, ਉਸ ਵਿੱਚ ਸੋਧ ਕਰਵਾਉਣ ਜਾਂ ਆਪਣੀ ਸਹਿਮਤੀ ਵਾਪਸ ਲੈਣ ਦੀ ਮੰਗ ਕਰ ਸਕਦੇ ਹੋ।</p>
<h2>ਬੱਚੇ</h2>
<p>ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਅਤੇ ਐਪ 13 ਸਾਲ ਤੋਂ ਘੱਟ ਉਮਰ ਦੇ ਬੱਚਿਆਂ ਲਈ ਨਹੀਂ ਬਣਾਈਆਂ ਗਈਆਂ। ਜਿਨ੍ਹਾਂ ਬਾਲ ਪ੍ਰੋਗਰਾਮਾਂ ਵਿੱਚ ਬੱਚੇ ਹਿੱਸਾ ਲੈਂਦੇ ਹਨ, ਉਹ ਮਾਪਿਆਂ ਜਾਂ ਸਰਪ੍ਰਸਤ ਦੀ ਲਿਖਤੀ ਸਹਿਮਤੀ ਨਾਲ ਹੀ ਰਿਕਾਰਡ ਕੀਤੇ ਜਾਂਦੇ ਹਨ।</p>
<h2>ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ</h2>
<p>ਨਿੱਜਤਾ ਅਧਿਕਾਰੀ, ਰੇਡੀਓ 91.5, ਯੂਨਿਟ 204, 12830 80 ਐਵੇਨਿਊ, ਸਰੀ, ਬੀ.ਸੀ.। ਈਮੇਲ privacy@915radio.example ਜਾਂ ਫ਼ੋਨ 604-555-0915। ਜੇ ਅਸੀਂ ਇਸ ਨੀਤੀ ਵਿੱਚ ਬਦਲਾਅ ਕਰਦੇ ਹਾਂ, ਤਾਂ ਨਵਾਂ ਰੂਪ ਤਬਦੀਲੀ ਦੀ ਤਾਰੀਖ਼ ਸਮੇਤ ਇਸੇ ਪੰਨੇ 'ਤੇ ਪਾਇਆ ਜਾਵੇਗਾ।</p>`,
  },
  {
    path: 'terms-of-use',
    head: { title: 'Terms of Use', titlePa: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' },
    description: `<p>These terms apply to everyone who uses the Radio 91.5 website, live streams, mobile app, newsletters and social media channels. By using them you agree to these terms. If you do not agree, please do not use our services.</p>
<h2>Using our services</h2>
<ul><li>You may listen to, read and share links to our content for personal, non-commercial use.</li><li>You may not rebroadcast our live stream, record and resell our programmes, or copy our articles in full onto another website without written permission.</li><li>You must not interfere with the website or app, try to access systems you are not authorised to use, or use automated tools to copy content in bulk.</li></ul>
<h2>Our content</h2>
<p>News reports, programmes, podcasts, photographs, logos and the design of this website belong to Radio 91.5 or to those who licensed them to us, and are protected by Canadian copyright law. Short quotations with a clear credit and a link back to the original story are welcome.</p>
<h2>What you send us</h2>
<p>When you call a live show or send a voice message, photo, news tip or community announcement, you confirm that you have the right to share it, and you give Radio 91.5 permission to broadcast, publish, edit and archive it on air and online. We may shorten or decline any submission. Please do not send anything defamatory or hateful, or anything that reveals private information about other people.</p>
<h2>Contests</h2>
<p>Each contest has its own official rules, read on air and published on our website. Unless those rules say otherwise, entrants must be 19 or older and live in British Columbia, and Radio 91.5 staff and their immediate families may not win.</p>
<h2>Links and advertising</h2>
<p>Our website links to other sites and carries advertising. We are not responsible for the content, products or privacy practices of advertisers or other websites. Sponsored content is always clearly labelled.</p>
<h2>Accuracy and liability</h2>
<p>We work hard to get the facts right and correct errors promptly, but our services are provided "as is". Health, legal, immigration and financial programmes offer general information, not professional advice for your situation. To the extent the law allows, Radio 91.5 is not liable for losses arising from the use of our services.</p>
<h2>Governing law and changes</h2>
<p>These terms are governed by the laws of British Columbia and the federal laws of Canada that apply there. We may update these terms from time to time; the current version is always on this page. Questions can be sent to info@915radio.example.</p>`,
    descriptionPa: `<p>ਇਹ ਸ਼ਰਤਾਂ ਰੇਡੀਓ 91.5 ਦੀ ਵੈੱਬਸਾਈਟ, ਲਾਈਵ ਸਟ੍ਰੀਮ, ਮੋਬਾਈਲ ਐਪ, ਨਿਊਜ਼ਲੈਟਰਾਂ ਅਤੇ ਸੋਸ਼ਲ ਮੀਡੀਆ ਚੈਨਲਾਂ ਦੀ ਵਰਤੋਂ ਕਰਨ ਵਾਲੇ ਹਰ ਵਿਅਕਤੀ ਉੱਤੇ ਲਾਗੂ ਹੁੰਦੀਆਂ ਹਨ। ਇਨ੍ਹਾਂ ਦੀ ਵਰਤੋਂ ਕਰਕੇ ਤੁਸੀਂ ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਨਾਲ ਸਹਿਮਤੀ ਦਿੰਦੇ ਹੋ। ਜੇ ਤੁਸੀਂ ਸਹਿਮਤ ਨਹੀਂ ਹੋ, ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ ਦੀ ਵਰਤੋਂ ਨਾ ਕਰੋ।</p>
<h2>ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ ਦੀ ਵਰਤੋਂ</h2>
<ul><li>ਤੁਸੀਂ ਨਿੱਜੀ, ਗ਼ੈਰ-ਵਪਾਰਕ ਵਰਤੋਂ ਲਈ ਸਾਡੀ ਸਮੱਗਰੀ ਸੁਣ, ਪੜ੍ਹ ਅਤੇ ਉਸ ਦੇ ਲਿੰਕ ਸਾਂਝੇ ਕਰ ਸਕਦੇ ਹੋ।</li><li>ਲਿਖਤੀ ਇਜਾਜ਼ਤ ਤੋਂ ਬਿਨਾਂ ਤੁਸੀਂ ਸਾਡੀ ਲਾਈਵ ਸਟ੍ਰੀਮ ਮੁੜ ਪ੍ਰਸਾਰਿਤ ਨਹੀਂ ਕਰ ਸਕਦੇ, ਸਾਡੇ ਪ੍ਰੋਗਰਾਮ ਰਿਕਾਰਡ ਕਰਕੇ ਵੇਚ ਨਹੀਂ ਸਕਦੇ, ਅਤੇ ਨਾ ਹੀ ਸਾਡੇ ਲੇਖ ਪੂਰੇ ਦੇ ਪੂਰੇ ਕਿਸੇ ਹੋਰ ਵੈੱਬਸਾਈਟ 'ਤੇ ਨਕਲ ਕਰ ਸਕਦੇ ਹੋ।</li><li>ਵੈੱਬਸਾਈਟ ਜਾਂ ਐਪ ਦੇ ਕੰਮ ਵਿੱਚ ਰੁਕਾਵਟ ਪਾਉਣਾ, ਬਿਨਾਂ ਇਜਾਜ਼ਤ ਸਾਡੇ ਸਿਸਟਮਾਂ ਤੱਕ ਪਹੁੰਚਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰਨਾ ਜਾਂ ਆਟੋਮੈਟਿਕ ਟੂਲਾਂ ਨਾਲ ਥੋਕ ਵਿੱਚ ਸਮੱਗਰੀ ਕਾਪੀ ਕਰਨਾ ਮਨ੍ਹਾ ਹੈ।</li></ul>
<h2>ਸਾਡੀ ਸਮੱਗਰੀ</h2>
<p>ਖ਼ਬਰਾਂ, ਪ੍ਰੋਗਰਾਮ, ਪੌਡਕਾਸਟ, ਤਸਵੀਰਾਂ, ਲੋਗੋ ਅਤੇ ਇਸ ਵੈੱਬਸਾਈਟ ਦਾ ਡਿਜ਼ਾਈਨ ਰੇਡੀਓ 91.5 ਜਾਂ ਉਨ੍ਹਾਂ ਦੀ ਮਲਕੀਅਤ ਹਨ ਜਿਨ੍ਹਾਂ ਨੇ ਸਾਨੂੰ ਇਨ੍ਹਾਂ ਦਾ ਲਾਇਸੈਂਸ ਦਿੱਤਾ ਹੈ, ਅਤੇ ਕੈਨੇਡਾ ਦੇ ਕਾਪੀਰਾਈਟ ਕਾਨੂੰਨ ਤਹਿਤ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਪਸ਼ਟ ਹਵਾਲੇ ਅਤੇ ਮੂਲ ਖ਼ਬਰ ਦੇ ਲਿੰਕ ਸਮੇਤ ਛੋਟੇ ਅੰਸ਼ ਵਰਤਣ ਦਾ ਸਵਾਗਤ ਹੈ।</p>
<h2>ਜੋ ਤੁਸੀਂ ਸਾਨੂੰ ਭੇਜਦੇ ਹੋ</h2>
<p>ਜਦੋਂ ਤੁਸੀਂ ਲਾਈਵ ਸ਼ੋਅ ਵਿੱਚ ਫ਼ੋਨ ਕਰਦੇ ਹੋ ਜਾਂ ਆਵਾਜ਼ੀ ਸੁਨੇਹਾ, ਤਸਵੀਰ, ਖ਼ਬਰ ਦੀ ਸੂਹ ਜਾਂ ਭਾਈਚਾਰਕ ਐਲਾਨ ਭੇਜਦੇ ਹੋ, ਤਾਂ ਤੁਸੀਂ ਪੁਸ਼ਟੀ ਕਰਦੇ ਹੋ ਕਿ ਤੁਹਾਨੂੰ ਇਹ ਸਾਂਝਾ ਕਰਨ ਦਾ ਹੱਕ ਹੈ, ਅਤੇ ਰੇਡੀਓ 91.5 ਨੂੰ ਇਸ ਨੂੰ ਰੇਡੀਓ ਅਤੇ ਆਨਲਾਈਨ ਪ੍ਰਸਾਰਿਤ ਕਰਨ, ਛਾਪਣ, ਸੰਪਾਦਿਤ ਕਰਨ ਅਤੇ ਸਾਂਭਣ ਦੀ ਇਜਾਜ਼ਤ ਦਿੰਦੇ ਹੋ। ਅਸੀਂ ਕਿਸੇ ਵੀ ਸਮੱਗਰੀ ਨੂੰ ਛੋਟਾ ਜਾਂ ਨਾ-ਮਨਜ਼ੂਰ ਕਰ ਸਕਦੇ ਹਾਂ। ਕਿਰਪਾ ਕਰਕੇ ਮਾਣਹਾਨੀ ਵਾਲੀ, ਨਫ਼ਰਤ ਫੈਲਾਉਣ ਵਾਲੀ ਜਾਂ ਦੂਜਿਆਂ ਦੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਜ਼ਾਹਰ ਕਰਨ ਵਾਲੀ ਕੋਈ ਸਮੱਗਰੀ ਨਾ ਭੇਜੋ।</p>
<h2>ਮੁਕਾਬਲੇ</h2>
<p>ਹਰ ਮੁਕਾਬਲੇ ਦੇ ਆਪਣੇ ਅਧਿਕਾਰਤ ਨਿਯਮ ਹੁੰਦੇ ਹਨ, ਜੋ ਰੇਡੀਓ 'ਤੇ ਪੜ੍ਹੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਵੈੱਬਸਾਈਟ 'ਤੇ ਛਾਪੇ ਜਾਂਦੇ ਹਨ। ਜੇ ਉਨ੍ਹਾਂ ਨਿਯਮਾਂ ਵਿੱਚ ਕੁਝ ਹੋਰ ਨਾ ਲਿਖਿਆ ਹੋਵੇ, ਤਾਂ ਹਿੱਸਾ ਲੈਣ ਵਾਲਿਆਂ ਦੀ ਉਮਰ 19 ਸਾਲ ਜਾਂ ਵੱਧ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ ਅਤੇ ਉਹ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦੇ ਵਸਨੀਕ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ; ਰੇਡੀਓ 91.5 ਦਾ ਸਟਾਫ਼ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਨਜ਼ਦੀਕੀ ਪਰਿਵਾਰਕ ਮੈਂਬਰ ਇਨਾਮ ਨਹੀਂ ਜਿੱਤ ਸਕਦੇ।</p>
<h2>ਲਿੰਕ ਅਤੇ ਇਸ਼ਤਿਹਾਰ</h2>
<p>ਸਾਡੀ ਵੈੱਬਸਾਈਟ 'ਤੇ ਹੋਰ ਵੈੱਬਸਾਈਟਾਂ ਦੇ ਲਿੰਕ ਅਤੇ ਇਸ਼ਤਿਹਾਰ ਹੁੰਦੇ ਹਨ। ਇਸ਼ਤਿਹਾਰ ਦੇਣ ਵਾਲਿਆਂ ਜਾਂ ਹੋਰ ਵੈੱਬਸਾਈਟਾਂ ਦੀ ਸਮੱਗਰੀ, ਉਤਪਾਦਾਂ ਜਾਂ ਨਿੱਜਤਾ ਨੀਤੀਆਂ ਲਈ ਅਸੀਂ ਜ਼ਿੰਮੇਵਾਰ ਨਹੀਂ ਹਾਂ। ਸਪਾਂਸਰ ਕੀਤੀ ਸਮੱਗਰੀ ਉੱਤੇ ਹਮੇਸ਼ਾ ਸਪਸ਼ਟ ਨਿਸ਼ਾਨ ਲਾਇਆ ਜਾਂਦਾ ਹੈ।</p>
<h2>ਸ਼ੁੱਧਤਾ ਅਤੇ ਜ਼ਿੰਮੇਵਾਰੀ</h2>
<p>ਅਸੀਂ ਤੱਥ ਸਹੀ ਰੱਖਣ ਦੀ ਪੂਰੀ ਕੋਸ਼ਿਸ਼ ਕਰਦੇ ਹਾਂ ਅਤੇ ਗ਼ਲਤੀਆਂ ਛੇਤੀ ਸੁਧਾਰਦੇ ਹਾਂ, ਪਰ ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ "ਜਿਵੇਂ ਹਨ" ਦੇ ਆਧਾਰ 'ਤੇ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਸਿਹਤ, ਕਾਨੂੰਨ, ਇਮੀਗ੍ਰੇਸ਼ਨ ਅਤੇ ਵਿੱਤ ਬਾਰੇ ਪ੍ਰੋਗਰਾਮ ਆਮ ਜਾਣਕਾਰੀ ਦਿੰਦੇ ਹਨ, ਤੁਹਾਡੇ ਨਿੱਜੀ ਹਾਲਾਤ ਲਈ ਪੇਸ਼ੇਵਰ ਸਲਾਹ ਨਹੀਂ। ਕਾਨੂੰਨ ਵੱਲੋਂ ਦਿੱਤੀ ਹੱਦ ਤੱਕ, ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ ਦੀ ਵਰਤੋਂ ਨਾਲ ਹੋਏ ਕਿਸੇ ਨੁਕਸਾਨ ਲਈ ਰੇਡੀਓ 91.5 ਜ਼ਿੰਮੇਵਾਰ ਨਹੀਂ ਹੋਵੇਗਾ।</p>
<h2>ਲਾਗੂ ਕਾਨੂੰਨ ਅਤੇ ਤਬਦੀਲੀਆਂ</h2>
<p>ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਉੱਤੇ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦੇ ਕਾਨੂੰਨ ਅਤੇ ਉੱਥੇ ਲਾਗੂ ਹੁੰਦੇ ਕੈਨੇਡਾ ਦੇ ਫ਼ੈਡਰਲ ਕਾਨੂੰਨ ਲਾਗੂ ਹੁੰਦੇ ਹਨ। ਅਸੀਂ ਸਮੇਂ-ਸਮੇਂ ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਵਿੱਚ ਬਦਲਾਅ ਕਰ ਸਕਦੇ ਹਾਂ; ਮੌਜੂਦਾ ਰੂਪ ਹਮੇਸ਼ਾ ਇਸੇ ਪੰਨੇ 'ਤੇ ਮਿਲੇਗਾ। ਸਵਾਲ info@915radio.example 'ਤੇ ਭੇਜੇ ਜਾ ਸਕਦੇ ਹਨ।</p>`,
  },
  {
    path: 'cookie-policy',
    head: { title: 'Cookie Policy', titlePa: 'ਕੂਕੀ ਨੀਤੀ' },
    description: `<p>Like most websites, the Radio 91.5 website uses cookies. This page explains what they are, which ones we use and how you can control them. It should be read together with our <a href="/privacy-policy">privacy policy</a>.</p>
<h2>What are cookies?</h2>
<p>Cookies are small text files that a website asks your browser to store. They let the site remember things between pages and visits, such as your language or whether the live player is running. Similar technologies, like local storage in your browser or in our app, work in much the same way and are covered by this policy.</p>
<h2>Cookies we use</h2>
<ul><li><strong>Essential:</strong> remember your language choice (English or Punjabi), keep the live player running as you move between pages, and protect our forms against abuse. These cannot be switched off.</li><li><strong>Preferences:</strong> remember your volume and which stream (91.5 FM or 91.5 HD2) you last listened to.</li><li><strong>Analytics:</strong> count visits and listening sessions without identifying you, so we know which stories and shows are useful.</li><li><strong>Advertising:</strong> limit how often you see the same advertisement and measure whether a campaign reached listeners. We do not allow advertisers to build profiles of you on our site.</li></ul>
<h2>Managing cookies</h2>
<p>You can block or delete cookies in your browser settings at any time. If you block essential cookies, the live player and the language switch may not work properly. Blocking analytics or advertising cookies does not affect listening or reading.</p>
<h2>How long cookies last</h2>
<ul><li>Session cookies are deleted when you close your browser.</li><li>Preference cookies last up to 12 months.</li><li>Analytics and advertising cookies last up to 13 months.</li></ul>
<h2>Questions</h2>
<p>If you have questions about cookies on our site, write to privacy@915radio.example or use our <a href="/contact">contact page</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------------------------

export const settings: SettingsInput = {
  headerMenu: [
    { title: 'News', titlePa: 'ਖ਼ਬਰਾਂ', url: '/news' },
    { title: 'Entertainment', titlePa: 'ਮਨੋਰੰਜਨ', url: '/entertainment' },
    { title: 'Shows', titlePa: 'ਸ਼ੋਅ', url: '/shows' },
    { title: 'Originals', titlePa: 'ਓਰਿਜਨਲਜ਼', url: '/originals' },
    { title: 'Featured', titlePa: 'ਖ਼ਾਸ', url: '/featured' },
    { title: 'Events', titlePa: 'ਸਮਾਗਮ', url: '/events' },
    { title: 'Hosts', titlePa: 'ਹੋਸਟ', url: '/hosts' },
    { title: 'About', titlePa: 'ਸਾਡੇ ਬਾਰੇ', url: '/about' },
  ],
  footerMainMenu: [
    { title: 'News', titlePa: 'ਖ਼ਬਰਾਂ', url: '/news' },
    { title: 'Entertainment', titlePa: 'ਮਨੋਰੰਜਨ', url: '/entertainment' },
    { title: 'Shows', titlePa: 'ਸ਼ੋਅ', url: '/shows' },
    { title: 'Hosts', titlePa: 'ਹੋਸਟ', url: '/hosts' },
    { title: 'Events', titlePa: 'ਸਮਾਗਮ', url: '/events' },
    { title: 'Community', titlePa: 'ਭਾਈਚਾਰਾ', url: '/community' },
    { title: 'Get the App', titlePa: 'ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ', url: '/apps' },
    { title: 'About Us', titlePa: 'ਸਾਡੇ ਬਾਰੇ', url: '/about' },
  ],
  footerSecondaryMenu: [
    { title: 'Privacy Policy', titlePa: 'ਨਿੱਜਤਾ ਨੀਤੀ', url: '/privacy-policy' },
    { title: 'Terms of Use', titlePa: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ', url: '/terms-of-use' },
    { title: 'Cookie Policy', titlePa: 'ਕੂਕੀ ਨੀਤੀ', url: '/cookie-policy' },
    { title: 'Careers', titlePa: 'ਨੌਕਰੀਆਂ', url: '/careers' },
    { title: 'Advertise', titlePa: 'ਇਸ਼ਤਿਹਾਰ ਦਿਓ', url: '/advertise' },
    { title: 'Contact', titlePa: 'ਸੰਪਰਕ', url: '/contact' },
  ],
  socialLinks: [
    { type: 'facebook', url: 'https://www.facebook.com/radio915surrey' },
    { type: 'instagram', url: 'https://www.instagram.com/radio915surrey' },
    { type: 'youtube', url: 'https://www.youtube.com/@radio915surrey' },
    { type: 'twitter', url: 'https://twitter.com/radio915surrey' },
    { type: 'tiktok', url: 'https://www.tiktok.com/@radio915surrey' },
  ],
  appLinks: { google: 'https://play.google.com/store/apps/details?id=example.radio915' },
  copyright: '© {year} Radio 91.5 Community Broadcasting Society. All rights reserved.',
  copyrightPa: '© {year} ਰੇਡੀਓ 91.5 ਕਮਿਊਨਿਟੀ ਬ੍ਰਾਡਕਾਸਟਿੰਗ ਸੁਸਾਇਟੀ। ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।',
  donationsLink: 'https://donate.915radio.example',
  creditLink: { title: 'Cedar Lane Digital', url: 'https://cedarlane-digital.example' },
  messagingPhone: '16045550915',
  marquee: [
    'Radio 91.5 FM & 91.5 HD2 — the Punjabi voice of Metro Vancouver',
    'ਤੁਹਾਡਾ ਆਪਣਾ ਰੇਡੀਓ, ਤੁਹਾਡੀ ਆਪਣੀ ਬੋਲੀ',
    'Morning Drive: news and bridge traffic every 15 minutes, 6–9 AM',
    'ਹਰ ਘੰਟੇ ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ — ਬੀ.ਸੀ., ਕੈਨੇਡਾ ਅਤੇ ਪੰਜਾਬ ਤੋਂ',
    'Call the studio: 604-555-0915',
    'ਸ਼ਾਮ ਦੀ ਮਹਿਫ਼ਲ: ਪੁਰਾਣੇ ਗੀਤਾਂ ਨਾਲ, ਹਰ ਰਾਤ 8 ਵਜੇ',
    'Seva Saturdays: drop off food at the studio, first Saturday of the month',
    'ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ ਅਤੇ ਕਿਤੇ ਵੀ ਲਾਈਵ ਸੁਣੋ',
  ],
};

// ---------------------------------------------------------------------------------------------
// Home, 404, contact, featured headers
// ---------------------------------------------------------------------------------------------

export const home: HomeInput = {
  headers: {
    title: 'Radio 91.5 FM',
    titlePa: 'ਰੇਡੀਓ 91.5 FM',
    subheading: 'The voice of Punjabi Vancouver — news, music and conversation, live on 91.5 FM and 91.5 HD2',
    subheadingPa: 'ਪੰਜਾਬੀ ਵੈਨਕੂਵਰ ਦੀ ਆਵਾਜ਼ — ਖ਼ਬਰਾਂ, ਸੰਗੀਤ ਅਤੇ ਗੱਲਬਾਤ, 91.5 FM ਅਤੇ 91.5 HD2 ਉੱਤੇ ਲਾਈਵ',
    backgroundImage: '/media/images/headers/home.svg',
  },
  sections: [
    { handle: 'news', title: 'Latest News', titlePa: 'ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ' },
    {
      handle: 'banner',
      type: 'default',
      title: 'Listen live, wherever you are',
      titlePa: 'ਜਿੱਥੇ ਵੀ ਹੋਵੋ, ਲਾਈਵ ਸੁਣੋ',
      items: [
        { title: 'Get the Radio 91.5 app', titlePa: 'ਰੇਡੀਓ 91.5 ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ', image: '/media/images/banners/listen-live-app.svg', link: '/apps' },
      ],
    },
    { handle: 'connectOriginals', title: 'Radio 91.5 Originals', titlePa: 'ਰੇਡੀਓ 91.5 ਓਰਿਜਨਲਜ਼' },
    { handle: 'events', title: 'Upcoming Events', titlePa: 'ਆਉਣ ਵਾਲੇ ਸਮਾਗਮ' },
    { handle: 'shows', title: 'Our Shows', titlePa: 'ਸਾਡੇ ਸ਼ੋਅ' },
    { handle: 'careers', title: 'Careers', titlePa: 'ਨੌਕਰੀਆਂ' },
    {
      handle: 'banner',
      type: 'wide',
      title: 'Community radio runs on community support',
      titlePa: 'ਭਾਈਚਾਰਕ ਰੇਡੀਓ ਭਾਈਚਾਰੇ ਦੇ ਸਾਥ ਨਾਲ ਹੀ ਚੱਲਦਾ ਹੈ',
      items: [
        { title: 'Donate to Radio 91.5', titlePa: 'ਰੇਡੀਓ 91.5 ਨੂੰ ਦਾਨ ਦਿਓ', image: '/media/images/banners/support-community-radio.svg', link: 'https://donate.915radio.example' },
      ],
    },
  ],
  showEntertainment: true,
  showPopup: true,
};

export const pageNotFound: NonNullable<ContentBundle['pageNotFound']> = {
  errorTitle: 'Page not found',
  errorTitlePa: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ',
  errorCopy:
    'The page you are looking for may have moved or no longer exists. Try the latest news, or press play and listen live while you are here.',
  errorCopyPa:
    'ਜੋ ਪੰਨਾ ਤੁਸੀਂ ਲੱਭ ਰਹੇ ਹੋ, ਉਹ ਸ਼ਾਇਦ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੈ ਜਾਂ ਹੁਣ ਮੌਜੂਦ ਨਹੀਂ। ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ ਵੇਖੋ, ਜਾਂ ਪਲੇ ਦਬਾਓ ਅਤੇ ਲਾਈਵ ਰੇਡੀਓ ਸੁਣੋ।',
};

const contactNote: NoteBlock = {
  heading: 'Visit or call the studio',
  headingPa: 'ਸਟੂਡੀਓ ਆਓ ਜਾਂ ਫ਼ੋਨ ਕਰੋ',
  description: `<p>Radio 91.5, Unit 204, 12830 80 Avenue, Surrey, BC V3W 3A8</p>
<p>Studio and newsroom: 604-555-0915</p>
<p>Email: info@915radio.example</p>
<p>Office hours: Monday to Friday, 9:00 to 17:00. The on-air line is open during all live shows.</p>`,
  descriptionPa: `<p>ਰੇਡੀਓ 91.5, ਯੂਨਿਟ 204, 12830 80 ਐਵੇਨਿਊ, ਸਰੀ, ਬੀ.ਸੀ. V3W 3A8</p>
<p>ਸਟੂਡੀਓ ਅਤੇ ਨਿਊਜ਼ਰੂਮ: 604-555-0915</p>
<p>ਈਮੇਲ: info@915radio.example</p>
<p>ਦਫ਼ਤਰ ਦਾ ਸਮਾਂ: ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ, ਸਵੇਰੇ 9 ਤੋਂ ਸ਼ਾਮ 5 ਵਜੇ ਤੱਕ। ਸਾਰੇ ਲਾਈਵ ਸ਼ੋਆਂ ਦੌਰਾਨ ਆਨ-ਏਅਰ ਲਾਈਨ ਖੁੱਲ੍ਹੀ ਰਹਿੰਦੀ ਹੈ।</p>`,
  link: 'mailto:info@915radio.example',
};

export const contactPage: NonNullable<ContentBundle['contactPage']> = {
  title: 'Contact Us',
  titlePa: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
  head: `Contact ${STATION}`,
  description: `<p>Have a news tip, a question about a show, or feedback on something you heard? We want to hear from you, in English or Punjabi.</p>
<p>For advertising, use the <a href="/advertise">advertising page</a>; for jobs and internships, see <a href="/careers">careers</a>.</p>`,
  descriptionPa: `<p>ਕੋਈ ਖ਼ਬਰ ਦੀ ਸੂਹ ਹੈ, ਕਿਸੇ ਸ਼ੋਅ ਬਾਰੇ ਸਵਾਲ ਹੈ, ਜਾਂ ਜੋ ਸੁਣਿਆ ਉਸ ਬਾਰੇ ਕੋਈ ਰਾਏ ਦੇਣੀ ਹੈ? ਅੰਗਰੇਜ਼ੀ ਜਾਂ ਪੰਜਾਬੀ ਵਿੱਚ, ਸਾਨੂੰ ਜ਼ਰੂਰ ਦੱਸੋ।</p>
<p>ਇਸ਼ਤਿਹਾਰਾਂ ਲਈ <a href="/advertise">ਇਸ਼ਤਿਹਾਰ ਪੰਨਾ</a> ਵੇਖੋ; ਨੌਕਰੀਆਂ ਅਤੇ ਇੰਟਰਨਸ਼ਿਪਾਂ ਲਈ <a href="/careers">ਨੌਕਰੀਆਂ</a> ਵਾਲਾ ਪੰਨਾ ਵੇਖੋ।</p>`,
  note: contactNote,
};

export const featuredHeaders: PageHeaders = {
  title: 'Featured',
  titlePa: 'ਖ਼ਾਸ',
  heading: 'Featured Stories',
  subheading: 'In-depth reporting and long reads from the Radio 91.5 newsroom',
  subheadingPa: 'ਰੇਡੀਓ 91.5 ਨਿਊਜ਼ਰੂਮ ਦੀਆਂ ਵਿਸਥਾਰਤ ਰਿਪੋਰਟਾਂ ਅਤੇ ਲੰਮੀਆਂ ਕਹਾਣੀਆਂ',
  backgroundImage: '/media/images/headers/featured.svg',
  backgroundHeading: 'Featured',
};
